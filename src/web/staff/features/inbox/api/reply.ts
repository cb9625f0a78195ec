import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZInboxChangeResult } from '../../../../../shared/staff/inbox.js';
import { staffCall } from '../../../lib/api.js';
import { conversationKey } from './get-conversation.js';
import { inboxListsKey } from './get-inbox.js';

/**
 * POST /api/staff/inbox/:id/reply: the reply by HTTP (a contact-us conversation, or a chat while the socket is not
 * open). The answer is the conversation as it now is, written into the cache; the lists are fetched again.
 */
export function useReply(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => staffCall(`inbox/${id}/reply`, { body: { body }, schema: ZInboxChangeResult }),
    onSuccess: ({ conversation }) => {
      client.setQueryData(conversationKey(id), conversation);
      void client.invalidateQueries({ queryKey: inboxListsKey });
    },
    meta: { errorToast: false },
  });
}

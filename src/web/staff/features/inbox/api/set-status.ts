import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZInboxChangeResult, type TInboxStatusChange } from '../../../../../shared/staff/inbox.js';
import { staffCall } from '../../../lib/api.js';
import { conversationKey } from './get-conversation.js';
import { inboxListsKey } from './get-inbox.js';

/** POST /api/staff/inbox/:id/status: close the conversation, or reopen it. */
export function useSetStatus(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (status: TInboxStatusChange['status']) =>
      staffCall(`inbox/${id}/status`, { body: { status }, schema: ZInboxChangeResult }),
    onSuccess: ({ conversation }) => {
      client.setQueryData(conversationKey(id), conversation);
      void client.invalidateQueries({ queryKey: inboxListsKey });
    },
  });
}

import { queryOptions } from '@tanstack/react-query';
import { ZInboxConversation } from '../../../../../shared/staff/inbox.js';
import { staffCall } from '../../../lib/api.js';

export const conversationKey = (id: number) => ['staff', 'inbox', 'conversation', id] as const;

/** GET /api/staff/inbox/:id: the conversation, its customer and their RMAs in the store. */
export const conversationOptions = (id: number) =>
  queryOptions({
    queryKey: conversationKey(id),
    queryFn: ({ signal }) => staffCall(`inbox/${id}`, { schema: ZInboxConversation, signal }),
    meta: { errorToast: false },
  });

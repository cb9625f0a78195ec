import { useQuery } from '@tanstack/react-query';
import type { Store } from '../../../../shared/stores.js';
import { answerChecks } from '../../../lib/answer-checks.js';
import { apiCall, fromContract } from '../../../lib/api.js';

const RECHECK_MS = 30_000;

/** GET /api/chat/availability, while the panel is open: is an agent online? A failure reads as "nobody". */
export function useChatAvailability(store: Store, enabled: boolean) {
  return useQuery({
    queryKey: ['chat-availability', store],
    queryFn: ({ signal }) =>
      apiCall('chat/availability', {
        query: { store },
        schema: fromContract(answerChecks.chat, (c) => c.ZChatAvailability),
        anonymous: true,
        signal,
      }),
    enabled,
    refetchInterval: RECHECK_MS,
    retry: false,
    meta: { errorToast: false },
  });
}

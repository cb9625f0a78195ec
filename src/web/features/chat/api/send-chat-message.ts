import { useMutation } from '@tanstack/react-query';
import { TIMINGS } from '../../../../shared/limits.js';
import type { Store } from '../../../../shared/stores.js';
import { answerChecks } from '../../../lib/answer-checks.js';
import { ApiError, fromContract, sessionCall } from '../../../lib/api.js';

/** POST /api/your-request/contact-us with channel 'chat': a chat message, with a reply address when none is known. */
export function sendChatMessage(store: Store, text: string, email: string | null) {
  return sessionCall(store, 'your-request/contact-us', {
    method: 'POST',
    body: { message: text, store, channel: 'chat', ...(email === null ? {} : { email }) },
    schema: fromContract(answerChecks.common, (c) => c.ZStatusOnly),
  });
}

/** A refused reply address shows beside its field; any other failure is the global toast (for 5 s). */
export function useSendChatMessage(store: Store) {
  return useMutation({
    mutationFn: ({ text, email }: { id: number; text: string; email: string | null }) =>
      sendChatMessage(store, text, email),
    meta: {
      errorToast: (error: unknown) => !(error instanceof ApiError && error.fields.email),
      toastMs: TIMINGS.contactErrorMs,
    },
  });
}

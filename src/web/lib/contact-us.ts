import { useMutation } from '@tanstack/react-query';
import { ApiStatus } from '../../shared/codes.js';
import type { Store } from '../../shared/stores.js';
import { ApiError, apiCall, fromContract } from './api.js';
import { answerChecks } from './answer-checks.js';

/** POST /api/your-request/contact-us: a message to support; a status other than success is a failure. */
export async function sendContactUs(store: Store, message: string) {
  const answer = await apiCall('your-request/contact-us', {
    body: { message, store, channel: 'contact' },
    schema: fromContract(answerChecks.common, (c) => c.ZStatusOnly),
  });
  if (answer.status !== ApiStatus.Success) throw new ApiError(200, answer.status, 'genericError', '');
  return answer;
}

export function useContactUs(store: Store) {
  return useMutation({ mutationFn: (message: string) => sendContactUs(store, message) });
}

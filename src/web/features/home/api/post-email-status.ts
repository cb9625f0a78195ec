import { useMutation } from '@tanstack/react-query';
import type { Store } from '../../../../shared/stores.js';
import { answerChecks } from '../../../lib/answer-checks.js';
import { fromContract, sessionCall } from '../../../lib/api.js';

/** POST /api/your-details/email-status: whether an e-mail belongs to a registered member. */
export function postEmailStatus(store: Store, email: string) {
  return sessionCall(store, 'your-details/email-status', {
    method: 'POST',
    body: { email, store },
    schema: fromContract(answerChecks.details, (c) => c.ZEmailStatusResponse),
  });
}

/** Only a hint (the save tells again): a failure is silent. */
export function useEmailStatus(store: Store) {
  return useMutation({ mutationFn: (email: string) => postEmailStatus(store, email), meta: { errorToast: false } });
}

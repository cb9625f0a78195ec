import type { Store } from '../../../../shared/stores.js';
import { answerChecks } from '../../../lib/answer-checks.js';
import { fromContract, sessionCall } from '../../../lib/api.js';
import { useLineMutation } from './line-mutation.js';

/** POST /api/your-products/remove-file: drops a line's proof of purchase. */
export function removeProof(store: Store, sourceId: string) {
  return sessionCall(store, 'your-products/remove-file', {
    method: 'POST',
    body: { sourceId, store },
    schema: fromContract(answerChecks.yourProducts, (c) => c.ZProductsOutcomeResponse),
  });
}

export const useRemoveProof = () =>
  useLineMutation((store, sourceId) => removeProof(store, sourceId), {
    errorToast: false,
  });

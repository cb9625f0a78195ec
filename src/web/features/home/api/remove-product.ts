import type { Store } from '../../../../shared/stores.js';
import { answerChecks } from '../../../lib/answer-checks.js';
import { fromContract, sessionCall } from '../../../lib/api.js';
import { useLineMutation } from './line-mutation.js';

/** PUT /api/your-products/remove: drops a retail line. */
export function removeProduct(store: Store, sourceId: string) {
  return sessionCall(store, 'your-products/remove', {
    method: 'PUT',
    body: { sourceId, store },
    schema: fromContract(answerChecks.yourProducts, (c) => c.ZProductsOutcomeResponse),
  });
}

export const useRemoveProduct = () => useLineMutation(removeProduct, { errorToast: true, changesSelection: true });

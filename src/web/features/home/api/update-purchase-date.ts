import type { Store } from '../../../../shared/stores.js';
import { answerChecks } from '../../../lib/answer-checks.js';
import { fromContract, sessionCall } from '../../../lib/api.js';
import { useLineMutation } from './line-mutation.js';

/** POST /api/your-products/update-purchase-date ('' clears it). */
export function updatePurchaseDate(store: Store, sourceId: string, purchaseDate: string) {
  return sessionCall(store, 'your-products/update-purchase-date', {
    method: 'POST',
    body: { sourceId, store, purchaseDate },
    schema: fromContract(answerChecks.yourProducts, (c) => c.ZProductsOutcomeResponse),
  });
}

export const useUpdatePurchaseDate = () => useLineMutation(updatePurchaseDate, { errorToast: false });

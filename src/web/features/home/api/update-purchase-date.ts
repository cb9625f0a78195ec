import { ZProductsOutcomeResponse } from '../../../../shared/schemas/your-products.js';
import type { Store } from '../../../../shared/stores.js';
import { sessionCall } from '../../../lib/api.js';
import { useLineMutation } from './line-mutation.js';

/** POST /api/your-products/update-purchase-date ('' clears it). */
export function updatePurchaseDate(store: Store, sourceId: string, purchaseDate: string) {
  return sessionCall(store, 'your-products/update-purchase-date', {
    method: 'POST',
    body: { sourceId, store, purchaseDate },
    schema: ZProductsOutcomeResponse,
  });
}

export const useUpdatePurchaseDate = () => useLineMutation(updatePurchaseDate, { errorToast: false });

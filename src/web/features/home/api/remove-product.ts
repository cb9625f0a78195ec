import type { Store } from '../../../../shared/stores.js';
import { fromContract, sessionCall } from '../../../lib/api.js';
import { useLineMutation } from './line-mutation.js';

/** PUT /api/your-products/remove: drops a retail line. */
export function removeProduct(store: Store, sourceId: string) {
  return sessionCall(store, 'your-products/remove', {
    method: 'PUT',
    body: { sourceId, store },
    schema: fromContract(
      () => import('../../../../shared/schemas/your-products.js'),
      (c) => c.ZProductsOutcomeResponse,
    ),
  });
}

export const useRemoveProduct = () => useLineMutation(removeProduct, { errorToast: true, changesSelection: true });

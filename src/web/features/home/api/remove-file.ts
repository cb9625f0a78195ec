import type { Store } from '../../../../shared/stores.js';
import { fromContract, sessionCall } from '../../../lib/api.js';
import { useLineMutation } from './line-mutation.js';

/** POST /api/your-products/remove-file: drops a line's proof of purchase. */
export function removeProof(store: Store, sourceId: string) {
  return sessionCall(store, 'your-products/remove-file', {
    method: 'POST',
    body: { sourceId, store },
    schema: fromContract(
      () => import('../../../../shared/schemas/your-products.js'),
      (c) => c.ZProductsOutcomeResponse,
    ),
  });
}

export const useRemoveProof = () =>
  useLineMutation((store, sourceId) => removeProof(store, sourceId), {
    errorToast: false,
  });

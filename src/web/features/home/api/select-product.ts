import { ZProductsOutcomeResponse } from '../../../../shared/schemas/your-products.js';
import type { Store } from '../../../../shared/stores.js';
import { sessionCall } from '../../../lib/api.js';
import { useLineMutation } from './line-mutation.js';

/** POST /api/your-products/select: toggles a line for the current enquiry; the answer is the line's list. */
export function selectProduct(store: Store, sourceId: string, action: number) {
  return sessionCall(store, 'your-products/select', {
    method: 'POST',
    body: { keyword: sourceId, store, action },
    schema: ZProductsOutcomeResponse,
  });
}

export const useSelectProduct = () => useLineMutation(selectProduct, { errorToast: true, changesSelection: true });

import { ApiStatus } from '../../../../shared/codes.js';
import { MAX_SELECTED_PRODUCTS } from '../../../../shared/limits.js';
import type { TProductsOutcomeResponse } from '../../../../shared/schemas/your-products.js';
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

/** The maximum of selected products, as the rule words it. */
export const SELECTED_MAXIMUM = { key: 'selectedMaximum', values: { max: MAX_SELECTED_PRODUCTS } };

/** An answer refusing a selection over the maximum: the server's text, else the rule's. */
export function selectNotice(answer: TProductsOutcomeResponse) {
  if (answer.status !== ApiStatus.SelectedMaximum && answer.status !== ApiStatus.MaxQtyLimit) return null;
  return { message: answer.message ? { text: answer.message } : SELECTED_MAXIMUM };
}

export const useSelectProduct = () =>
  useLineMutation(selectProduct, { errorToast: true, changesSelection: true, notice: selectNotice });

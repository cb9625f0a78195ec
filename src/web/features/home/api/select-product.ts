import { useMutationState } from '@tanstack/react-query';
import { ApiStatus } from '../../../../shared/codes.js';
import { MAX_SELECTED_PRODUCTS } from '../../../../shared/limits.js';
import type { TProductsOutcomeResponse } from '../../../../shared/schemas/your-products.js';
import type { Store } from '../../../../shared/stores.js';
import { answerChecks } from '../../../lib/answer-checks.js';
import { fromContract, sessionCall } from '../../../lib/api.js';
import { useLineMutation, type LineVariables } from './line-mutation.js';
import { SELECT_PRODUCT_KEY } from './mutation-keys.js';

/** POST /api/your-products/select: toggles a line for the current enquiry; the answer is the line's list. */
export function selectProduct(store: Store, sourceId: string, action: number) {
  return sessionCall(store, 'your-products/select', {
    method: 'POST',
    body: { keyword: sourceId, store, action },
    schema: fromContract(answerChecks.yourProducts, (c) => c.ZProductsOutcomeResponse),
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
  useLineMutation(selectProduct, {
    errorToast: true,
    changesSelection: true,
    mutationKey: SELECT_PRODUCT_KEY,
    notice: selectNotice,
  });

/** Whether a select call about this line is on its way (the mutation cache's own state, for the line's row). */
export function useSelectSaving(sourceId: string): boolean {
  const pending = useMutationState({
    filters: {
      mutationKey: [...SELECT_PRODUCT_KEY],
      status: 'pending',
      predicate: (mutation) =>
        (mutation.state.variables as LineVariables<number> | undefined)?.line.sourceId === sourceId,
    },
    select: (mutation) => mutation.mutationId,
  });
  return pending.length > 0;
}

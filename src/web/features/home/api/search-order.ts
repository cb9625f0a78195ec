import type { TYourProductsResponse } from '../../../../shared/schemas/products.js';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiStatus } from '../../../../shared/codes.js';
import { TIMINGS } from '../../../../shared/limits.js';
import type { Store } from '../../../../shared/stores.js';
import { answerChecks } from '../../../lib/answer-checks.js';
import { fromContract, sessionCall } from '../../../lib/api.js';
import { useStore } from '../../../lib/store-context.js';
import { yourProductsQueryKey } from './get-your-products.js';
import { PRODUCTS_CHANGE_KEY } from './mutation-keys.js';
import { withOrder } from './product-cache.js';
import { messageOfAnswer } from '../messages.js';

/** POST /api/your-products/search-order: the customer's order by number; it becomes the session's current one. */
export function searchOrder(store: Store, keyword: string) {
  return sessionCall(store, 'your-products/search-order', {
    method: 'POST',
    body: { keyword, store },
    schema: fromContract(answerChecks.yourProducts, (c) => c.ZSearchOrderOutcomeResponse),
  });
}

/** An answer without the order: its "not found" as an 8-second notice. */
function notFoundNotice(data: unknown) {
  const answer = data as Awaited<ReturnType<typeof searchOrder>>;
  if (answer.status === ApiStatus.Success && answer.orderList.length > 0) return null;
  return { message: messageOfAnswer(answer, 'orderNotFound')!, ms: TIMINGS.notFoundNoticeMs };
}

/**
 * A found order goes into the cached products as the current one; "not found" shows beside the field (the
 * caller) and as a notice (the query client).
 */
export function useSearchOrder() {
  const { store } = useStore();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (orderNumber: string) => searchOrder(store, orderNumber),
    mutationKey: PRODUCTS_CHANGE_KEY,
    gcTime: Infinity,
    meta: { errorToast: false, notice: notFoundNotice },
    onSuccess: (answer) => {
      const found = answer.orderList[0];
      if (answer.status !== ApiStatus.Success || !found) return;
      client.setQueryData<TYourProductsResponse>(yourProductsQueryKey(store), (data) =>
        data ? withOrder(data, found) : data,
      );
    },
  });
}

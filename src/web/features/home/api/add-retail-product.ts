import type { TYourProductsResponse } from '../../../../shared/schemas/products.js';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAddProductBody } from '../../../../shared/schemas/your-products.js';
import type { Store } from '../../../../shared/stores.js';
import { answerChecks } from '../../../lib/answer-checks.js';
import { fromContract, sessionCall } from '../../../lib/api.js';
import { useStore } from '../../../lib/store-context.js';
import { yourProductsQueryKey } from './get-your-products.js';
import { PRODUCTS_CHANGE_KEY } from './mutation-keys.js';
import { withLines } from './product-cache.js';

/** POST /api/your-products/update-product: adds a product bought at another retailer (by catalogue id). */
export function addRetailProduct(store: Store, productId: number) {
  const body: TAddProductBody = { id: productId, store };
  return sessionCall(store, 'your-products/update-product', {
    method: 'POST',
    body,
    schema: fromContract(answerChecks.yourProducts, (c) => c.ZProductsOutcomeResponse),
  });
}

/** The answer is the retail list; a failure shows under the search field. */
export function useAddRetailProduct() {
  const { store } = useStore();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (productId: number) => addRetailProduct(store, productId),
    mutationKey: PRODUCTS_CHANGE_KEY,
    gcTime: Infinity,
    meta: { errorToast: false },
    onSuccess: (answer) => {
      client.setQueryData<TYourProductsResponse>(yourProductsQueryKey(store), (data) =>
        data ? withLines(data, '', answer.products) : data,
      );
    },
  });
}

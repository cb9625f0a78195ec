import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Store } from '../../../../shared/stores.js';
import { answerChecks } from '../../../lib/answer-checks.js';
import { fromContract, sessionCall } from '../../../lib/api.js';
import { retryServerErrors } from '../../../lib/query-client.js';

/** GET /api/your-products: the customer's orders, the retail list, the numbers known, and the wizard. */
export function fetchYourProducts(store: Store, signal?: AbortSignal) {
  return sessionCall(store, 'your-products', {
    query: { store },
    schema: fromContract(answerChecks.products, (c) => c.ZYourProductsResponse),
    signal,
  });
}

export const yourProductsQueryKey = (store: Store) => ['your-products', store] as const;

export function yourProductsQueryOptions(store: Store) {
  return queryOptions({
    queryKey: yourProductsQueryKey(store),
    queryFn: ({ signal }) => fetchYourProducts(store, signal),
    retry: retryServerErrors,
  });
}

/** The products of the session; asked for only once the details are saved (step 2 on). */
export function useYourProducts(store: Store, enabled = true) {
  return useQuery({ ...yourProductsQueryOptions(store), enabled });
}

import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Store } from '../../../../shared/stores.js';
import { answerChecks } from '../../../lib/answer-checks.js';
import { fromContract, sessionCall } from '../../../lib/api.js';

/** The fewest characters a retail search starts with. */
export const SEARCH_MIN_CHARS = 2;

/** POST /api/your-products/search: catalogue products by name or SKU (the retail autocomplete). */
export function searchProducts(store: Store, keyword: string, signal?: AbortSignal) {
  return sessionCall(store, 'your-products/search', {
    method: 'POST',
    body: { keyword, store },
    schema: fromContract(answerChecks.products, (c) => c.ZSearchResponse),
    signal,
  });
}

export function searchProductsQueryOptions(store: Store, keyword: string) {
  return queryOptions({
    queryKey: ['your-products', store, 'search', keyword] as const,
    queryFn: ({ signal }) => searchProducts(store, keyword, signal),
    enabled: keyword.length >= SEARCH_MIN_CHARS,
    staleTime: 5 * 60_000,
    // Only suggestions: a failure shows "no results", not a toast.
    meta: { errorToast: false },
    retry: false,
  });
}

/** Suggestions for a (debounced) keyword; stale answers are dropped by the query key. */
export function useProductSearch(store: Store, keyword: string) {
  return useQuery({ ...searchProductsQueryOptions(store, keyword), placeholderData: keepPreviousData });
}

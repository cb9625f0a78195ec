import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Store } from '../../../../shared/stores.js';
import { answerChecks } from '../../../lib/answer-checks.js';
import { apiCall, ensureToken, fromContract } from '../../../lib/api.js';
import { useStore } from '../../../lib/store-context.js';

/**
 * POST /api/your-details/customer (docs/rules/shell.md): the account menu's data: first name, news, recent
 * orders, staff and membership flags, whether the session is signed in, and the cart's item count for the
 * header badge.
 */
export async function fetchCustomer(store: Store, signal?: AbortSignal) {
  await ensureToken(store);
  return apiCall('your-details/customer', {
    method: 'POST',
    query: { store },
    schema: fromContract(answerChecks.details, (c) => c.ZCustomerDetail),
    signal,
  });
}

export const customerQueryKey = (store: Store) => ['customer', store] as const;

export function customerQueryOptions(store: Store) {
  return queryOptions({
    queryKey: customerQueryKey(store),
    queryFn: ({ signal }) => fetchCustomer(store, signal),
    staleTime: 60_000,
  });
}

export function useCustomer() {
  const { store } = useStore();
  return useQuery(customerQueryOptions(store));
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Store } from '../../../../shared/stores.js';
import { answerChecks } from '../../../lib/answer-checks.js';
import { apiCall, fromContract } from '../../../lib/api.js';

/** GET /api/your-address: saved addresses, the chosen one, and the session's country. */
export function fetchYourAddress(store: Store, signal?: AbortSignal) {
  return apiCall('your-address', {
    query: { store },
    schema: fromContract(answerChecks.address, (c) => c.ZYourAddressResponse),
    signal,
  });
}

export const addressQueryKey = (store: Store) => ['your-address', store] as const;

export function yourAddressQueryOptions(store: Store) {
  return queryOptions({
    queryKey: addressQueryKey(store),
    queryFn: ({ signal }) => fetchYourAddress(store, signal),
    staleTime: 0,
    retry: false,
  });
}

export function useYourAddress(store: Store) {
  return useQuery(yourAddressQueryOptions(store));
}

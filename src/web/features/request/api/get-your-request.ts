import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Store } from '../../../../shared/stores.js';
import { answerChecks } from '../../../lib/answer-checks.js';
import { apiCall, fromContract } from '../../../lib/api.js';

/** GET /api/your-request: the services offered and the products chosen on the products step. */
export function fetchYourRequest(store: Store, signal?: AbortSignal) {
  return apiCall('your-request', {
    query: { store },
    schema: fromContract(answerChecks.request, (c) => c.ZYourRequestResponse),
    signal,
  });
}

export function yourRequestQueryOptions(store: Store) {
  return queryOptions({
    queryKey: ['your-request', store] as const,
    queryFn: ({ signal }) => fetchYourRequest(store, signal),
    // The products step changes what this answers: always ask again when the step shows.
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}

export function useYourRequest(store: Store) {
  return useQuery(yourRequestQueryOptions(store));
}

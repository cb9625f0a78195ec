import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Store } from '../../../../shared/stores.js';
import { answerChecks } from '../../../lib/answer-checks.js';
import { fromContract, sessionCall } from '../../../lib/api.js';
import { retryServerErrors } from '../../../lib/query-client.js';

/** GET /api/your-details: the details known for the session, the lists of the form, and the wizard. */
export function fetchYourDetails(store: Store, signal?: AbortSignal) {
  return sessionCall(store, 'your-details', {
    query: { store },
    schema: fromContract(answerChecks.details, (c) => c.ZYourDetailsResponse),
    signal,
  });
}

export const yourDetailsQueryKey = (store: Store) => ['your-details', store] as const;

export function yourDetailsQueryOptions(store: Store) {
  return queryOptions({
    queryKey: yourDetailsQueryKey(store),
    queryFn: ({ signal }) => fetchYourDetails(store, signal),
    retry: retryServerErrors,
  });
}

export function useYourDetails(store: Store) {
  return useQuery(yourDetailsQueryOptions(store));
}

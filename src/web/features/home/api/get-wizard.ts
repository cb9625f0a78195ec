import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Store } from '../../../../shared/stores.js';
import { wizardQueryKey } from '../../../lib/wizard.js';
import { yourDetailsQueryOptions } from './get-your-details.js';

/**
 * The server's wizard (step, enquiry, mode). Every answer that carries it refreshes it (lib/query-client.ts);
 * when nothing has yet, it is read from GET /api/your-details (the same request the details step makes).
 */
export function wizardQueryOptions(store: Store) {
  return queryOptions({
    queryKey: wizardQueryKey(store),
    queryFn: async ({ client }) =>
      (await client.fetchQuery({ ...yourDetailsQueryOptions(store), staleTime: 0 })).wizard,
    staleTime: Infinity,
    meta: { errorToast: false },
  });
}

export function useWizard(store: Store) {
  return useQuery(wizardQueryOptions(store));
}

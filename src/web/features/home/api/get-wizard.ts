import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Store } from '../../../../shared/stores.js';
import type { TWizard } from '../../../../shared/schemas/wizard.js';
import { newerWizard, wizardQueryKey } from '../../../lib/wizard.js';
import { yourDetailsQueryOptions } from './get-your-details.js';

/**
 * The server's wizard (step, enquiry, mode). Every answer that carries it refreshes it (lib/query-client.ts);
 * when nothing has yet, it is read from GET /api/your-details (the same request the details step makes).
 */
export function wizardQueryOptions(store: Store) {
  return queryOptions({
    queryKey: wizardQueryKey(store),
    queryFn: async ({ client }) => {
      const { wizard } = await client.fetchQuery({ ...yourDetailsQueryOptions(store), staleTime: 0 });
      // An answer that landed meanwhile may carry a newer wizard than this read.
      return newerWizard(client.getQueryData<TWizard>(wizardQueryKey(store)), wizard);
    },
    staleTime: Infinity,
    meta: { errorToast: false },
  });
}

export function useWizard(store: Store) {
  return useQuery(wizardQueryOptions(store));
}

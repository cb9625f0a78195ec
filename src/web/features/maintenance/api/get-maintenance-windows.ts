import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Store } from '../../../../shared/stores.js';
import { answerChecks } from '../../../lib/answer-checks.js';
import { apiCall, fromContract } from '../../../lib/api.js';
import { useStore } from '../../../lib/store-context.js';

export function fetchMaintenanceWindows(store: Store, signal?: AbortSignal) {
  return apiCall('maintenance/windows', {
    query: { store },
    anonymous: true,
    schema: fromContract(answerChecks.site, (c) => c.ZMaintenanceWindowsResponse),
    signal,
  });
}

export const maintenanceWindowsQueryKey = (store: Store) => ['maintenance-windows', store] as const;

/** A failure is silent: the built-in windows apply instead. */
export function maintenanceWindowsQueryOptions(store: Store) {
  return queryOptions({
    queryKey: maintenanceWindowsQueryKey(store),
    queryFn: ({ signal }) => fetchMaintenanceWindows(store, signal),
    staleTime: 5 * 60_000,
    retry: 1,
    meta: { errorToast: false },
  });
}

export function useMaintenanceWindows() {
  const { store } = useStore();
  return useQuery(maintenanceWindowsQueryOptions(store));
}

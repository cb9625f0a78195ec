import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import type { Store } from '../../../../shared/stores.js';
import { apiCall } from '../../../lib/api.js';
import { useStore } from '../../../lib/store-context.js';

const ZWindow = z.object({
  startsAt: z.string(),
  endsAt: z.string(),
  hideFrom: z.string().optional(),
  showNoticeFrom: z.string().optional(),
  showNoticeUntil: z.string().optional(),
  /** The operator's text for the window, in one language; '' when none. */
  message: z.string().optional(),
});

/** GET /api/maintenance/windows: every configured window. */
const ZWindows = z.object({ windows: z.array(ZWindow) });

export function fetchMaintenanceWindows(store: Store, signal?: AbortSignal) {
  return apiCall('maintenance/windows', { query: { store }, anonymous: true, schema: ZWindows, signal });
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

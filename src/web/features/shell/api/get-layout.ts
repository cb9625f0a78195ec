import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Store } from '../../../../shared/stores.js';
import { apiCall } from '../../../lib/api.js';
import { useStore } from '../../../lib/store-context.js';
import type { LayoutKind } from '../config.js';

/** GET /api/layout/<kind>: one of the store's layout fragments (anonymous). */
export function fetchLayout(store: Store, kind: LayoutKind, signal?: AbortSignal) {
  return apiCall<unknown>(`layout/${kind}`, { query: { store }, anonymous: true, signal });
}

export const layoutQueryKey = (kind: LayoutKind, store: Store) => ['layout', kind, store] as const;

/** Failures are silent and not retried (docs/rules/shell.md): a missing fragment leaves its place empty. */
export function layoutQueryOptions(kind: LayoutKind, store: Store) {
  return queryOptions({
    queryKey: layoutQueryKey(kind, store),
    queryFn: ({ signal }) => fetchLayout(store, kind, signal),
    staleTime: Infinity,
    retry: false,
    meta: { errorToast: false },
  });
}

/** The fragment's HTML, or null while it loads, when it failed, or when it is empty. */
export function useLayoutHtml(kind: LayoutKind): string | null {
  const { store } = useStore();
  const { data } = useQuery(layoutQueryOptions(kind, store));
  return typeof data === 'string' && data.trim() !== '' ? data : null;
}

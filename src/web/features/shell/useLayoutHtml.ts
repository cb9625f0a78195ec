import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../lib/api.js';
import { useStore } from '../../lib/store-context.js';
import type { LayoutKind } from './config.js';

/**
 * One of the store's layout fragments. The calls are anonymous and their failures are silent (docs/rules/shell.md):
 * a missing or failing fragment leaves its place empty and the rest of the page working.
 */
export function useLayoutHtml(kind: LayoutKind): string | null {
  const { store } = useStore();
  const { data } = useQuery({
    queryKey: ['layout', kind, store],
    queryFn: ({ signal }) => apiCall<unknown>(`layout/${kind}`, { query: { store }, anonymous: true, signal }),
    staleTime: Infinity,
    retry: false,
    meta: { errorToast: false },
  });
  return typeof data === 'string' && data.trim() !== '' ? data : null;
}

import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { inboxViewFromParams, paramsOfInboxView, type InboxView } from './view.js';

/** The inbox's filters, read from and written to the URL (so a colleague opens the same view). */
export function useInboxView() {
  const [params, setParams] = useSearchParams();
  const view = useMemo(() => inboxViewFromParams(params), [params]);
  const update = useCallback(
    (change: Partial<InboxView>) =>
      setParams((current) => paramsOfInboxView({ ...inboxViewFromParams(current), ...change }), { replace: true }),
    [setParams],
  );
  return { view, update };
}

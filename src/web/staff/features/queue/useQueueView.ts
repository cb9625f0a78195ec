import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { paramsOfView, viewFromParams, type QueueView } from './filters.js';

/** The queue's view, read from and written to the URL (replace, so Back leaves the queue rather than undoing). */
export function useQueueView() {
  const [params, setParams] = useSearchParams();
  const view = useMemo(() => viewFromParams(params), [params]);
  const update = useCallback(
    (change: Partial<QueueView>) => {
      setParams((current) => paramsOfView({ ...viewFromParams(current), ...change }), { replace: true });
    },
    [setParams],
  );
  return { view, update };
}

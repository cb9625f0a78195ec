import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { useStaff } from '../../lib/staff-context.js';
import { insightsViewFromParams, paramsOfInsightsView, storesOf, utcToday, type InsightsView } from './view.js';

/** The dashboard's store and period, read from and written to the URL. */
export function useInsightsView() {
  const [params, setParams] = useSearchParams();
  const staff = useStaff();
  const stores = storesOf(staff.stores);
  const today = utcToday();
  const view = useMemo(() => insightsViewFromParams(params, stores, today), [params, stores, today]);
  // The router renders a new URL in a transition, so a second change can come before the first is rendered (a store,
  // then at once a period): it builds on the URL last written, not on the one on screen, and keeps both changes.
  const written = useRef<URLSearchParams | null>(null);
  useEffect(() => {
    written.current = null;
  }, [params]);
  const update = useCallback(
    (change: Partial<InsightsView>) => {
      setParams(
        (current) => {
          const base = insightsViewFromParams(written.current ?? current, stores, today);
          written.current = paramsOfInsightsView({ ...base, ...change });
          return written.current;
        },
        { replace: true },
      );
    },
    [setParams, stores, today],
  );
  return { view, update, stores, today };
}

import { useCallback, useMemo } from 'react';
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
  const update = useCallback(
    (change: Partial<InsightsView>) => {
      setParams((current) => paramsOfInsightsView({ ...insightsViewFromParams(current, stores, today), ...change }), {
        replace: true,
      });
    },
    [setParams, stores, today],
  );
  return { view, update, stores, today };
}

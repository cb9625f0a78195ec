import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { ZInsights, type InsightTable } from '../../../../../shared/staff/insights.js';
import { staffCall, staffUrl } from '../../../lib/api.js';
import { insightsQuery, type InsightsView } from '../view.js';

/** GET /api/staff/insights: every table of the dashboard for the view's store (or all the user's) and period. */
export const insightsOptions = (view: InsightsView) =>
  queryOptions({
    queryKey: ['staff', 'insights', insightsQuery(view)],
    queryFn: ({ signal }) => staffCall('insights', { query: insightsQuery(view), schema: ZInsights, signal }),
    // Another store or period keeps the figures on screen until the new ones come (no jump to a spinner).
    placeholderData: keepPreviousData,
    // The page shows its own failure (with Try again).
    meta: { errorToast: false },
  });

/** GET /api/staff/insights.csv: one table under the same filters, as a link (the browser downloads it). */
export const insightsCsvUrl = (view: InsightsView, table: InsightTable) =>
  staffUrl('insights.csv', { table, ...insightsQuery(view) });

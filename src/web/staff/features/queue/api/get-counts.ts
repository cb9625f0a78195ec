import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { ZQueueCounts } from '../../../../../shared/staff/queues.js';
import { staffCall } from '../../../lib/api.js';
import { apiQuery, type QueueView } from '../filters.js';

/** GET /api/staff/rmas/counts: every tab's count under the filters; live (every 30 s, and after any action). */
export const countsQuery = (view: QueueView) =>
  queryOptions({
    queryKey: ['staff', 'counts', apiQuery(view, false)],
    queryFn: ({ signal }) => staffCall('rmas/counts', { query: apiQuery(view, false), schema: ZQueueCounts, signal }),
    refetchInterval: 30_000,
    // The list shows its own failure (with Try again); a toast would say it twice.
    meta: { errorToast: false },
    placeholderData: keepPreviousData,
  });

import { infiniteQueryOptions } from '@tanstack/react-query';
import { ZQueuePage } from '../../../../../shared/staff/queues.js';
import { staffCall } from '../../../lib/api.js';
import { apiQuery, type QueueView } from '../filters.js';

export const QUEUE_PAGE_SIZE = 50;

/** GET /api/staff/rmas: one tab's rows under the filters, a keyset page at a time ("Load more"). */
export const queueQuery = (view: QueueView) =>
  infiniteQueryOptions({
    queryKey: ['staff', 'queue', apiQuery(view)],
    queryFn: ({ pageParam, signal }) =>
      staffCall('rmas', {
        query: { ...apiQuery(view), cursor: pageParam ?? undefined, limit: QUEUE_PAGE_SIZE },
        schema: ZQueuePage,
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    refetchInterval: 30_000,
    // The list shows its own failure (with Try again); a toast would say it twice.
    meta: { errorToast: false },
  });

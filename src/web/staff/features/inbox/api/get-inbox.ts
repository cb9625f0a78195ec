import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { ZInboxPage } from '../../../../../shared/staff/inbox.js';
import { staffCall } from '../../../lib/api.js';
import type { InboxView } from '../view.js';

export const INBOX_PAGE_SIZE = 50;
/** Fetched again this often, so the counts and the oldest's age stay current without the socket too. */
export const INBOX_REFRESH_MS = 30_000;

/** Every inbox list and count in the cache (what a new message or a reply makes stale). */
export const inboxListsKey = ['staff', 'inbox', 'list'] as const;

/** GET /api/staff/inbox: the conversations under the view's filters, newest first, a keyset page at a time. */
export const inboxListOptions = (view: InboxView) =>
  infiniteQueryOptions({
    queryKey: [...inboxListsKey, { store: view.store, status: view.status, channel: view.channel }],
    queryFn: ({ pageParam, signal }) =>
      staffCall('inbox', {
        query: {
          store: view.store,
          status: view.status,
          channel: view.channel,
          cursor: pageParam ?? undefined,
          limit: INBOX_PAGE_SIZE,
        },
        schema: ZInboxPage,
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    refetchInterval: INBOX_REFRESH_MS,
    // The list shows its own failure (with Try again).
    meta: { errorToast: false },
  });

/** The open count of all one's stores for the navigation: one row's page, whose counts ignore the limit. */
export const inboxCountOptions = () =>
  queryOptions({
    queryKey: [...inboxListsKey, 'count'],
    queryFn: ({ signal }) => staffCall('inbox', { query: { limit: 1 }, schema: ZInboxPage, signal }),
    select: (page) => page.openCount,
    refetchInterval: INBOX_REFRESH_MS,
    meta: { errorToast: false },
  });

import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { ZMailDetail, ZMailList } from '../../../../../shared/schemas/mail.js';
import { staffCall } from '../../../lib/api.js';
import { mailListQuery, type MailView } from '../view.js';

export const MAIL_PAGE_SIZE = 30;

/** GET /api/staff/mail: the outbox under the view's filters, newest first, a keyset page at a time. */
export const mailListOptions = (view: MailView) =>
  infiniteQueryOptions({
    queryKey: ['staff', 'mail', 'list', mailListQuery(view)],
    queryFn: ({ pageParam, signal }) =>
      staffCall('mail', {
        query: { ...mailListQuery(view), cursor: pageParam ?? undefined, limit: MAIL_PAGE_SIZE },
        schema: ZMailList,
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    // The list shows its own failure (with Try again).
    meta: { errorToast: false },
  });

/** GET /api/staff/mail/:id: one e-mail with its HTML and text. */
export const mailOptions = (id: string) =>
  queryOptions({
    queryKey: ['staff', 'mail', 'one', id],
    queryFn: ({ signal }) => staffCall(`mail/${encodeURIComponent(id)}`, { schema: ZMailDetail, signal }),
    meta: { errorToast: false },
  });

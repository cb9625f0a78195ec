import { infiniteQueryOptions } from '@tanstack/react-query';
import { ZAuditPage } from '../../../../../shared/staff/audit.js';
import { staffCall } from '../../../lib/api.js';
import type { AuditView } from '../view.js';

export const AUDIT_PAGE_SIZE = 50;

/** GET /api/staff/audit: the log under the filters, newest first, a keyset page at a time. */
export const auditOptions = (view: AuditView) =>
  infiniteQueryOptions({
    queryKey: ['staff', 'audit', view],
    queryFn: ({ pageParam, signal }) =>
      staffCall('audit', {
        query: { ...view, cursor: pageParam ?? undefined, limit: AUDIT_PAGE_SIZE },
        schema: ZAuditPage,
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    meta: { errorToast: false },
  });

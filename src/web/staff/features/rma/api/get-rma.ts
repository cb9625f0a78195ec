import { queryOptions } from '@tanstack/react-query';
import { ZStaffRma } from '../../../../../shared/staff/rma.js';
import { staffCall } from '../../../lib/api.js';

export const rmaKey = (id: string) => ['staff', 'rma', id] as const;

/** GET /api/staff/rmas/:id: the RMA page's whole content, with the actions this user may take now. */
export const rmaQuery = (id: string) =>
  queryOptions({
    queryKey: rmaKey(id),
    queryFn: ({ signal }) => staffCall(`rmas/${encodeURIComponent(id)}`, { schema: ZStaffRma, signal }),
    meta: { errorToast: false },
  });

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZConflict, type TRmaActionInput } from '../../../../../shared/staff/actions.js';
import { ZStaffRma, type TStaffRma } from '../../../../../shared/staff/rma.js';
import { StaffApiError, staffCall } from '../../../lib/api.js';
import { rmaKey } from './get-rma.js';

export type TConflict = ReturnType<typeof ZConflict.parse>;

/**
 * A 409 conflict's body: who changed the RMA first, and when (docs/staff/actions.md); null for any other failure,
 * including the other 409, an action no longer legal in the RMA's status, whose message the form shows as it is.
 */
export function conflictOf(error: unknown): TConflict | null {
  if (!(error instanceof StaffApiError) || error.httpStatus !== 409) return null;
  if (error.body.code !== 'conflict' && error.body.status !== 'conflict') return null;
  const parsed = ZConflict.safeParse(error.body);
  if (parsed.success) return parsed.data;
  const text = (name: string) => (typeof error.body[name] === 'string' ? (error.body[name] as string) : '');
  return {
    status: 'fail',
    code: 'conflict',
    message: error.message,
    changedBy: text('changedBy'),
    changedAt: text('changedAt'),
    version: -1,
  };
}

/**
 * POST /api/staff/rmas/:id/actions, made on the version on screen. The answer is the updated RMA, written into the
 * cache; the queues and their counts are fetched again. A 409 (someone changed it first) is left to the form,
 * which says who and when and offers to reload: nothing is overwritten silently.
 */
export function useRmaAction(rma: TStaffRma) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: TRmaActionInput) =>
      staffCall(`rmas/${encodeURIComponent(rma.id)}/actions`, {
        body: { ...input, version: rma.version },
        schema: ZStaffRma,
      }),
    onSuccess: (updated) => {
      client.setQueryData(rmaKey(rma.id), updated);
      void client.invalidateQueries({
        predicate: (q) => q.queryKey[0] === 'staff' && ['queue', 'counts'].includes(String(q.queryKey[1])),
      });
    },
    meta: { errorToast: false },
  });
}

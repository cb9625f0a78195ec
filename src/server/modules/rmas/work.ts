import { notFound } from '../../lib/errors.js';
import { kindOf } from '../../../shared/staff/queue-rules.js';
import type { MachineRma } from './machine.js';
import type { WorkLine, WorkRma } from './work-repository.js';

/** Unknown, or outside the user's stores: the same answer, so a user's scope reveals nothing of other stores. */
export const rmaNotFound = () => notFound('not-found', 'notFound');

/** The state machine's view of a stored RMA. */
export function machineRma(rma: WorkRma, lines: readonly WorkLine[]): MachineRma {
  return {
    kind: kindOf(rma.type, rma.store),
    status: rma.status,
    assigneeId: rma.assignee_id,
    resolution: rma.resolution,
    refundAmountReady: Number(rma.refund_amount_ready) === 1,
    lines: lines.map((line) => ({
      id: line.id,
      status: line.status,
      decision: line.decision,
      receipt: line.receipt,
      inspection: line.inspection,
      method: line.method,
      warrantyMonths: Number(line.warranty_months),
    })),
  };
}

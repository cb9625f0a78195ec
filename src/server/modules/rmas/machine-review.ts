import { can } from '../../../shared/staff/roles.js';
import { invalid, isActiveLine, refuse, type Decision, type LineChange } from './machine-types.js';
import {
  event,
  linesAfter,
  messageEvents,
  move,
  pick,
  stay,
  type StepContext,
  type StepInput,
} from './machine-move.js';
import { LINE_DECISION, LINE_NOT_RECEIVED, STATUS } from './vocabulary.js';

/**
 * The steps of the machine that work line by line (docs/staff/actions.md): the decision at review, the product's
 * arrival, and the inspection. Each moves the RMA on once every line in play has had its turn.
 */

/** Lines awaiting a decision: in play and not yet approved or rejected. */
export const undecidedLines = (c: Pick<StepContext, 'rma'>) =>
  c.rma.lines.filter((line) => isActiveLine(line) && line.decision === '');

/** Lines awaiting the product: in play, not rejected, nothing recorded yet. */
export const awaitedLines = (c: Pick<StepContext, 'rma'>) =>
  c.rma.lines.filter((line) => isActiveLine(line) && line.decision !== LINE_DECISION.rejected && line.receipt === '');

/**
 * Approve or reject lines (all undecided ones when none are named). Rejected lines are cancelled, which frees their
 * products. Once no line is undecided the RMA is APPROVED when any line was approved, else CANCELED with the reason.
 */
export function decideLines(c: StepContext, input: StepInput<'approve'> | StepInput<'reject'>): Decision {
  const undecided = undecidedLines(c);
  const chosen = input.lines ? pick(undecided, input.lines) : undecided;
  if (!chosen || chosen.length === 0) return invalid('lineNotActionable', 'lines');
  const decision = input.action === 'approve' ? LINE_DECISION.approved : LINE_DECISION.rejected;
  const reason = input.action === 'reject' ? input.reason : '';
  const lines: LineChange[] = chosen.map((line) => ({
    id: line.id,
    decision,
    decisionReason: reason,
    ...(decision === LINE_DECISION.rejected ? { status: STATUS.canceled } : {}),
  }));
  const data = { decision, lines: chosen.map((line) => line.id) };
  const messages = messageEvents(input.message);
  const effects = decision === LINE_DECISION.rejected ? (['rejected'] as const) : ([] as const);
  if (chosen.length < undecided.length)
    return stay({ lines, events: [event('status', reason, data), ...messages] }, [...effects]);
  const approvedAny = linesAfter(c.rma.lines, lines).some((line) => line.decision === LINE_DECISION.approved);
  if (approvedAny)
    return move(c, STATUS.approved, { lines, event: event('status', reason, data), extraEvents: messages }, [
      ...effects,
      'approved',
    ]);
  return move(
    c,
    STATUS.canceled,
    { lines, rma: { closeReason: reason }, event: event('status', reason, data), extraEvents: messages },
    [...effects],
  );
}

/**
 * What arrived, line by line. Once every awaited line has a receipt the RMA is PRODUCT_RECEIVED when anything
 * arrived; when nothing did, CLOSED with the reason not-received (docs/decisions/0016-rma-state-machine.md).
 */
export function receive(c: StepContext, input: StepInput<'receive'>): Decision {
  const awaited = awaitedLines(c);
  const chosen = pick(
    awaited,
    input.lines.map((line) => line.lineId),
  );
  if (!chosen) return invalid('lineNotActionable', 'lines');
  const lines: LineChange[] = input.lines.map((line) => ({
    id: line.lineId,
    receipt: line.receipt,
    ...(line.receipt === 'not-received' ? { status: LINE_NOT_RECEIVED } : {}),
  }));
  const data = { receipts: input.lines };
  const missing = input.lines.some((line) => line.receipt === 'not-received');
  if (chosen.length < awaited.length)
    return stay({ lines, events: [event('receipt', '', data, missing ? 'customer' : 'internal')] });
  const arrived = linesAfter(c.rma.lines, lines).some((line) => line.receipt !== '' && line.receipt !== 'not-received');
  if (arrived) return move(c, STATUS.productReceived, { lines, event: event('receipt', '', data) }, ['received']);
  return move(c, STATUS.closed, { lines, rma: { closeReason: 'not-received' }, event: event('receipt', '', data) }, [
    'received',
  ]);
}

/** The inspection result of lines in play; once every one has a result the RMA is INSPECTED. */
export function inspect(c: StepContext, input: StepInput<'inspect'>): Decision {
  const inPlay = c.rma.lines.filter(isActiveLine);
  const chosen = pick(
    inPlay,
    input.lines.map((line) => line.lineId),
  );
  if (!chosen) return invalid('lineNotActionable', 'lines');
  const lines: LineChange[] = input.lines.map((line) => ({
    id: line.lineId,
    inspection: line.result,
    inspectionNote: line.note ?? '',
  }));
  const step = { lines, event: event('inspection', '', { results: input.lines }) };
  const done = linesAfter(inPlay, lines).every((line) => line.inspection !== '');
  return done ? move(c, STATUS.inspected, step) : stay({ lines, events: [step.event] });
}

/** Refund amounts: entered after the inspection (REFUND_PROCESSING), and corrected until the refund is complete. */
export function refund(c: StepContext, input: StepInput<'refund'>): Decision {
  const threshold = c.settings.refundThreshold;
  if (threshold > 0 && input.refundTotal > threshold && !can(c.actor.role, 'supervise'))
    return refuse('forbidden', 'refundAboveThreshold', { values: { threshold } });
  const rma = {
    refundTotalActual: input.refundTotal,
    shippingCharge: input.shippingCharge,
    storeCredit: input.storeCredit,
    tax: input.tax,
    refundAmountReady: input.amountReady,
  };
  const step = { rma, event: event('refund', '', rma, input.amountReady ? 'customer' : 'internal') };
  return c.rma.status === STATUS.inspected
    ? move(c, STATUS.refundProcessing, step)
    : stay({ rma, events: [step.event] });
}

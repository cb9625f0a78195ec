import { invalid, isActiveLine, refuse, type Decision, type LineChange } from './machine-types.js';
import {
  event,
  messageEvents,
  move,
  newUnitWarranty,
  pick,
  stay,
  type StepContext,
  type StepInput,
} from './machine-move.js';
import { RMA_METHOD, STATUS } from './vocabulary.js';

/** The steps of the machine after the product arrived, and those that end an RMA or only annotate it. */

export function completeRefund(c: StepContext): Decision {
  if (!c.rma.refundAmountReady) return refuse('illegal-transition', 'refundNotReady');
  return move(c, STATUS.refundCompleted, { event: event('status') }, ['refundCompleted']);
}

export function resolveRepair(c: StepContext, input: StepInput<'resolve-repair'>): Decision {
  return move(c, STATUS.preparingReplacement, {
    rma: { resolution: input.resolution },
    event: event('status', '', { resolution: input.resolution }),
  });
}

/** Whether a shipment must name a replacement unit per line, may name some, or must name none. */
function serialsRule(c: StepContext): 'every' | 'some' | 'none' {
  if (c.rma.kind === 'jp-repair') return c.rma.resolution === 'replace' ? 'every' : 'none';
  return 'some';
}

/**
 * The shipment. A line shipped with a replacement unit's serial becomes RN and its warranty follows the new unit,
 * from the ship date for the product's warranty months (docs/decisions/0016-rma-state-machine.md).
 */
export function ship(c: StepContext, input: StepInput<'ship'>): Decision {
  const inPlay = c.rma.lines.filter(isActiveLine);
  const rule = serialsRule(c);
  if (rule === 'none' && input.serials.length) return invalid('repairKeepsSerial', 'serials');
  const chosen = pick(
    inPlay,
    input.serials.map((s) => s.lineId),
  );
  if (!chosen || (rule === 'every' && chosen.length !== inPlay.length))
    return invalid('replacementSerialsRequired', 'serials');
  const today = c.now.slice(0, 10);
  const lines: LineChange[] = input.serials.map((s, index) => ({
    id: s.lineId,
    replacementSerial: s.serial,
    method: RMA_METHOD.newUnit,
    ...newUnitWarranty(today, chosen[index]!.warrantyMonths),
  }));
  const shipment = { carrier: input.carrier, trackingNo: input.trackingNo };
  return move(
    c,
    STATUS.shipped,
    {
      lines,
      rma: { replacementCarrier: input.carrier, replacementTrackingNo: input.trackingNo },
      event: event('shipment', '', { ...shipment, serials: input.serials }),
    },
    ['shipped'],
  );
}

export function cancel(c: StepContext, input: StepInput<'cancel'>): Decision {
  return move(
    c,
    STATUS.canceled,
    {
      rma: { closeReason: input.reason },
      event: event('status', input.reason),
      extraEvents: messageEvents(input.message),
    },
    ['cancelled'],
  );
}

export function close(c: StepContext, input: StepInput<'close'>): Decision {
  return move(c, STATUS.closed, { rma: { closeReason: input.reason }, event: event('status', input.reason) }, [
    'closed',
  ]);
}

export function assign(c: StepContext, input: StepInput<'assign'>): Decision {
  const data = { from: c.rma.assigneeId, to: input.assigneeId };
  return stay({ rma: { assigneeId: input.assigneeId }, events: [event('assign', '', data)] });
}

export function setDue(input: StepInput<'set-due'>): Decision {
  const dueAt = input.dueAt === null ? null : new Date(input.dueAt).toISOString();
  return stay({ rma: { dueAt }, events: [event('due', '', { dueAt })] });
}

export function setPriority(input: StepInput<'set-priority'>): Decision {
  return stay({ rma: { priority: input.priority }, events: [event('priority', '', { priority: input.priority })] });
}

export function note(input: StepInput<'note'>): Decision {
  return stay({ events: [event('note', input.body)] });
}

export function message(input: StepInput<'message'>): Decision {
  return stay({ events: messageEvents(input.body) }, ['messaged']);
}

export function reissueLabel(): Decision {
  return stay({ events: [event('label', '', { reissue: true })] }, ['labelReissueRequested']);
}

/** A step that only moves the RMA on (start the inspection, check, prepare the replacement or its shipment). */
export function moveOn(c: StepContext, status: string): Decision {
  return move(c, status, { event: event('status') });
}

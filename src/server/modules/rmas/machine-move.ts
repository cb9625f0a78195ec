import { addMonths } from '../../../shared/dates.js';
import { addBusinessDays } from '../../../shared/rules/service-level.js';
import { OPEN_STATUSES } from '../../../shared/staff/queues.js';
import type { TRmaActionInput } from '../../../shared/staff/actions.js';
import {
  isActiveLine,
  type Decision,
  type LineChange,
  type MachineActor,
  type MachineEvent,
  type MachineLine,
  type MachineRma,
  type MachineSettings,
  type RmaChange,
  type Transition,
} from './machine-types.js';
import { STATUS } from './vocabulary.js';

/** What every step of the machine reads: the RMA, who acts, the store's settings, and the instant. */
export interface StepContext {
  rma: MachineRma;
  actor: MachineActor;
  settings: MachineSettings;
  /** ISO instant of the action. */
  now: string;
}

export type StepInput<A extends TRmaActionInput['action']> = Extract<TRmaActionInput, { action: A }>;

/** The lines as they are once `changes` are applied. */
export function linesAfter(lines: readonly MachineLine[], changes: readonly LineChange[]): MachineLine[] {
  return lines.map((line) => changes.filter((c) => c.id === line.id).reduce((l, c) => ({ ...l, ...c }), line));
}

/** Changes of one line merged into one entry per line, later ones winning. */
function mergeChanges(changes: readonly LineChange[]): LineChange[] {
  const byId = new Map<number, LineChange>();
  for (const change of changes) byId.set(change.id, { ...byId.get(change.id), ...change });
  return [...byId.values()];
}

/**
 * The due date a move to `status` sets (docs/staff/actions.md#due-dates): approval and the product's arrival count
 * the resolution days again from now; leaving the open statuses clears it; other moves keep it (undefined).
 */
function dueAfter(status: string, c: StepContext): string | null | undefined {
  if (status === STATUS.approved || status === STATUS.productReceived)
    return addBusinessDays(c.now, c.settings.resolutionDays);
  return (OPEN_STATUSES as readonly string[]).includes(status) ? undefined : null;
}

/**
 * Lines follow the RMA's status (docs/rma-lifecycle.md#internal-statuses): a cancelled RMA cancels every line (which
 * frees its products), a closed one closes the lines still in play, and any other status is taken by the lines in
 * play; lines cancelled, closed or not received keep their own.
 */
function lineStatusFor(line: MachineLine, status: string): string | null {
  if (status === STATUS.canceled) return line.status === STATUS.canceled ? null : STATUS.canceled;
  return isActiveLine(line) && line.status !== status ? status : null;
}

/** A step that moves the RMA to `status`, after the step's own line changes. */
export function move(
  c: StepContext,
  status: string,
  step: { lines?: LineChange[]; rma?: RmaChange; event: MachineEvent; extraEvents?: MachineEvent[] },
  effects: Transition['effects'] = [],
): Decision {
  const own = step.lines ?? [];
  const follow = linesAfter(c.rma.lines, own).flatMap((line) => {
    const next = lineStatusFor(line, status);
    return next === null ? [] : [{ id: line.id, status: next }];
  });
  const due = dueAfter(status, c);
  const event: MachineEvent = {
    ...step.event,
    visibility: 'customer',
    data: { from: c.rma.status, to: status, ...step.event.data },
  };
  return {
    ok: true,
    transition: {
      rma: { ...step.rma, status, ...(due === undefined ? {} : { dueAt: due }) },
      lines: mergeChanges([...own, ...follow]),
      history: [status],
      events: [event, ...(step.extraEvents ?? [])],
      effects,
    },
  };
}

/** A step that changes no status. */
export function stay(
  step: { lines?: LineChange[]; rma?: RmaChange; events: MachineEvent[] },
  effects: Transition['effects'] = [],
): Decision {
  return {
    ok: true,
    transition: {
      rma: step.rma ?? {},
      lines: mergeChanges(step.lines ?? []),
      history: [],
      events: step.events,
      effects,
    },
  };
}

export function event(
  kind: MachineEvent['kind'],
  body = '',
  data: Record<string, unknown> = {},
  visibility: MachineEvent['visibility'] = 'internal',
): MachineEvent {
  return { kind, visibility, body, data };
}

/** The customer message an action may carry, as its own event. */
export function messageEvents(message: string | undefined): MachineEvent[] {
  return message ? [event('message', message, {}, 'customer')] : [];
}

/** A replacement unit's warranty starts on its ship date (docs/decisions/0016-rma-state-machine.md). */
export function newUnitWarranty(today: string, months: number): { purchaseDate: string; warrantyExpiry: string } {
  return { purchaseDate: today, warrantyExpiry: addMonths(today, months) };
}

/** The lines `ids` name among `candidates`, or null when one is not there or named twice. */
export function pick<L extends { id: number }>(candidates: readonly L[], ids: readonly number[]): L[] | null {
  if (new Set(ids).size !== ids.length) return null;
  const found = ids.map((id) => candidates.find((line) => line.id === id));
  return found.every((line) => line !== undefined) ? (found as L[]) : null;
}

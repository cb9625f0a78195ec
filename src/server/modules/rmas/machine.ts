import { RMA_ACTIONS, type RmaAction, type TRmaActionInput } from '../../../shared/staff/actions.js';
import { OPEN_STATUSES, type RmaKind } from '../../../shared/staff/queues.js';
import { can, type Permission, type StaffRole } from '../../../shared/staff/roles.js';
import type { MessageKey } from '../../../shared/messages.js';
import { awaitedLines, decideLines, inspect, receive, refund, undecidedLines } from './machine-review.js';
import type { StepContext, StepInput } from './machine-move.js';
import {
  assign,
  cancel,
  close,
  completeRefund,
  message,
  moveOn,
  note,
  reissueLabel,
  resolveRepair,
  setDue,
  setPriority,
  ship,
} from './machine-steps.js';
import { refuse, type Decision, type MachineActor, type MachineRma, type MachineSettings } from './machine-types.js';
import { STATUS } from './vocabulary.js';

export type * from './machine-types.js';

/**
 * The RMA state machine (docs/staff/actions.md, docs/decisions/0016-rma-state-machine.md): the one table of which
 * action is legal for which kind of RMA in which status, with which permission, and what it does. The RMA page
 * offers `legalActions`; `decide` is what the server enforces. Pure: it reads an RMA and answers a transition.
 */

const REVIEW = [STATUS.submitted, STATUS.received] as const;
const OPEN: readonly string[] = OPEN_STATUSES;
/** The work is done (refund paid, replacement shipped); closing it is ordinary work. */
const DONE: readonly string[] = [STATUS.refundCompleted, STATUS.shipped];
const ALL_KINDS: readonly RmaKind[] = ['refund', 'replacement', 'jp-repair'];
const SHIPPING_KINDS: readonly RmaKind[] = ['replacement', 'jp-repair'];

interface Rule<A extends RmaAction> {
  kinds: readonly RmaKind[];
  /** Statuses the action is legal in; 'any' for every status. */
  from: readonly string[] | 'any';
  /** The least permission the action needs on this RMA; with the input, what this very action needs. */
  permission: (rma: MachineRma, actor: MachineActor, input?: StepInput<A>) => Permission;
  /** Beyond the status: why the action cannot be taken yet (refused as illegal), or null. */
  blocked?: (rma: MachineRma) => MessageKey | null;
  step: (c: StepContext, input: StepInput<A>) => Decision;
}

const work = (): Permission => 'work';
const supervise = (): Permission => 'supervise';

export const RULES: { [A in RmaAction]: Rule<A> } = {
  approve: { kinds: ALL_KINDS, from: REVIEW, permission: work, blocked: noUndecided, step: decideLines },
  reject: { kinds: ALL_KINDS, from: REVIEW, permission: supervise, blocked: noUndecided, step: decideLines },
  receive: {
    kinds: ALL_KINDS,
    from: [STATUS.approved],
    permission: work,
    blocked: (rma) => (awaitedLines({ rma }).length ? null : 'illegalTransition'),
    step: receive,
  },
  'start-inspection': {
    kinds: ['refund'],
    from: [STATUS.productReceived],
    permission: work,
    step: (c) => moveOn(c, STATUS.inspecting),
  },
  inspect: { kinds: ['refund'], from: [STATUS.inspecting], permission: work, step: inspect },
  refund: {
    kinds: ['refund'],
    from: [STATUS.inspected, STATUS.refundProcessing],
    // An agent may enter refunds up to the threshold; the step refuses one above it (refundAboveThreshold).
    permission: work,
    step: refund,
  },
  'complete-refund': {
    kinds: ['refund'],
    from: [STATUS.refundProcessing],
    permission: work,
    blocked: (rma) => (rma.refundAmountReady ? null : 'refundNotReady'),
    step: completeRefund,
  },
  check: {
    kinds: ['jp-repair'],
    from: [STATUS.productReceived],
    permission: work,
    step: (c) => moveOn(c, STATUS.checking),
  },
  'resolve-repair': { kinds: ['jp-repair'], from: [STATUS.checking], permission: work, step: resolveRepair },
  'prepare-replacement': {
    kinds: ['replacement'],
    from: [STATUS.productReceived],
    permission: work,
    step: (c) => moveOn(c, STATUS.preparingReplacement),
  },
  'prepare-shipment': {
    kinds: SHIPPING_KINDS,
    from: [STATUS.preparingReplacement],
    permission: work,
    step: (c) => moveOn(c, STATUS.preparingShipment),
  },
  ship: { kinds: SHIPPING_KINDS, from: [STATUS.preparingShipment], permission: work, step: ship },
  cancel: { kinds: ALL_KINDS, from: OPEN, permission: work, step: cancel },
  close: {
    kinds: ALL_KINDS,
    from: [...OPEN, ...DONE],
    // Closing an RMA whose work is done is work; closing one without action needs a supervisor.
    permission: (rma) => (DONE.includes(rma.status) ? 'work' : 'supervise'),
    step: close,
  },
  assign: { kinds: ALL_KINDS, from: OPEN, permission: assignPermission, step: assign },
  'set-due': { kinds: ALL_KINDS, from: OPEN, permission: work, step: (_, input) => setDue(input) },
  'set-priority': { kinds: ALL_KINDS, from: OPEN, permission: work, step: (_, input) => setPriority(input) },
  note: { kinds: ALL_KINDS, from: 'any', permission: work, step: (_, input) => note(input) },
  message: { kinds: ALL_KINDS, from: 'any', permission: work, step: (_, input) => message(input) },
  'reissue-label': { kinds: ALL_KINDS, from: [STATUS.approved], permission: work, step: () => reissueLabel() },
};

function noUndecided(rma: MachineRma): MessageKey | null {
  return undecidedLines({ rma }).length ? null : 'illegalTransition';
}

/** Taking an RMA, or letting go of one's own, is work; assigning anyone else, or taking it from them, supervision. */
function assignPermission(rma: MachineRma, actor: MachineActor, input?: StepInput<'assign'>): Permission {
  if (!input) return 'work';
  const self = input.assigneeId === actor.id || (input.assigneeId === null && rma.assigneeId === actor.id);
  const takingFromOther = rma.assigneeId !== null && rma.assigneeId !== actor.id;
  return self && !takingFromOther ? 'work' : 'supervise';
}

function legalNow<A extends RmaAction>(rule: Rule<A>, rma: MachineRma): boolean {
  return rule.kinds.includes(rma.kind) && (rule.from === 'any' || rule.from.includes(rma.status));
}

/** The actions a user of this role may take on the RMA now: what the RMA page offers. */
export function legalActions(rma: MachineRma, role: StaffRole): RmaAction[] {
  const actor = { id: 0, role };
  return RMA_ACTIONS.filter((action) => {
    const rule = RULES[action] as Rule<RmaAction>;
    return legalNow(rule, rma) && !rule.blocked?.(rma) && can(role, rule.permission(rma, actor));
  });
}

/**
 * What an action does to the RMA, or why it is refused: illegal in this status (or not yet possible), not this
 * user's to take, or input that does not fit the RMA (an unknown line, a missing serial number).
 */
export function decide(
  rma: MachineRma,
  input: TRmaActionInput,
  actor: MachineActor,
  settings: MachineSettings,
  now: string,
): Decision {
  const rule = RULES[input.action] as Rule<RmaAction>;
  if (!legalNow(rule, rma))
    return refuse('illegal-transition', 'illegalTransition', { values: { status: rma.status } });
  if (!can(actor.role, rule.permission(rma, actor, input as StepInput<RmaAction>)))
    return refuse('forbidden', 'staffForbidden');
  const blocked = rule.blocked?.(rma);
  if (blocked) return refuse('illegal-transition', blocked, { values: { status: rma.status } });
  return rule.step({ rma, actor, settings, now }, input as StepInput<RmaAction>);
}

import type { MessageKey } from '../../../shared/messages.js';
import type { RmaKind } from '../../../shared/staff/queues.js';
import type { StaffRole } from '../../../shared/staff/roles.js';
import { LINE_NOT_RECEIVED, STATUS } from './vocabulary.js';

/**
 * The types of the RMA state machine (machine.ts, docs/staff/actions.md): what it reads of an RMA, and the
 * transition it answers. Pure data: the machine neither reads nor writes the database.
 */

export interface MachineLine {
  id: number;
  status: string;
  /** '' until decided, then approved or rejected. */
  decision: string;
  /** '' until received, then a LineReceipt. */
  receipt: string;
  inspection: string;
  method: string;
  /** The product's warranty, for a replacement unit's new warranty. */
  warrantyMonths: number;
}

export interface MachineRma {
  kind: RmaKind;
  status: string;
  assigneeId: number | null;
  /** Japanese repair: repair or replace, once checked. */
  resolution: string;
  refundAmountReady: boolean;
  lines: readonly MachineLine[];
}

export interface MachineActor {
  id: number;
  role: StaffRole;
}

export interface MachineSettings {
  /** Refunds above this need a supervisor; 0: no threshold. */
  refundThreshold: number;
  /** Business days to resolve, counted again when the RMA is approved and when its product arrives. */
  resolutionDays: number;
}

export interface LineChange {
  id: number;
  status?: string;
  decision?: string;
  decisionReason?: string;
  receipt?: string;
  inspection?: string;
  inspectionNote?: string;
  replacementSerial?: string;
  method?: string;
  purchaseDate?: string;
  warrantyExpiry?: string;
}

export interface RmaChange {
  status?: string;
  dueAt?: string | null;
  resolution?: string;
  closeReason?: string;
  replacementCarrier?: string;
  replacementTrackingNo?: string;
  refundTotalActual?: number;
  shippingCharge?: number;
  storeCredit?: number;
  tax?: number;
  refundAmountReady?: boolean;
  assigneeId?: number | null;
  priority?: number;
}

export const EVENT_KINDS = [
  'status',
  'note',
  'message',
  'assign',
  'due',
  'priority',
  'receipt',
  'inspection',
  'refund',
  'shipment',
  'label',
] as const;
export type EventKind = (typeof EVENT_KINDS)[number];

export interface MachineEvent {
  kind: EventKind;
  /** customer: shown to, or sent to, the customer; internal: staff only. */
  visibility: 'internal' | 'customer';
  body: string;
  data: Record<string, unknown>;
}

/** What other modules do after an action (effects.ts); each is named by what happened. */
export type EffectName =
  | 'approved'
  | 'rejected'
  | 'received'
  | 'refundCompleted'
  | 'shipped'
  | 'cancelled'
  | 'closed'
  | 'messaged'
  | 'labelReissueRequested';

export interface Transition {
  rma: RmaChange;
  lines: LineChange[];
  /** Statuses to append to the customer's history, in order. */
  history: string[];
  events: MachineEvent[];
  effects: EffectName[];
}

/** Why the machine refuses: the action is not legal now, the user may not, or its input does not fit the RMA. */
export interface Refusal {
  refused: 'illegal-transition' | 'forbidden' | 'invalid';
  key: MessageKey;
  values?: Record<string, string | number>;
  /** The input field at fault (invalid only). */
  field?: string;
}

export type Decision = { ok: true; transition: Transition } | { ok: false; refusal: Refusal };

/** Lines still in play: not cancelled, closed or missing. */
export function isActiveLine(line: Pick<MachineLine, 'status'>): boolean {
  return line.status !== STATUS.canceled && line.status !== STATUS.closed && line.status !== LINE_NOT_RECEIVED;
}

export const refuse = (
  refused: Refusal['refused'],
  key: MessageKey,
  extra: Omit<Refusal, 'refused' | 'key'> = {},
): Decision => ({ ok: false, refusal: { refused, key, ...extra } });

export const invalid = (key: MessageKey, field: string, values?: Record<string, string | number>): Decision =>
  refuse('invalid', key, { field, ...(values ? { values } : {}) });

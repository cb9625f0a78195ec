import type { Store } from '../stores.js';

/**
 * The RMA status timeline (docs/rules/status.md#status-timeline). Step keys are i18n keys; the history of an RMA
 * holds the server's internal statuses (docs/rma-statuses.md), whose position in the lists below is the "history
 * index" that maps to a step (docs/rules/status.md#history-index-to-step).
 */

export const STEP = {
  requestReceived: 'requestReceived',
  approved: 'approved',
  productReceived: 'productReceived',
  processingRefund: 'processingRefund',
  refundCompleted: 'refundCompleted',
  productChecking: 'productChecking',
  preparingReplacement: 'preparingReplacement',
  preparingShipment: 'preparingShipment',
  replacementShipped: 'replacementShipped',
  closed: 'closed',
} as const;
export type StepKey = (typeof STEP)[keyof typeof STEP];
export const STEP_KEYS = Object.values(STEP);

/** The English step names (docs/rules/status.md#status-timeline). */
export const STEP_NAME: Record<StepKey, string> = {
  requestReceived: 'RMA Request Received',
  approved: 'RMA Approved',
  productReceived: 'Product Received',
  processingRefund: 'Processing Refund',
  refundCompleted: 'Refund Completed',
  productChecking: 'Product Being Checked',
  preparingReplacement: 'Preparing Replacement',
  preparingShipment: 'Preparing Shipment',
  replacementShipped: 'Replacement Shipped',
  closed: 'Closed',
};

export const REFUND_STEPS = [
  STEP.requestReceived,
  STEP.approved,
  STEP.productReceived,
  STEP.processingRefund,
  STEP.refundCompleted,
] as const satisfies readonly StepKey[];

export const REPLACEMENT_STEPS = [
  STEP.requestReceived,
  STEP.approved,
  STEP.productReceived,
  STEP.preparingReplacement,
  STEP.preparingShipment,
  STEP.replacementShipped,
] as const satisfies readonly StepKey[];

/** Japanese repair checks the product after receiving it. */
export const JP_REPAIR_STEPS = [
  STEP.requestReceived,
  STEP.approved,
  STEP.productReceived,
  STEP.productChecking,
  STEP.preparingReplacement,
  STEP.preparingShipment,
  STEP.replacementShipped,
] as const satisfies readonly StepKey[];

/** Internal statuses of a refund RMA's history, in order; index → step by REFUND_INDEX_TO_STEP. */
export const REFUND_HISTORY_STATUSES = [
  'SUBMITTED',
  'RECEIVED',
  'APPROVED',
  'PRODUCT_RECEIVED',
  'INSPECTING',
  'INSPECTED',
  'REFUND_PROCESSING',
  'REFUND_COMPLETED',
] as const;

/** Internal statuses of a replacement (repair) RMA's history, in order; index 0 or 1 → step 0, else index − 1. */
export const REPLACEMENT_HISTORY_STATUSES = [
  'SUBMITTED',
  'RECEIVED',
  'APPROVED',
  'PRODUCT_RECEIVED',
  'PREPARING_REPLACEMENT',
  'PREPARING_SHIPMENT',
  'SHIPPED',
] as const;

/** Japanese repair: CHECKING after PRODUCT_RECEIVED; the same index − 1 rule as replacement. */
export const JP_REPAIR_HISTORY_STATUSES = [
  'SUBMITTED',
  'RECEIVED',
  'APPROVED',
  'PRODUCT_RECEIVED',
  'CHECKING',
  'PREPARING_REPLACEMENT',
  'PREPARING_SHIPMENT',
  'SHIPPED',
] as const;

/** Terminal statuses of an RMA; they are not steps, so history entries with them map to no step. */
export const RMA_STATUS = { canceled: 'CANCELED', closed: 'CLOSED' } as const;

/** Statuses of one product line of an RMA that the detail view annotates. */
export const PRODUCT_LINE_STATUS = { notReceived: 'NOT_RECEIVED', canceled: 'CANCELED', closed: 'CLOSED' } as const;

/**
 * RMA method code of a product line after which a closed replacement ends in "Closed"
 * (docs/rules/status.md#closed-cancelled-not-received).
 */
export const RMA_METHOD_RN = 'RN';

/**
 * Refund history index → step (docs/rules/status.md#history-index-to-step): 0 and 1 → 0; 2 → 1; 3 → 2; 4 to 6 → 3;
 * 7 → 4.
 */
const REFUND_INDEX_TO_STEP = [0, 0, 1, 2, 3, 3, 3, 4] as const;

export type TimelineKind = 'refund' | 'replacement';

/** Throws RangeError for an index no history list has: it means the status lists and caller disagree. */
export function historyIndexToStep(kind: TimelineKind, index: number): number {
  if (!Number.isInteger(index) || index < 0) throw new RangeError(`Bad history index ${index}`);
  if (kind === 'refund') {
    const step = REFUND_INDEX_TO_STEP[index];
    if (step === undefined) throw new RangeError(`Refund history has no index ${index}`);
    return step;
  }
  return index <= 1 ? 0 : index - 1;
}

export interface TimelineInput {
  /** 1 refund, 2 replacement or repair. */
  type: 1 | 2;
  store: Store;
  /** Status of the RMA as a whole. */
  status: string;
  /** In the order the server recorded it (oldest first); `date` is already formatted for display. */
  history: readonly { status: string; date: string }[];
  firstProduct?: { method: string; status: string };
}

export interface TimelineStep {
  key: StepKey;
  /** 1-based, counted after unreached earlier steps are dropped. */
  number: number;
  active: boolean;
  date?: string;
}

export interface Timeline {
  cancelled: boolean;
  steps: TimelineStep[];
}

interface TimelinePlan {
  kind: TimelineKind;
  steps: readonly StepKey[];
  statuses: readonly string[];
}

export function timelinePlan(type: 1 | 2, store: Store): TimelinePlan {
  if (type === 1) return { kind: 'refund', steps: REFUND_STEPS, statuses: REFUND_HISTORY_STATUSES };
  if (store === 'jp') return { kind: 'replacement', steps: JP_REPAIR_STEPS, statuses: JP_REPAIR_HISTORY_STATUSES };
  return { kind: 'replacement', steps: REPLACEMENT_STEPS, statuses: REPLACEMENT_HISTORY_STATUSES };
}

/**
 * Steps with history are active and carry the date of the last history entry mapping to them.
 * Steps before the furthest reached step that no history reached are dropped (the RMA skipped them),
 * later steps stay as inactive future steps, and the kept steps are numbered from 1.
 */
export function buildTimeline(i: TimelineInput): Timeline {
  if (i.status === RMA_STATUS.canceled) return { cancelled: true, steps: [] };
  const plan = timelinePlan(i.type, i.store);
  const dates = stepDates(plan, i.history);
  const furthest = Math.max(-1, ...dates.keys());
  const keys = closedReplacementEndsClosed(i) ? withLastStepClosed(plan.steps) : plan.steps;

  const steps: TimelineStep[] = [];
  keys.forEach((key, index) => {
    const date = dates.get(index);
    if (date === undefined && index < furthest) return;
    steps.push(
      date === undefined
        ? { key, number: steps.length + 1, active: false }
        : { key, number: steps.length + 1, active: true, date },
    );
  });
  return { cancelled: false, steps };
}

/** Step index → date of the latest history entry mapping to it; statuses not on the list map to no step. */
function stepDates(plan: TimelinePlan, history: TimelineInput['history']): Map<number, string> {
  const dates = new Map<number, string>();
  for (const entry of history) {
    const index = plan.statuses.indexOf(entry.status);
    if (index >= 0) dates.set(historyIndexToStep(plan.kind, index), entry.date);
  }
  return dates;
}

/** Replacement whose first product has method RN and status CLOSED: the last step reads "Closed". */
export function closedReplacementEndsClosed(i: Pick<TimelineInput, 'type' | 'firstProduct'>): boolean {
  return (
    i.type === 2 && i.firstProduct?.method === RMA_METHOD_RN && i.firstProduct.status === PRODUCT_LINE_STATUS.closed
  );
}

function withLastStepClosed(steps: readonly StepKey[]): StepKey[] {
  return [...steps.slice(0, -1), STEP.closed];
}

/** Annotation after a product line in the RMA detail: "(not received)" or "(cancelled)". */
export function productLineStateKey(status: string): 'notReceived' | 'cancelled' | null {
  if (status === PRODUCT_LINE_STATUS.notReceived) return 'notReceived';
  if (status === PRODUCT_LINE_STATUS.canceled) return 'cancelled';
  return null;
}

export type LabelBlock = 'uk' | 'eu' | 'others';

/**
 * Which return-label instructions to show: none unless the label status is S or Y; then UK for
 * GB/UK, "others" for AU/US, EU for every other country.
 */
export function labelBlock(
  labelStatus: string | null | undefined,
  countryCode: string | null | undefined,
): LabelBlock | null {
  if (labelStatus !== 'S' && labelStatus !== 'Y') return null;
  // Country codes arrive from several systems; letter case carries no meaning here.
  const country = (countryCode ?? '').trim().toUpperCase();
  if (country === 'GB' || country === 'UK') return 'uk';
  if (country === 'AU' || country === 'US') return 'others';
  return 'eu';
}

/**
 * The RMA vocabulary the server writes (docs/rma-statuses.md, docs/rma-lifecycle.md): statuses of an RMA
 * and of its lines, and fulfilment methods. The status lists of the timeline are shared with the browser
 * (src/shared/rules/timeline.ts); the state machine that moves an RMA through them is machine.ts.
 */

/** Internal statuses of an RMA (and of its lines, which follow it), in the words of docs/rma-statuses.md. */
export const STATUS = {
  submitted: 'SUBMITTED',
  received: 'RECEIVED',
  approved: 'APPROVED',
  productReceived: 'PRODUCT_RECEIVED',
  inspecting: 'INSPECTING',
  inspected: 'INSPECTED',
  refundProcessing: 'REFUND_PROCESSING',
  refundCompleted: 'REFUND_COMPLETED',
  checking: 'CHECKING',
  preparingReplacement: 'PREPARING_REPLACEMENT',
  preparingShipment: 'PREPARING_SHIPMENT',
  shipped: 'SHIPPED',
  closed: 'CLOSED',
  canceled: 'CANCELED',
} as const;
export type RmaStatus = (typeof STATUS)[keyof typeof STATUS];

/** A line's own status beside the RMA's: the product never arrived. */
export const LINE_NOT_RECEIVED = 'NOT_RECEIVED';

/** Internal status of a new RMA and of its lines, and its first history entry. */
export const RMA_SUBMITTED = STATUS.submitted;
/** The RMA's status (and a line's) that frees its products for a new RMA. */
export const RMA_CANCELED = STATUS.canceled;
/** Fulfilment method of a line: RF refund, RP repair or replacement, RN replacement with a new unit (set on ship). */
export const RMA_METHOD = { refund: 'RF', repair: 'RP', newUnit: 'RN' } as const;

/** A line's decision at review. */
export const LINE_DECISION = { approved: 'approved', rejected: 'rejected' } as const;

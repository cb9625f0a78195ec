import { z } from 'zod';

/**
 * What staff do to an RMA (docs/staff/actions.md). The legal actions for an RMA's state are decided by the state
 * machine in src/server/modules/rmas/machine.ts; the RMA page lists them (`actions`) and the server refuses any
 * other. Every action names the RMA version it was made on: a stale version answers 409 conflict.
 */
export const RMA_ACTIONS = [
  'approve',
  'reject',
  'receive',
  'start-inspection',
  'inspect',
  'refund',
  'complete-refund',
  'check',
  'resolve-repair',
  'prepare-replacement',
  'prepare-shipment',
  'ship',
  'cancel',
  'close',
  'assign',
  'set-due',
  'set-priority',
  'note',
  'message',
  'reissue-label',
] as const;
export type RmaAction = (typeof RMA_ACTIONS)[number];

export const LINE_RECEIPTS = ['as-new', 'damaged', 'wrong-item', 'not-received'] as const;
export type LineReceipt = (typeof LINE_RECEIPTS)[number];
export const INSPECTION_RESULTS = ['fault-confirmed', 'no-fault-found', 'customer-damage', 'as-described'] as const;
export type InspectionResult = (typeof INSPECTION_RESULTS)[number];
export const REPAIR_RESOLUTIONS = ['repair', 'replace'] as const;

const text = (max: number) => z.string().trim().max(max);
const required = (max: number) => z.string().trim().min(1).max(max);
const money = z.number().min(0).max(1_000_000_000);
const lineIds = z.array(z.number().int().min(1)).min(1).max(50);

/** The body of POST /api/staff/rmas/:id/actions, one shape per action. */
export const ZRmaActionInput = z.discriminatedUnion('action', [
  /**
   * Approve the lines given, or every line not yet decided. The RMA moves on once every line is decided: to APPROVED
   * when one was approved, else to CANCELED (docs/decisions/0016-rma-state-machine.md).
   */
  z.object({ action: z.literal('approve'), lines: lineIds.optional(), message: text(2000).optional() }),
  z.object({
    action: z.literal('reject'),
    lines: lineIds.optional(),
    reason: required(400),
    message: text(2000).optional(),
  }),
  z.object({
    action: z.literal('receive'),
    lines: z
      .array(z.object({ lineId: z.number().int().min(1), receipt: z.enum(LINE_RECEIPTS) }))
      .min(1)
      .max(50),
  }),
  z.object({ action: z.literal('start-inspection') }),
  z.object({
    action: z.literal('inspect'),
    lines: z
      .array(
        z.object({ lineId: z.number().int().min(1), result: z.enum(INSPECTION_RESULTS), note: text(2000).optional() }),
      )
      .min(1)
      .max(50),
  }),
  /** Enter the refund amounts; they feed the customer's refund view. */
  z.object({
    action: z.literal('refund'),
    refundTotal: money,
    shippingCharge: money,
    storeCredit: money,
    tax: money,
    amountReady: z.boolean(),
  }),
  z.object({ action: z.literal('complete-refund') }),
  /** Japanese repair: the product is being checked. */
  z.object({ action: z.literal('check') }),
  z.object({ action: z.literal('resolve-repair'), resolution: z.enum(REPAIR_RESOLUTIONS) }),
  z.object({ action: z.literal('prepare-replacement') }),
  /** The replacement (or the repaired unit) is ready: preparing its shipment. */
  z.object({ action: z.literal('prepare-shipment') }),
  /** A replacement unit's serial per line: the line becomes RN and its warranty restarts from the ship date. */
  z.object({
    action: z.literal('ship'),
    carrier: required(60),
    trackingNo: required(60),
    serials: z
      .array(z.object({ lineId: z.number().int().min(1), serial: required(40) }))
      .max(50)
      .default([]),
  }),
  z.object({ action: z.literal('cancel'), reason: required(400), message: text(2000).optional() }),
  z.object({ action: z.literal('close'), reason: required(400) }),
  /** Assign to a staff user, or null to unassign. */
  z.object({ action: z.literal('assign'), assigneeId: z.number().int().min(1).nullable() }),
  z.object({ action: z.literal('set-due'), dueAt: z.iso.datetime({ offset: true }).nullable() }),
  z.object({ action: z.literal('set-priority'), priority: z.union([z.literal(0), z.literal(1)]) }),
  /** An internal note: customers never see it. */
  z.object({ action: z.literal('note'), body: required(4000) }),
  /** A message to the customer: kept on the RMA and sent by e-mail. */
  z.object({ action: z.literal('message'), body: required(4000) }),
  z.object({ action: z.literal('reissue-label') }),
]);
export type TRmaActionInput = z.infer<typeof ZRmaActionInput>;

/** Every action carries the version of the RMA it was made on. */
export const ZRmaActionRequest = z.intersection(ZRmaActionInput, z.object({ version: z.number().int().min(0) }));
export type TRmaActionRequest = z.infer<typeof ZRmaActionRequest>;

/** 409 answer: somebody else changed the RMA after the version the action names. */
export const ZConflict = z.object({
  status: z.literal('fail'),
  code: z.literal('conflict'),
  message: z.string(),
  changedBy: z.string(),
  changedAt: z.string(),
  version: z.number().int(),
});

/** Bulk actions on selected rows of a queue: POST /api/staff/rmas/bulk. Each row succeeds or fails on its own. */
export const BULK_ACTIONS = ['approve', 'assign', 'receive'] as const;
export const ZBulkRequest = z.object({
  action: z.enum(BULK_ACTIONS),
  items: z
    .array(z.object({ id: z.string().max(64), version: z.number().int().min(0) }))
    .min(1)
    .max(100),
  /** assign: the assignee (null to unassign); receive marks every line as-new. */
  assigneeId: z.number().int().min(1).nullable().optional(),
});
export type TBulkRequest = z.infer<typeof ZBulkRequest>;
export const ZBulkResult = z.object({
  results: z.array(
    z.object({ id: z.string(), ok: z.boolean(), code: z.string().optional(), message: z.string().optional() }),
  ),
});
export type TBulkResult = z.infer<typeof ZBulkResult>;

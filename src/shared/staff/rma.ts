import { z } from 'zod';
import { STORES } from '../stores.js';
import { RMA_ACTIONS } from './actions.js';
import { RMA_KINDS } from './queues.js';

/**
 * The staff console's RMA page: GET /api/staff/rmas/:id (docs/staff/api.md). An RMA outside the user's stores
 * answers exactly as one that does not exist (404 not-found).
 */
export const ZStaffRmaLine = z.object({
  id: z.number().int(),
  lineNo: z.number().int(),
  sku: z.string(),
  product: z.string(),
  orderNumber: z.string().nullable(),
  serialNumber: z.string(),
  /** The serial register's answer for this serial: success, created, invalid or notmatch ('' when no serial). */
  serialCheck: z.string(),
  invoiceNumber: z.string(),
  purchaseDate: z.string(),
  warrantyExpiry: z.string(),
  /** in-warranty or expired, and the days left (0 once expired). */
  warranty: z.object({ status: z.enum(['in-warranty', 'expired', 'unknown']), daysLeft: z.number().int() }),
  status: z.string(),
  method: z.string(),
  unitPrice: z.number(),
  reason: z.string(),
  faultCategory: z.string(),
  faultCode: z.string(),
  comments: z.string(),
  otherComments: z.string(),
  cosmetic: z.string(),
  decision: z.string(),
  decisionReason: z.string(),
  receipt: z.string(),
  inspection: z.string(),
  inspectionNote: z.string(),
  replacementSerial: z.string(),
  /** Staff may view these uploads at /api/staff/uploads/:id. */
  proofUploadId: z.string().nullable(),
  damageUploadId: z.string().nullable(),
});
export type TStaffRmaLine = z.infer<typeof ZStaffRmaLine>;

export const ZStaffRmaEvent = z.object({
  id: z.number().int(),
  at: z.string(),
  actor: z.string(),
  kind: z.string(),
  visibility: z.enum(['internal', 'customer']),
  body: z.string(),
  data: z.record(z.string(), z.unknown()),
});
export type TStaffRmaEvent = z.infer<typeof ZStaffRmaEvent>;

export const ZStaffRma = z.object({
  id: z.string(),
  rmaNo: z.string(),
  store: z.enum(STORES),
  kind: z.enum(RMA_KINDS),
  type: z.number().int(),
  status: z.string(),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  dueAt: z.string().nullable(),
  late: z.boolean(),
  priority: z.number().int(),
  assignee: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  languageReply: z.string(),
  currency: z.string(),
  customer: z.object({
    email: z.string(),
    name: z.string(),
    /** The shipping address of a replacement, as lines. */
    address: z.array(z.string()),
  }),
  refund: z.object({
    estimate: z.number(),
    actual: z.number(),
    shippingCharge: z.number(),
    storeCredit: z.number(),
    tax: z.number(),
    amountReady: z.boolean(),
  }),
  label: z.object({ link: z.string(), status: z.string(), trackingNo: z.string() }),
  replacement: z.object({ carrier: z.string(), trackingNo: z.string() }),
  resolution: z.string(),
  closeReason: z.string(),
  lines: z.array(ZStaffRmaLine),
  /** The customer's history (status, ISO date), from which the console draws the customer's timeline. */
  history: z.array(z.object({ status: z.string(), date: z.string() })),
  events: z.array(ZStaffRmaEvent),
  /** The actions this user may take now, in this state. */
  actions: z.array(z.enum(RMA_ACTIONS)),
});
export type TStaffRma = z.infer<typeof ZStaffRma>;

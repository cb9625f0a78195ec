import { z } from 'zod';
import { STORES } from '../stores.js';

/**
 * The staff console's queues (docs/staff/queues.md): each tab is a rule over an RMA's status, due date and
 * assignee. The server filters with the same table the console shows, so a tab's count and its list agree.
 */
export const QUEUE_TABS = [
  'needs-review',
  'awaiting-product',
  'inspecting',
  'ready-to-refund',
  'ready-to-ship',
  'late',
  'unassigned',
  'closed',
] as const;
export type QueueTab = (typeof QUEUE_TABS)[number];

/** The statuses an RMA is in while each status-based tab lists it. */
export const TAB_STATUSES = {
  'needs-review': ['SUBMITTED', 'RECEIVED'],
  'awaiting-product': ['APPROVED'],
  inspecting: ['PRODUCT_RECEIVED', 'INSPECTING', 'CHECKING'],
  'ready-to-refund': ['INSPECTED', 'REFUND_PROCESSING'],
  'ready-to-ship': ['PREPARING_REPLACEMENT', 'PREPARING_SHIPMENT'],
  closed: ['REFUND_COMPLETED', 'SHIPPED', 'CLOSED', 'CANCELED'],
} as const satisfies Partial<Record<QueueTab, readonly string[]>>;

/** Statuses in which staff still owe a step: everything but the closed tab's. */
export const OPEN_STATUSES = [
  ...TAB_STATUSES['needs-review'],
  ...TAB_STATUSES['awaiting-product'],
  ...TAB_STATUSES.inspecting,
  ...TAB_STATUSES['ready-to-refund'],
  ...TAB_STATUSES['ready-to-ship'],
] as const;

/** The kinds of RMA staff filter by: a refund, a replacement, and a repair in store jp. */
export const RMA_KINDS = ['refund', 'replacement', 'jp-repair'] as const;
export type RmaKind = (typeof RMA_KINDS)[number];

export const SORT_KEYS = ['created', 'due', 'updated'] as const;

/** GET /api/staff/rmas, /api/staff/rmas/counts and /api/staff/rmas.csv take the same filters. */
export const ZQueueFilters = z.object({
  tab: z.enum(QUEUE_TABS).optional(),
  store: z.enum(STORES).optional(),
  kind: z.enum(RMA_KINDS).optional(),
  status: z.string().max(40).optional(),
  /** A staff user's id, or `me`, or `none`. */
  assignee: z.string().max(20).optional(),
  /** A reason key or a fault code. */
  reason: z.string().max(40).optional(),
  /** A SKU or product name fragment. */
  product: z.string().max(100).optional(),
  createdFrom: z.iso.date().optional(),
  createdTo: z.iso.date().optional(),
  /** One search box: RMA number, order number, customer e-mail or serial number. */
  q: z.string().trim().max(254).optional(),
  sort: z.enum(SORT_KEYS).default('created'),
  dir: z.enum(['asc', 'desc']).default('desc'),
});
export type TQueueFilters = z.infer<typeof ZQueueFilters>;

export const ZQueuePageQuery = ZQueueFilters.extend({
  /** Opaque keyset cursor from the previous page's nextCursor. */
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export type TQueuePageQuery = z.infer<typeof ZQueuePageQuery>;

export const ZQueueRow = z.object({
  id: z.string(),
  rmaNo: z.string(),
  store: z.enum(STORES),
  kind: z.enum(RMA_KINDS),
  status: z.string(),
  email: z.string(),
  customerName: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  dueAt: z.string().nullable(),
  late: z.boolean(),
  priority: z.number().int(),
  assignee: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  lineCount: z.number().int(),
  /** The first line's product name, for the list. */
  product: z.string(),
  version: z.number().int(),
});
export type TQueueRow = z.infer<typeof ZQueueRow>;

export const ZQueuePage = z.object({ items: z.array(ZQueueRow), nextCursor: z.string().nullable() });
export type TQueuePage = z.infer<typeof ZQueuePage>;

/**
 * GET /api/staff/rmas/counts: the live count of every tab under the same filters (the tab filter aside). A tab in
 * `capped` has at least the count shown (the closed tab is counted up to 10,000; the console shows "10,000+").
 */
export const ZQueueCounts = z.object({
  counts: z.record(z.enum(QUEUE_TABS), z.number().int()),
  capped: z.array(z.enum(QUEUE_TABS)),
});
export type TQueueCounts = z.infer<typeof ZQueueCounts>;

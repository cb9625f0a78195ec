import type { Kysely, Selectable, Updateable } from 'kysely';
import type { Database, DialectName, RmaLineTable, RmaTable } from '../../db/schema.js';
import type { LineChange, MachineEvent, RmaChange } from './machine-types.js';

/** The SQL of staff work on an RMA (docs/staff/actions.md): the locked read, the writes, store settings. */

type Db = Kysely<Database>;
export type WorkRma = Selectable<RmaTable>;
export type WorkLine = Selectable<RmaLineTable> & {
  product_name: string;
  sku: string;
  warranty_months: number;
  extended_warranty: number;
};

/** The RMA, locked until the transaction ends on PostgreSQL (SQLite has one writer), or undefined. */
export async function lockRma(trx: Db, dialect: DialectName, rmaId: string): Promise<WorkRma | undefined> {
  const query = trx.selectFrom('rmas').selectAll().where('id', '=', rmaId);
  return (dialect === 'postgres' ? query.forUpdate() : query).executeTakeFirst();
}

export async function rmaById(db: Db, rmaId: string): Promise<WorkRma | undefined> {
  return db.selectFrom('rmas').selectAll().where('id', '=', rmaId).executeTakeFirst();
}

export async function workLines(db: Db, rmaId: string): Promise<WorkLine[]> {
  return db
    .selectFrom('rma_lines')
    .innerJoin('products', 'products.id', 'rma_lines.product_id')
    .selectAll('rma_lines')
    .select(['products.name as product_name', 'products.sku', 'products.warranty_months', 'products.extended_warranty'])
    .where('rma_lines.rma_id', '=', rmaId)
    .orderBy('rma_lines.line_no')
    .execute();
}

/** Who made the RMA's latest change, and when: its newest event. */
export async function latestEvent(db: Db, rmaId: string): Promise<{ actor: string; at: string } | undefined> {
  return db
    .selectFrom('rma_events')
    .select(['actor', 'at'])
    .where('rma_id', '=', rmaId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** The RMA's event log, oldest first. */
export async function eventsOf(db: Db, rmaId: string) {
  return db.selectFrom('rma_events').selectAll().where('rma_id', '=', rmaId).orderBy('id').execute();
}

/** A shipping address with its country's name. */
export async function addressOf(db: Db, addressId: number) {
  return db
    .selectFrom('addresses')
    .leftJoin('countries', 'countries.id', 'addresses.country_id')
    .selectAll('addresses')
    .select((eb) => eb.fn.coalesce('countries.name', eb.val('')).as('country_name'))
    .where('addresses.id', '=', addressId)
    .executeTakeFirst();
}

const RMA_COLUMN = {
  status: 'status',
  dueAt: 'due_at',
  resolution: 'resolution',
  closeReason: 'close_reason',
  replacementCarrier: 'replacement_carrier',
  replacementTrackingNo: 'replacement_tracking_no',
  refundTotalActual: 'refund_total_actual',
  shippingCharge: 'shipping_charge',
  storeCredit: 'store_credit',
  tax: 'tax',
  refundAmountReady: 'refund_amount_ready',
  assigneeId: 'assignee_id',
  priority: 'priority',
} as const satisfies Record<keyof RmaChange, keyof RmaTable>;

const LINE_COLUMN = {
  status: 'status',
  decision: 'decision',
  decisionReason: 'decision_reason',
  receipt: 'receipt',
  inspection: 'inspection',
  inspectionNote: 'inspection_note',
  replacementSerial: 'replacement_serial',
  method: 'method',
  purchaseDate: 'purchase_date',
  warrantyExpiry: 'warranty_expiry',
} as const satisfies Record<Exclude<keyof LineChange, 'id'>, keyof RmaLineTable>;

/** A change as the columns it writes (booleans as 0/1). */
export function rmaColumns(change: RmaChange): Updateable<RmaTable> {
  const columns: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(change) as [keyof RmaChange, unknown][])
    if (value !== undefined) columns[RMA_COLUMN[key]] = typeof value === 'boolean' ? (value ? 1 : 0) : value;
  return columns as Updateable<RmaTable>;
}

export function lineColumns(change: LineChange): Updateable<RmaLineTable> {
  const columns: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(change) as [keyof LineChange, unknown][])
    if (key !== 'id' && value !== undefined) columns[LINE_COLUMN[key]] = value;
  return columns as Updateable<RmaLineTable>;
}

/** Writes the RMA's change and raises its version; false when the version moved meanwhile. */
export async function updateRmaWork(
  trx: Db,
  rma: { id: string; version: number },
  change: RmaChange,
  now: string,
): Promise<boolean> {
  const result = await trx
    .updateTable('rmas')
    .set({ ...rmaColumns(change), version: rma.version + 1, updated_at: now })
    .where('id', '=', rma.id)
    .where('version', '=', rma.version)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function updateLines(trx: Db, rmaId: string, changes: readonly LineChange[]): Promise<void> {
  for (const change of changes) {
    const columns = lineColumns(change);
    if (Object.keys(columns).length === 0) continue;
    await trx.updateTable('rma_lines').set(columns).where('id', '=', change.id).where('rma_id', '=', rmaId).execute();
  }
}

/** Appends statuses to the customer's history after its last entry. */
export async function appendHistory(trx: Db, rmaId: string, statuses: readonly string[], at: string): Promise<void> {
  if (statuses.length === 0) return;
  const row = await trx
    .selectFrom('rma_history')
    .select((eb) => eb.fn.max('seq').as('seq'))
    .where('rma_id', '=', rmaId)
    .executeTakeFirst();
  const last = Number(row?.seq ?? 0);
  await trx
    .insertInto('rma_history')
    .values(statuses.map((status, i) => ({ rma_id: rmaId, seq: last + i + 1, status, status_date: at })))
    .execute();
}

export async function insertEvents(
  trx: Db,
  rmaId: string,
  events: readonly MachineEvent[],
  by: { staffId: number | null; actor: string; at: string },
): Promise<void> {
  if (events.length === 0) return;
  await trx
    .insertInto('rma_events')
    .values(
      events.map((e) => ({
        rma_id: rmaId,
        at: by.at,
        staff_id: by.staffId,
        actor: by.actor,
        kind: e.kind,
        visibility: e.visibility,
        body: e.body,
        data: JSON.stringify(e.data),
      })),
    )
    .execute();
}

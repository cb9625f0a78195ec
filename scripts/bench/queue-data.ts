/**
 * Generated data for the queue benchmark (scripts/bench/queues.ts), written straight into a migrated database in
 * one transaction with multi-row inserts: `count` orders of one line, and on each an RMA of one line. The n-th RMA
 * is 90 s older than the (n−1)-th, so 1 M RMAs span about three years; the newest OPEN_SHARE are open (in the
 * open statuses in turn, half of them unassigned, due ten days after they were made, so the older ones are late) and
 * the rest closed. Stores, types, reasons and products take turns; a customer has four RMAs.
 */
import { CompiledQuery, sql, type Kysely } from 'kysely';
import { STORES } from '../../src/shared/stores.js';
import { OPEN_STATUSES, TAB_STATUSES } from '../../src/shared/staff/queues.js';
import type { Database, DialectName } from '../../src/server/db/schema.js';

const PRODUCTS = 12;
const STAFF = 20;
const BATCH = 1000;
const ID_BASE = 5_000_000;
const OPEN_SHARE = 30_000;
const REASONS = ['CHANGE_OF_MIND', 'DEFECTIVE', 'WRONG_ITEM', 'DAMAGED'];
const CLOSED = TAB_STATUSES.closed;
const START = Date.parse('2026-01-01T00:00:00Z');

export const benchRmaNo = (n: number) => `RMA${String(n).padStart(8, '0')}`;
export const benchOrderNo = (n: number) => `Q${String(n).padStart(9, '0')}`;
export const benchSerial = (n: number) => `QS${String(n).padStart(9, '0')}`;
export const benchEmail = (n: number) => `buyer${n % 250_000}@example.com`;
export const benchStore = (n: number) => STORES[n % STORES.length]!;
const uuid = (n: number) => `00000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;
const iso = (ms: number) => new Date(ms).toISOString();

/** The database being loaded (a transaction of it) and its engine. */
interface Db {
  kysely: Kysely<Database>;
  dialect: DialectName;
}

/**
 * One multi-row insert, its text written here with the engine's placeholders: a query builder's compiler would
 * visit twenty thousand parameters per statement, which costs more than the insert.
 */
async function insertRows(db: Db, table: string, columns: string[], rows: unknown[][]): Promise<void> {
  let n = 0;
  const tuple = (row: unknown[]) => `(${row.map(() => (db.dialect === 'postgres' ? `$${++n}` : '?')).join(',')})`;
  const text = `insert into ${table} (${columns.join(',')}) values ${rows.map(tuple).join(',')}`;
  await db.kysely.executeQuery(CompiledQuery.raw(text, rows.flat()));
}

async function catalogue(db: Db): Promise<void> {
  const products = Array.from({ length: PRODUCTS }, (_, i) => [
    900001 + i,
    `QB-${i + 1}`,
    900001 + i,
    `Queue bench product ${i + 1}`,
    12,
    30,
  ]);
  await insertRows(
    db,
    'products',
    ['id', 'sku', 'master_id', 'name', 'warranty_months', 'satisfaction_days'],
    products,
  );
  const staff = Array.from({ length: STAFF }, (_, i) => [
    ID_BASE + i,
    `agent${i}@bench.example`,
    `Agent ${i}`,
    'x',
    'agent',
    benchStore(i),
    iso(START),
    iso(START),
  ]);
  await insertRows(
    db,
    'staff_users',
    ['id', 'email', 'name', 'password_hash', 'role', 'stores', 'created_at', 'updated_at'],
    staff,
  );
}

function rmaOf(n: number) {
  const created = START - n * 90_000;
  const open = n < OPEN_SHARE;
  const status = open ? OPEN_STATUSES[n % OPEN_STATUSES.length]! : CLOSED[n % CLOSED.length]!;
  const assignee = open && Math.floor(n / 10) % 2 === 0 ? null : ID_BASE + (n % STAFF);
  const updated = created + (open ? 3_600_000 : 86_400_000 * (1 + (n % 20)));
  return {
    rma: [
      uuid(n),
      benchRmaNo(n),
      benchStore(n),
      benchEmail(n),
      n % 3 === 0 ? 2 : 1,
      status,
      'US',
      'USD',
      '',
      '',
      0,
      0,
      0,
      0,
      0,
      0,
      'en',
      iso(created),
      assignee,
      open ? iso(created + 10 * 86_400_000) : null,
      iso(updated),
    ],
    line: [
      uuid(n),
      1,
      ID_BASE + n,
      900001 + (n % PRODUCTS),
      benchSerial(n),
      '',
      '2025-01-01',
      '2026-01-01',
      status,
      'RF',
      10,
      REASONS[n % REASONS.length]!,
      n % 4 === 1 ? `F${n % 7}` : '',
      '',
      '',
      '',
      'no',
    ],
  };
}

const RMA_COLUMNS = [
  'id',
  'rma_no',
  'store',
  'email',
  'type',
  'status',
  'country_code',
  'currency',
  'label_link',
  'label_status',
  'refund_total_est',
  'refund_total_actual',
  'refund_amount_ready',
  'shipping_charge',
  'store_credit',
  'tax',
  'language_reply',
  'created_at',
  'assignee_id',
  'due_at',
  'updated_at',
];
const LINE_COLUMNS = [
  'rma_id',
  'line_no',
  'order_line_id',
  'product_id',
  'serial_number',
  'invoice_number',
  'purchase_date',
  'warranty_expiry',
  'status',
  'method',
  'unit_price',
  'reason',
  'fault_code',
  'fault_category',
  'comments',
  'other_comments',
  'cosmetic',
];

const TABLES = ['orders', 'order_lines', 'rmas', 'rma_lines'];

/**
 * The secondary indexes of the generated tables, as the database itself describes them (indexes backing a primary
 * key or a unique constraint stay): dropped before the load and built again after it, which sorts each once
 * instead of inserting a million entries into it one by one.
 */
async function secondaryIndexes(db: Kysely<Database>, dialect: DialectName): Promise<{ name: string; sql: string }[]> {
  const list = TABLES.map((t) => `'${t}'`).join(',');
  const query =
    dialect === 'sqlite'
      ? `select name, sql from sqlite_master where type = 'index' and sql is not null and tbl_name in (${list})`
      : `select i.indexname as name, i.indexdef as sql from pg_indexes i where i.schemaname = current_schema()
         and i.tablename in (${list}) and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`;
  const { rows } = await sql.raw<{ name: string; sql: string }>(query).execute(db);
  return rows;
}

/** Writes the data; returns the seconds it took. */
export async function generateQueueData(db: Kysely<Database>, dialect: DialectName, count: number): Promise<number> {
  const started = performance.now();
  const indexes = await secondaryIndexes(db, dialect);
  for (const index of indexes) await sql.raw(`drop index ${index.name}`).execute(db);
  await db.transaction().execute(async (kysely) => {
    const trx = { kysely, dialect };
    await catalogue(trx);
    for (let from = 0; from < count; from += BATCH) {
      const ns = Array.from({ length: Math.min(BATCH, count - from) }, (_, i) => from + i);
      const orders = ns.map((n) => [
        ID_BASE + n,
        benchOrderNo(n),
        benchStore(n),
        benchEmail(n),
        iso(START - n * 90_000 - 86_400_000).slice(0, 10),
      ]);
      await insertRows(trx, 'orders', ['id', 'order_number', 'store', 'email', 'order_date'], orders);
      const lines = ns.map((n) => [
        ID_BASE + n,
        ID_BASE + n,
        1,
        900001 + (n % PRODUCTS),
        1 + (n % 2),
        10,
        benchSerial(n),
      ]);
      await insertRows(
        trx,
        'order_lines',
        ['id', 'order_id', 'line_no', 'product_id', 'quantity', 'unit_price', 'serial_number'],
        lines,
      );
      const rmas = ns.map(rmaOf);
      await insertRows(
        trx,
        'rmas',
        RMA_COLUMNS,
        rmas.map((r) => r.rma),
      );
      await insertRows(
        trx,
        'rma_lines',
        LINE_COLUMNS,
        rmas.map((r) => r.line),
      );
    }
  });
  for (const index of indexes) await sql.raw(index.sql).execute(db);
  return (performance.now() - started) / 1000;
}

export const BENCH_STAFF = { first: ID_BASE, count: STAFF };

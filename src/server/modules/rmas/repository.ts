import { RMA_CANCELED } from './vocabulary.js';
import { normaliseEmail, normaliseSerial, numberCandidates } from '../../../shared/rules/identifiers.js';
import { sql, type Insertable, type Kysely, type Selectable } from 'kysely';
import type { Database, RmaHistoryTable, RmaLineTable, RmaTable } from '../../db/schema.js';
import { compiledOnce, compiledPerLength } from '../../db/compiled-once.js';

export const RMA_NO_COUNTER = 'rma_no';
export const RMA_NO_PATTERN = /^RMA\d{8}$/;

export type Db = Kysely<Database>;
export type RmaRow = Selectable<RmaTable>;
export type RmaLineRow = Selectable<RmaLineTable> & { product_name: string; product_image: string };
export type RmaHistoryRow = Selectable<RmaHistoryTable>;

/** Highest number of the RMA + 8 digits form already stored (imported or made here), 0 when none. */
export async function highestRmaNumber(db: Db): Promise<number> {
  const row = await db
    .selectFrom('rmas')
    .select((eb) => eb.fn.max('rma_no').as('max'))
    // Same length and prefix, so the text maximum is the numeric one.
    .where('rma_no', 'like', 'RMA________')
    .executeTakeFirst();
  const max = row?.max ?? null;
  return typeof max === 'string' && RMA_NO_PATTERN.test(max) ? Number(max.slice(3)) : 0;
}

/**
 * Takes the next RMA number from the counter row. The update locks the row until the transaction ends
 * (PostgreSQL), which also serialises concurrent RMA creations; SQLite has one writer anyway.
 */
export async function takeNextRmaNumber(trx: Db): Promise<number> {
  const bumped = await bumpCounter(trx);
  if (bumped !== null) return bumped;
  // First RMA made here: start above the highest imported number.
  const start = await highestRmaNumber(trx);
  await trx
    .insertInto('counters')
    .values({ name: RMA_NO_COUNTER, value: start })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const value = await bumpCounter(trx);
  if (value === null) throw new Error('RMA number counter is missing');
  return value;
}

async function bumpCounter(trx: Db): Promise<number | null> {
  const row = await trx
    .updateTable('counters')
    .set((eb) => ({ value: eb('value', '+', 1) }))
    .where('name', '=', RMA_NO_COUNTER)
    .returning('value')
    .executeTakeFirst();
  return row ? Number(row.value) : null;
}

/** Moves the counter up to the highest stored number (after numbers were imported behind its back). */
export async function resyncRmaCounter(db: Db): Promise<void> {
  const highest = await highestRmaNumber(db);
  await db
    .insertInto('counters')
    .values({ name: RMA_NO_COUNTER, value: highest })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  await db
    .updateTable('counters')
    .set({ value: highest })
    .where('name', '=', RMA_NO_COUNTER)
    .where('value', '<', highest)
    .execute();
}

export async function insertRma(
  trx: Db,
  rma: Insertable<RmaTable>,
  lines: Omit<Insertable<RmaLineTable>, 'rma_id'>[],
  firstStatus: { status: string; date: string },
): Promise<void> {
  await trx.insertInto('rmas').values(rma).execute();
  if (lines.length)
    await trx
      .insertInto('rma_lines')
      .values(lines.map((line) => ({ ...line, rma_id: rma.id })))
      .execute();
  await trx
    .insertInto('rma_history')
    .values({ rma_id: rma.id, seq: 1, status: firstStatus.status, status_date: firstStatus.date })
    .execute();
}

export async function findRmaByRequestKey(db: Db, requestKey: string): Promise<RmaRow | undefined> {
  return db.selectFrom('rmas').selectAll().where('request_key', '=', requestKey).executeTakeFirst();
}

/**
 * The look-ups of the status search and the confirmation, compiled once (by the number of candidates a typed number
 * gives: as typed, and in capitals when that differs): building and compiling them cost more than running them.
 */
const selectRmaByNo = compiledPerLength(2, (db, candidates) =>
  db
    .selectFrom('rmas')
    .selectAll()
    .where('rma_no', 'in', candidates as string[]),
);

const selectRmaByNumbers = compiledPerLength(2, (db, candidates, id: string) =>
  db
    .selectFrom('rmas')
    .selectAll()
    .where('rma_no', 'in', candidates as string[])
    .where('id', '=', id),
);

const selectLinesOf = compiledOnce((db, rmaId: string) =>
  db
    .selectFrom('rma_lines')
    .innerJoin('products', 'products.id', 'rma_lines.product_id')
    .selectAll('rma_lines')
    .select(['products.name as product_name', 'products.image as product_image'])
    .where('rma_lines.rma_id', '=', rmaId)
    .orderBy('rma_lines.line_no'),
);

const selectHistoryOf = compiledOnce((db, rmaId: string) =>
  db.selectFrom('rma_history').selectAll().where('rma_id', '=', rmaId).orderBy('seq'),
);

export async function findRmaByNo(db: Db, rmaNo: string): Promise<RmaRow | undefined> {
  const candidates = numberCandidates(rmaNo);
  if (!candidates[0]) return undefined;
  return (await selectRmaByNo(db, candidates)).rows[0];
}

export async function findRmaByNumbers(db: Db, rmaNo: string, rmaId: string): Promise<RmaRow | undefined> {
  const candidates = numberCandidates(rmaNo);
  if (!candidates[0] || !rmaId.trim()) return undefined;
  return (await selectRmaByNumbers(db, candidates, rmaId.trim())).rows[0];
}

export async function linesOf(db: Db, rmaId: string): Promise<RmaLineRow[]> {
  return (await selectLinesOf(db, rmaId)).rows;
}

export async function historyOf(db: Db, rmaId: string): Promise<RmaHistoryRow[]> {
  return (await selectHistoryOf(db, rmaId)).rows;
}

/** Open (not cancelled) RMAs holding any of the order lines: order line id → RMA number and status. */
export async function rmaLinesForOrderLines(
  db: Db,
  orderLineIds: readonly number[],
): Promise<Map<number, { rmaNo: string; status: string }>> {
  const result = new Map<number, { rmaNo: string; status: string }>();
  if (orderLineIds.length === 0) return result;
  const rows = await db
    .selectFrom('rma_lines')
    .innerJoin('rmas', 'rmas.id', 'rma_lines.rma_id')
    .select(['rma_lines.order_line_id', 'rmas.rma_no', 'rmas.status', 'rmas.created_at'])
    .where('rma_lines.order_line_id', 'in', [...new Set(orderLineIds)])
    .where('rmas.status', '<>', RMA_CANCELED)
    .where('rma_lines.status', '<>', RMA_CANCELED)
    .orderBy('rmas.created_at')
    .execute();
  // The newest RMA of a line wins, should history hold more than one open RMA for it.
  for (const row of rows)
    if (row.order_line_id !== null) result.set(row.order_line_id, { rmaNo: row.rma_no, status: row.status });
  return result;
}

/** The open (not cancelled) RMA holding a serial number, or null. An empty serial is never held. */
export async function rmaForSerial(db: Db, serial: string): Promise<{ rmaNo: string } | null> {
  const map = await rmasForSerials(db, [serial]);
  const found = map.get(normaliseSerial(serial));
  return found ? { rmaNo: found } : null;
}

/**
 * A line's serial as `normaliseSerial` writes it, in SQL: the expression of the index rma_lines_serial_key (migration
 * 0002), so the look-ups by serial use that index. Change both together.
 */
const SERIAL_KEY = sql<string>`upper(trim(rma_lines.serial_number))`;

/** Normalised serial → RMA number, for the open RMAs holding any of the serials. */
export async function rmasForSerials(db: Db, serials: readonly string[]): Promise<Map<string, string>> {
  const wanted = [...new Set(serials.map(normaliseSerial).filter((s) => s !== ''))];
  const result = new Map<string, string>();
  if (wanted.length === 0) return result;
  const rows = await db
    .selectFrom('rma_lines')
    .innerJoin('rmas', 'rmas.id', 'rma_lines.rma_id')
    .select(['rma_lines.serial_number', 'rmas.rma_no'])
    .where(SERIAL_KEY, 'in', wanted)
    .where('rmas.status', '<>', RMA_CANCELED)
    .where('rma_lines.status', '<>', RMA_CANCELED)
    .execute();
  for (const row of rows) result.set(normaliseSerial(row.serial_number), row.rma_no);
  return result;
}

export interface RmaHolds {
  /** Order line id → the newest open RMA holding it. */
  byLine: Map<number, { rmaNo: string; status: string }>;
  /** Normalised serial → the open RMA holding it. */
  bySerial: Map<string, string>;
  /** The RMA made with the request key asked about, if any. */
  byKey: { rmaNo: string; rmaId: string } | null;
}

/**
 * The holds statement: one indexed look-up per question, as a union (an OR across the two tables would scan rmas).
 * The values are the look-up's values or, when compiled once, compiledOnce's placeholders for them.
 */
function holdsQuery(db: Db, lineIds: readonly unknown[], serials: readonly unknown[], requestKey: unknown) {
  const branch = (join: 'inner' | 'left') =>
    (join === 'inner'
      ? db.selectFrom('rmas').innerJoin('rma_lines', 'rma_lines.rma_id', 'rmas.id')
      : db.selectFrom('rmas').leftJoin('rma_lines', 'rma_lines.rma_id', 'rmas.id')
    ).select([
      'rmas.id',
      'rmas.rma_no',
      'rmas.status',
      'rmas.request_key',
      'rmas.created_at',
      'rma_lines.order_line_id',
      'rma_lines.serial_number',
      'rma_lines.status as line_status',
    ]);
  const open = <Q extends ReturnType<typeof branch>>(query: Q) =>
    query.where('rmas.status', '<>', RMA_CANCELED).where('rma_lines.status', '<>', RMA_CANCELED);
  const parts = [
    ...(lineIds.length ? [open(branch('inner')).where('rma_lines.order_line_id', 'in', lineIds as number[])] : []),
    ...(serials.length ? [open(branch('inner')).where(SERIAL_KEY, 'in', serials as string[])] : []),
    ...(requestKey !== null ? [branch('left').where('rmas.request_key', '=', requestKey as string)] : []),
  ];
  const [first, ...rest] = parts;
  return rest.reduce((union, part) => union.unionAll(part), first!).orderBy('created_at');
}

type HoldsStatement = ReturnType<typeof compiledOnce<unknown[], HoldRow>>;
type HoldRow = Awaited<ReturnType<ReturnType<typeof holdsQuery>['execute']>>[number];

/**
 * The holds statement of each shape (how many lines, how many serials, a request key or not), compiled once: the
 * products step asks it on every call, and building and compiling it cost as much as running it. The shapes most
 * recently used are kept, a few hundred at most.
 */
const holdsStatements = new Map<string, HoldsStatement>();
const KEPT_HOLDS_SHAPES = 300;

function holdsStatement(lines: number, serials: number, withKey: boolean): HoldsStatement {
  const shape = `${lines}:${serials}:${withKey ? 1 : 0}`;
  let statement = holdsStatements.get(shape);
  if (statement) {
    holdsStatements.delete(shape);
  } else {
    statement = compiledOnce((db, ...values: unknown[]) =>
      holdsQuery(db, values.slice(0, lines), values.slice(lines, lines + serials), withKey ? values.at(-1) : null),
    );
    if (holdsStatements.size >= KEPT_HOLDS_SHAPES) holdsStatements.delete(holdsStatements.keys().next().value!);
  }
  holdsStatements.set(shape, statement);
  return statement;
}

/**
 * In one statement: the open (not cancelled) RMAs holding any of the order lines or serial numbers, and
 * the RMA a request key made (cancelled or not).
 */
export async function rmaHolds(
  db: Db,
  q: { orderLineIds: readonly number[]; serials: readonly string[]; requestKey?: string | null },
): Promise<RmaHolds> {
  const lineIds = [...new Set(q.orderLineIds)];
  const serials = [...new Set(q.serials.map(normaliseSerial).filter((s) => s !== ''))];
  const holds: RmaHolds = { byLine: new Map(), bySerial: new Map(), byKey: null };
  if (lineIds.length === 0 && serials.length === 0 && !q.requestKey) return holds;
  const key = q.requestKey ? [q.requestKey] : [];
  const { rows } = await holdsStatement(lineIds.length, serials.length, key.length > 0)(
    db,
    ...lineIds,
    ...serials,
    ...key,
  );
  const isOpen = (row: (typeof rows)[number]) => row.status !== RMA_CANCELED && row.line_status !== RMA_CANCELED;
  for (const row of rows) {
    if (q.requestKey && row.request_key === q.requestKey) holds.byKey = { rmaNo: row.rma_no, rmaId: row.id };
    if (!isOpen(row)) continue;
    // The newest RMA of a line wins, should history hold more than one open RMA for it.
    if (row.order_line_id !== null && lineIds.includes(row.order_line_id))
      holds.byLine.set(row.order_line_id, { rmaNo: row.rma_no, status: row.status });
    const serial = normaliseSerial(row.serial_number ?? '');
    if (serial && serials.includes(serial)) holds.bySerial.set(serial, row.rma_no);
  }
  return holds;
}

/** RMA numbers of an e-mail in a store, newest first (the status look-up's list). */
const selectRmaNumbers = compiledOnce((db, email: string, store: string) =>
  db
    .selectFrom('rmas')
    .select('rma_no')
    .where('email', '=', email)
    .where('store', '=', store)
    .orderBy('created_at', 'desc')
    .orderBy('rma_no', 'desc'),
);

export async function rmaNumbersOf(db: Db, email: string, store: string): Promise<string[]> {
  const address = normaliseEmail(email);
  if (!address) return [];
  return (await selectRmaNumbers(db, address, store)).rows.map((row) => row.rma_no);
}

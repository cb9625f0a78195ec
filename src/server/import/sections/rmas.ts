import { randomUUID } from 'node:crypto';
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database, RmaHistoryTable, RmaLineTable, RmaTable } from '../../db/schema.js';
import { STORE_INFO, type Store } from '../../../shared/stores.js';
import {
  JP_REPAIR_HISTORY_STATUSES,
  REFUND_HISTORY_STATUSES,
  REPLACEMENT_HISTORY_STATUSES,
  TERMINAL_STATUSES,
  type TRma,
} from '../format.js';
import type { CheckContext } from '../check-context.js';
import { bit, dayStart, sameFields, slices, writeIfChanged, type Tally } from '../counts.js';
import { defined, idResolver, isEmpty, selectIn, upsert } from '../sql.js';
import type { LooseRecord, LooseSections } from '../types.js';
import type { BulkLoad } from '../bulk-load.js';
import type { OrderLineIdOf } from './orders.js';
import {
  checkRmaLine,
  planRmaLines,
  writeRmaLines,
  type RmaLinePlanRefs,
  type RmaLineRefs,
  type RmaLinesPlan,
} from './rma-lines.js';

/** RMAs as the customer sees them: their number and unguessable id, status, refund figures and history. */

const REFUND_STATUSES = new Set<string>([...REFUND_HISTORY_STATUSES, ...TERMINAL_STATUSES]);
const REPLACEMENT_STATUSES = new Set<string>([
  ...REPLACEMENT_HISTORY_STATUSES,
  ...JP_REPAIR_HISTORY_STATUSES,
  ...TERMINAL_STATUSES,
]);

/** The statuses an RMA of a type (1 refund, 2 replacement) may pass through; undefined for an unreadable type. */
export function statusesOfType(type: number | undefined): ReadonlySet<string> | undefined {
  return type === 1 ? REFUND_STATUSES : type === 2 ? REPLACEMENT_STATUSES : undefined;
}

export function checkRmas(views: LooseSections['rmas'], ctx: CheckContext, refs: RmaLineRefs): void {
  const numbers = new Map<string, string>();
  const ids = new Map<string, string>();
  views.forEach((rma, i) => {
    if (!rma) return;
    const p = `rmas[${i}]`;
    ctx.unique(numbers, rma.rmaNo, `${p}.rmaNo`, 'RMA number', 'rmas', i);
    if (rma.rmaId !== undefined) {
      ctx.unique(ids, rma.rmaId, `${p}.rmaId`, 'rmaId', 'rmas', i);
      const problem = rmaIdProblem(rma.rmaNo, rma.rmaId, ctx);
      if (problem) ctx.report('rmas', i, `${p}.rmaId: ${problem}`);
    }
    checkStatuses(rma, p, i, ctx);
    const lineNos = new Map<number, string>();
    rma.lines?.forEach((line, j) => {
      if (!line) return;
      const lp = `${p}.lines[${j}]`;
      ctx.unique(lineNos, line.lineNo, `${lp}.lineNo`, 'line number', 'rmas', i);
      checkRmaLine(rma, line, lp, i, ctx, refs);
    });
  });
}

/** An rmaId is never changed once stored (customers were sent links with it), nor given to two RMAs. */
function rmaIdProblem(rmaNo: string | undefined, rmaId: string, ctx: CheckContext): string | undefined {
  const storedId = rmaNo === undefined ? undefined : ctx.existing.rmaIdOf(rmaNo);
  const owner = ctx.existing.rmaNoOf(rmaId);
  if (storedId !== undefined && storedId !== rmaId) return `differs from the rmaId stored for ${rmaNo}`;
  if (owner !== undefined && owner !== rmaNo) return `already used by ${owner}`;
  return undefined;
}

/** The status and the history suit the RMA's type, and the history runs forward in time. */
function checkStatuses(rma: LooseRecord<'rmas'>, p: string, i: number, ctx: CheckContext): void {
  const allowed = statusesOfType(rma.type);
  const typeName = rma.type === 1 ? 'refund' : 'replacement';
  if (allowed && rma.status !== undefined && !allowed.has(rma.status)) {
    ctx.report('rmas', i, `${p}.status: not a ${typeName} status`);
  }
  let previous = '';
  rma.history?.forEach((h, k) => {
    if (!h) return;
    const hp = `${p}.history[${k}]`;
    if (allowed && h.status !== undefined && !allowed.has(h.status)) {
      ctx.report('rmas', i, `${hp}.status: not a ${typeName} status`);
    }
    if (h.date !== undefined) {
      if (h.date < previous) ctx.report('rmas', i, `${hp}.date: earlier than the entry before it`);
      previous = h.date;
    }
  });
}

export interface StoredRmas {
  rows: Map<string, Selectable<RmaTable>>;
  /** rmaId → rmaNo. */
  noById: Map<string, string>;
  /** rmaId → line number → line. */
  lines: Map<string, Map<number, Selectable<RmaLineTable>>>;
  /** rmaId → seq → history entry. */
  history: Map<string, Map<number, Selectable<RmaHistoryTable>>>;
}

/** The RMAs the file names by number or id, with their lines and history. */
export async function loadRmas(db: Kysely<Database>, views: LooseSections): Promise<StoredRmas> {
  const stored: StoredRmas = { rows: new Map(), noById: new Map(), lines: new Map(), history: new Map() };
  if (await isEmpty(db, 'rmas')) return stored;
  const byNo = await selectIn(defined(views.rmas.map((r) => r?.rmaNo)), (part) =>
    db.selectFrom('rmas').selectAll().where('rma_no', 'in', part).execute(),
  );
  const byId = await selectIn(defined(views.rmas.map((r) => r?.rmaId)), (part) =>
    db.selectFrom('rmas').selectAll().where('id', 'in', part).execute(),
  );
  for (const row of [...byNo, ...byId]) {
    stored.rows.set(row.rma_no, row);
    stored.noById.set(row.id, row.rma_no);
  }
  const ids = byNo.map((r) => r.id);
  const lines = await selectIn(ids, (part) =>
    db.selectFrom('rma_lines').selectAll().where('rma_id', 'in', part).execute(),
  );
  for (const line of lines) byKey(stored.lines, line.rma_id).set(line.line_no, line);
  const history = await selectIn(ids, (part) =>
    db.selectFrom('rma_history').selectAll().where('rma_id', 'in', part).execute(),
  );
  for (const h of history) byKey(stored.history, h.rma_id).set(h.seq, h);
  return stored;
}

function byKey<K, V>(maps: Map<K, Map<number, V>>, key: K): Map<number, V> {
  let map = maps.get(key);
  if (!map) maps.set(key, (map = new Map()));
  return map;
}

/** The rows of some RMAs that differ from what is stored. */
interface RmaRows {
  rows: Insertable<RmaTable>[];
  lines: RmaLinesPlan;
  history: (Omit<Insertable<RmaHistoryTable>, 'id' | 'rma_id'> & { rmaNo: string })[];
}

type RmaPlanRefs = RmaLinePlanRefs & { today: string };

/**
 * The RMAs of a valid file, counted against what is stored, and what their rows are made from again as they are
 * written, a slice at a time (`writeRmas`). An RMA's rows (the RMA, its lines and its history, about 1.5 KB) were
 * all held from the plan to the end of the write, with a copy of each made for its statement: 3.9 GB at the peak of
 * a million RMAs (decision 0058).
 */
export interface RmasPlan {
  records: readonly TRma[];
  stored: StoredRmas;
  refs: RmaPlanRefs;
}

/** Counts what the file's RMAs change; their rows are made again, slice by slice, when they are written. */
export function planRmas(records: readonly TRma[], stored: StoredRmas, refs: RmaPlanRefs, tally: Tally): RmasPlan {
  for (const slice of slices(records)) rmaRows(slice, stored, refs, tally);
  return { records, stored, refs };
}

function rmaRows(records: readonly TRma[], stored: StoredRmas, refs: RmaPlanRefs, tally: Tally): RmaRows {
  const plan: RmaRows = { rows: [], lines: [], history: [] };
  for (const r of records) {
    const storedRow = stored.rows.get(r.rmaNo);
    const row = rmaRow(r, refs.today);
    if (tally('rmas', storedRow, storedRow !== undefined && sameFields(row, storedRow))) {
      // The id is never changed once stored: it is in links customers were sent.
      plan.rows.push({ ...row, id: storedRow?.id ?? r.rmaId ?? randomUUID(), address_id: null, request_key: null });
    }
    planRmaLines(r, storedRow && stored.lines.get(storedRow.id), refs, tally, plan.lines);
    const storedHistory = storedRow ? stored.history.get(storedRow.id) : undefined;
    r.history.forEach((h, k) => {
      const historyRow = { seq: k + 1, status: h.status, status_date: h.date };
      const storedEntry = storedHistory?.get(k + 1);
      if (tally('rmas.history', storedEntry, storedEntry !== undefined && sameFields(historyRow, storedEntry))) {
        plan.history.push({ ...historyRow, rmaNo: r.rmaNo });
      }
    });
  }
  return plan;
}

/** The stored row of an RMA; currency and reply language default to the store's. */
function rmaRow(r: TRma, today: string) {
  const store = r.store as Store;
  return {
    rma_no: r.rmaNo,
    store: r.store,
    email: r.email,
    type: r.type,
    status: r.status,
    country_code: r.countryCode,
    currency: r.currency ?? STORE_INFO[store].currency,
    label_link: r.labelLink,
    label_status: r.labelStatus,
    label_tracking_no: r.labelTrackingNo,
    refund_total_est: r.refundTotalEst,
    refund_total_actual: r.refundTotalActual,
    refund_amount_ready: bit(r.refundAmountReady),
    shipping_charge: r.shippingCharge,
    store_credit: r.storeCredit,
    tax: r.tax,
    language_reply: r.languageReply ?? STORE_INFO[store].language,
    created_at: dayStart(r.createdAt ?? r.history[0]?.date ?? today),
  };
}

export async function writeRmas(
  trx: Kysely<Database>,
  plan: RmasPlan,
  orderLineIdOf: OrderLineIdOf,
  bulk: BulkLoad,
): Promise<void> {
  const rmaIds = new Map([...plan.stored.rows].map(([rmaNo, r]) => [rmaNo, r.id]));
  const rmaIdOf = idResolver(rmaIds, async (rmaNo: string) => {
    const row = await trx.selectFrom('rmas').select('id').where('rma_no', '=', rmaNo).executeTakeFirstOrThrow();
    return row.id;
  });
  await bulk(['rmas', 'rma_lines', 'rma_history'], async () => {
    for (const slice of slices(plan.records)) {
      const rows = rmaRows(slice, plan.stored, plan.refs, writeIfChanged);
      for (const r of await upsert(trx, 'rmas', rows.rows, ['rma_no'], ['id', 'rma_no'])) {
        rmaIds.set(r.rma_no as string, r.id as string);
      }
      await writeRmaLines(trx, rows.lines, rmaIdOf, orderLineIdOf);
      const historyRows: Record<string, unknown>[] = [];
      for (const { rmaNo, ...h } of rows.history) historyRows.push({ ...h, rma_id: await rmaIdOf(rmaNo) });
      await upsert(trx, 'rma_history', historyRows, ['rma_id', 'seq']);
    }
  });
}

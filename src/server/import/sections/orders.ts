import { raiseCatalogueVersion } from '../../db/catalogue-version.js';
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database, OrderLineTable, OrderTable } from '../../db/schema.js';
import type { TOrder } from '../format.js';
import type { CheckContext } from '../check-context.js';
import { PENDING, sameFields, slices, writeIfChanged, type Tally } from '../counts.js';
import { defined, idResolver, isEmpty, selectIn, upsert } from '../sql.js';
import type { LooseRecord, LooseSections } from '../types.js';
import type { BulkLoad } from '../bulk-load.js';
import { isMember, type MembersPlan } from './members.js';
import type { Catalogue, ProductRefs } from './products.js';
import type { SerialCheck } from './serials.js';

/** Orders and their lines: what a customer bought, line by line, with bundles as parent and child lines. */

/** An order as the cross-checks of RMA lines see it: from the file, else from the database. */
export interface OrderRef {
  store: string | undefined;
  email: string | undefined;
  lines: ReadonlyMap<number, { sku: string | undefined }>;
  /** Some of its lines may be unreadable, so a missing line is not reported. */
  incomplete?: boolean;
}
export type OrderLookup = (orderNumber: string) => OrderRef | undefined;

export function checkOrders(
  views: LooseSections['orders'],
  ctx: CheckContext,
  refs: { products: ProductRefs; checkSerial: SerialCheck },
): OrderLookup {
  const fileOrders = new Map<string, OrderRef>();
  const seen = new Map<string, string>();
  views.forEach((order, i) => {
    if (!order) return;
    const first = ctx.unique(seen, order.orderNumber, `orders[${i}].orderNumber`, 'order number', 'orders', i);
    const byLine = checkOrderItems(order, i, ctx, refs);
    if (first && order.orderNumber !== undefined) {
      const stored = ctx.existing.order(order.orderNumber);
      const lines = new Map<number, { sku: string | undefined }>(stored?.lines ?? []);
      for (const [lineNo, item] of byLine) lines.set(lineNo, { sku: item.sku });
      const incomplete = ctx.failed.orders.has(i);
      fileOrders.set(order.orderNumber, { store: order.store, email: order.email, lines, incomplete });
    }
  });
  return (orderNumber) => fileOrders.get(orderNumber) ?? ctx.existing.order(orderNumber);
}

type LooseItem = NonNullable<NonNullable<LooseRecord<'orders'>['items']>[number]>;

/** Checks the items of one order; returns them by line number. */
function checkOrderItems(
  order: LooseRecord<'orders'>,
  i: number,
  ctx: CheckContext,
  refs: { products: ProductRefs; checkSerial: SerialCheck },
): Map<number, LooseItem> {
  const report = (text: string) => ctx.report('orders', i, text);
  const lineNos = new Map<number, string>();
  const items = order.items ?? [];
  const byLine = new Map(items.flatMap((item) => (item?.lineNo === undefined ? [] : [[item.lineNo, item] as const])));
  items.forEach((item, j) => {
    if (!item) return;
    const ip = `orders[${i}].items[${j}]`;
    ctx.unique(lineNos, item.lineNo, `${ip}.lineNo`, 'line number', 'orders', i);
    if (item.sku !== undefined && !refs.products.known(item.sku)) report(`${ip}.sku: unknown product`);
    const parentProblem = parentLineProblem(item, byLine);
    if (parentProblem) report(`${ip}.parentLineNo: ${parentProblem}`);
    refs.checkSerial(item.serialNumber, item.sku, `${ip}.serialNumber`, 'orders', i);
  });
  return byLine;
}

/** Why a line's parentLineNo does not name a bundle line of its order, or undefined when it does. */
export function parentLineProblem(
  item: { lineNo?: number; parentLineNo?: number },
  byLine: ReadonlyMap<number, { parentLineNo?: number }>,
): string | undefined {
  if (item.parentLineNo === undefined) return undefined;
  const parent = byLine.get(item.parentLineNo);
  if (item.parentLineNo === item.lineNo) return 'a line cannot be its own parent';
  if (!parent) return `no line ${item.parentLineNo} in this order`;
  if (parent.parentLineNo !== undefined) return `line ${item.parentLineNo} is itself a child line`;
  return undefined;
}

type StoredLine = Selectable<OrderLineTable> & { sku: string };
export interface StoredOrders {
  rows: Map<string, Selectable<OrderTable>>;
  /** Order id → line number → line. */
  lines: Map<number, Map<number, StoredLine>>;
}

/** The orders the file names, its own and those its RMA lines point at, with their lines. */
export async function loadOrders(db: Kysely<Database>, views: LooseSections): Promise<StoredOrders> {
  const stored: StoredOrders = { rows: new Map(), lines: new Map() };
  if (await isEmpty(db, 'orders')) return stored;
  const numbers = defined([
    ...views.orders.map((o) => o?.orderNumber),
    ...views.rmas.flatMap((r) => r?.lines?.map((line) => line?.orderNumber) ?? []),
  ]);
  const orders = await selectIn(numbers, (part) =>
    db.selectFrom('orders').selectAll().where('order_number', 'in', part).execute(),
  );
  for (const row of orders) stored.rows.set(row.order_number, row);
  const lines = await selectIn(
    orders.map((o) => o.id),
    (part) =>
      db
        .selectFrom('order_lines')
        .innerJoin('products', 'products.id', 'order_lines.product_id')
        .selectAll('order_lines')
        .select('products.sku')
        .where('order_lines.order_id', 'in', part)
        .execute(),
  );
  for (const line of lines) {
    const map = stored.lines.get(line.order_id) ?? new Map<number, StoredLine>();
    map.set(line.line_no, line);
    stored.lines.set(line.order_id, map);
  }
  return stored;
}

/** The rows of some orders that differ from what is stored. */
interface OrderRows {
  /** member_id is resolved from the email once members are written. */
  rows: (Omit<Insertable<OrderTable>, 'id' | 'member_id'> & { memberEmail: string | null })[];
  lines: (Omit<Insertable<OrderLineTable>, 'id' | 'order_id'> & { orderNumber: string })[];
}

type OrderPlanRefs = { members: MembersPlan; products: Catalogue };

/**
 * The orders of a valid file, counted against what is stored, and what their rows are made from again as they are
 * written, a slice at a time (decision 0058).
 */
export interface OrdersPlan {
  records: readonly TOrder[];
  stored: StoredOrders;
  refs: OrderPlanRefs;
  /** The order dates of the file, by order number. */
  dates: Map<string, string>;
}

/** Counts what the file's orders change; their rows are made again, slice by slice, when they are written. */
export function planOrders(
  records: readonly TOrder[],
  stored: StoredOrders,
  refs: OrderPlanRefs,
  tally: Tally,
): OrdersPlan {
  const dates = new Map<string, string>();
  for (const o of records) dates.set(o.orderNumber, o.orderDate);
  for (const slice of slices(records)) orderRows(slice, stored, refs, tally);
  return { records, stored, refs, dates };
}

function orderRows(records: readonly TOrder[], stored: StoredOrders, refs: OrderPlanRefs, tally: Tally): OrderRows {
  const plan: OrderRows = { rows: [], lines: [] };
  for (const o of records) {
    const storedRow = stored.rows.get(o.orderNumber);
    const memberEmail = isMember(refs.members, o.email) ? o.email : null;
    const memberId = memberEmail === null ? null : (refs.members.ids.get(memberEmail) ?? PENDING);
    const row = { order_number: o.orderNumber, store: o.store, email: o.email, order_date: o.orderDate };
    const same = storedRow !== undefined && sameFields({ ...row, member_id: memberId }, storedRow);
    if (tally('orders', storedRow, same)) plan.rows.push({ ...row, memberEmail });
    const storedLines = storedRow ? stored.lines.get(storedRow.id) : undefined;
    for (const item of o.items) {
      const line = {
        line_no: item.lineNo,
        product_id: refs.products.product(item.sku).id,
        quantity: item.quantity,
        unit_price: item.unitPrice,
        serial_number: item.serialNumber ?? '',
        parent_line_no: item.parentLineNo ?? 0,
      };
      const storedLine = storedLines?.get(item.lineNo);
      if (tally('orders.items', storedLine, storedLine !== undefined && sameFields(line, storedLine))) {
        plan.lines.push({ ...line, orderNumber: o.orderNumber });
      }
    }
  }
  return plan;
}

/**
 * An order line as it will be once this import is written: its id, PENDING when the write creates it
 * (so RMA lines pointing at it change too), and its order's date. Valid files only: the line is in the
 * file or stored.
 */
export function orderLineAfterImport(plan: OrdersPlan, stored: StoredOrders, orderNumber: string, lineNo: number) {
  const storedOrder = stored.rows.get(orderNumber);
  const storedLine = storedOrder && stored.lines.get(storedOrder.id)?.get(lineNo);
  return {
    id: storedLine ? storedLine.id : PENDING,
    orderDate: plan.dates.get(orderNumber) ?? storedOrder?.order_date,
  };
}

export type OrderLineIdOf = (orderNumber: string, lineNo: number) => Promise<number>;

/** Writes orders and lines, a slice at a time; returns how to find an order line's id during the rest of the write. */
export async function writeOrders(
  trx: Kysely<Database>,
  plan: OrdersPlan,
  members: { plan: MembersPlan; idOf: (email: string) => Promise<number> },
  bulk: BulkLoad,
): Promise<OrderLineIdOf> {
  const { stored } = plan;
  const orderIds = new Map([...stored.rows].map(([orderNumber, o]) => [orderNumber, o.id]));
  const orderIdOf = idResolver(orderIds, async (orderNumber: string) => {
    const row = await trx
      .selectFrom('orders')
      .select('id')
      .where('order_number', '=', orderNumber)
      .executeTakeFirstOrThrow();
    return row.id;
  });
  /** Keyed by order id and line number. */
  const lineIds = new Map<string, number>();
  for (const [orderId, lines] of stored.lines) {
    for (const [lineNo, line] of lines) lineIds.set(`${orderId}/${lineNo}`, line.id);
  }
  let wrote = false;
  await bulk(['orders', 'order_lines'], async () => {
    for (const slice of slices(plan.records)) {
      const made = orderRows(slice, stored, plan.refs, writeIfChanged);
      if (made.rows.length > 0 || made.lines.length > 0) wrote = true;
      const rows: Record<string, unknown>[] = [];
      for (const { memberEmail, ...row } of made.rows) {
        rows.push({ ...row, member_id: memberEmail === null ? null : await members.idOf(memberEmail) });
      }
      for (const o of await upsert(trx, 'orders', rows, ['order_number'], ['id', 'order_number'])) {
        orderIds.set(o.order_number as string, o.id as number);
      }
      const lines: Record<string, unknown>[] = [];
      for (const { orderNumber, ...line } of made.lines)
        lines.push({ ...line, order_id: await orderIdOf(orderNumber) });
      for (const l of await upsert(trx, 'order_lines', lines, ['order_id', 'line_no'], ['id', 'order_id', 'line_no'])) {
        lineIds.set(`${l.order_id as number}/${l.line_no as number}`, l.id as number);
      }
    }
  });
  // Every process keeps the orders it has read per customer until this number changes (platform/orders.ts).
  if (wrote) await raiseCatalogueVersion(trx);
  // Orders placed before the customer became a member are theirs too (found by e-mail: after the write above,
  // once the orders' indexes are back).
  for (const email of members.plan.newEmails) {
    await trx
      .updateTable('orders')
      .set({ member_id: await members.idOf(email) })
      .where('email', '=', email)
      .where('member_id', 'is', null)
      .execute();
  }
  return async (orderNumber, lineNo) => {
    const orderId = await orderIdOf(orderNumber);
    const known = lineIds.get(`${orderId}/${lineNo}`);
    if (known !== undefined) return known;
    const row = await trx
      .selectFrom('order_lines')
      .select('id')
      .where('order_id', '=', orderId)
      .where('line_no', '=', lineNo)
      .executeTakeFirstOrThrow();
    return row.id;
  };
}

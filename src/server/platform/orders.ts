import { byTypedNumber, normaliseEmail, numberCandidates, sameEmail } from '../../shared/rules/identifiers.js';
import { type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { Store } from '../../shared/stores.js';
import type { Order, OrderBook, OrderLine, SerialRegister } from './types.js';
import { compiledOnce, compiledPerLength } from '../db/compiled-once.js';
import { keptPerVersion } from '../db/catalogue-version.js';

type OrderLineRow = Omit<Database['order_lines'], 'id'> & { id: number };

function toOrderLine(row: OrderLineRow): OrderLine {
  return {
    id: row.id,
    lineNo: row.line_no,
    productId: row.product_id,
    quantity: row.quantity,
    unitPrice: Number(row.unit_price),
    serialNumber: row.serial_number,
    parentLineNo: row.parent_line_no,
  };
}

/** Order dates may be stored as dates or instants; the rules want the calendar date. */
function calendarDate(value: string): string {
  return value.slice(0, 10);
}

/** One statement: the orders of an e-mail in a store, newest first, and their lines. */
const selectOrdersOf = compiledOnce((db, email: string, store: string) =>
  db
    .selectFrom('orders')
    .leftJoin('order_lines', 'order_lines.order_id', 'orders.id')
    .select([
      'orders.id as order_id',
      'orders.order_number',
      'orders.store',
      'orders.email',
      'orders.order_date',
      'order_lines.id as line_id',
      'order_lines.line_no',
      'order_lines.product_id',
      'order_lines.quantity',
      'order_lines.unit_price',
      'order_lines.serial_number',
      'order_lines.parent_line_no',
    ])
    .where('orders.email', '=', email)
    .where('orders.store', '=', store)
    .orderBy('orders.order_date', 'desc')
    .orderBy('orders.id', 'desc')
    .orderBy('order_lines.line_no'),
);

/**
 * Most customers whose orders a process keeps: one customer's are a few kilobytes, and a customer's calls through the
 * steps come minutes apart.
 */
export const KEPT_CUSTOMERS = 500;

/**
 * Most order lines of one customer that are kept: a customer who buys by the hundred (a business) is read each time,
 * so that the kept orders stay a few megabytes whoever the 500 customers are.
 */
export const KEPT_LINES_PER_CUSTOMER = 100;

/** Each customer's orders (by store and address) at one catalogue version, the one read longest ago first. */
const keptOrdersAt = keptPerVersion<string, readonly Order[]>();

/**
 * The orders of an e-mail in a store, kept per customer while the catalogue's version stays the one they were read
 * at (docs/decisions/0071-customer-orders-kept-by-version.md): only the importer writes orders, and it raises that
 * version when it does, so every process and instance reads them again at its next call. Kept orders are frozen,
 * as every call that asks for them shares them. Without a version (a caller with no session's number) they are read.
 */
async function ordersOf(
  db: Kysely<Database>,
  email: string,
  store: Store,
  catalogueVersion?: number,
): Promise<readonly Order[]> {
  const address = normaliseEmail(email);
  if (!address) return [];
  if (catalogueVersion === undefined) return readOrders(db, address, store);
  const kept = keptOrdersAt(db, catalogueVersion);
  const key = `${store} ${address}`;
  const known = kept.get(key);
  if (known) {
    // Read again last: the one read longest ago goes first.
    kept.delete(key);
    kept.set(key, known);
    return known;
  }
  const read = await readOrders(db, address, store);
  let lines = 0;
  for (const order of read) lines += order.lines.length;
  if (lines > KEPT_LINES_PER_CUSTOMER) return read;
  const orders = frozenOrders(read);
  kept.set(key, orders);
  if (kept.size > KEPT_CUSTOMERS) kept.delete(kept.keys().next().value!);
  return orders;
}

function frozenOrders(orders: Order[]): readonly Order[] {
  for (const order of orders) {
    for (const line of order.lines) Object.freeze(line);
    Object.freeze(order.lines);
    Object.freeze(order);
  }
  return Object.freeze(orders);
}

/** One statement: the orders of a normalised address in a store, newest first, with their lines. */
async function readOrders(db: Kysely<Database>, address: string, store: Store): Promise<Order[]> {
  const { rows } = await selectOrdersOf(db, address, store);
  const orders = new Map<number, Order>();
  for (const row of rows) {
    let order = orders.get(row.order_id);
    if (!order) {
      order = {
        id: row.order_id,
        orderNumber: row.order_number,
        store: row.store as Store,
        email: row.email,
        orderDate: calendarDate(row.order_date),
        lines: [],
      };
      orders.set(row.order_id, order);
    }
    if (row.line_id !== null) {
      order.lines.push(
        toOrderLine({
          id: row.line_id,
          order_id: row.order_id,
          line_no: row.line_no!,
          product_id: row.product_id!,
          quantity: row.quantity!,
          unit_price: row.unit_price!,
          serial_number: row.serial_number!,
          parent_line_no: row.parent_line_no!,
        }),
      );
    }
  }
  return [...orders.values()];
}

/**
 * The order search's look-ups, compiled once (the order by the number of candidates a typed number gives: as typed,
 * and in capitals when that differs): building and compiling them cost more than running them.
 */
const selectOrderByNumber = compiledPerLength(2, (db, candidates) =>
  db
    .selectFrom('orders')
    .selectAll()
    .where('order_number', 'in', candidates as string[]),
);

const selectLinesOfOrder = compiledOnce((db, orderId: number) =>
  db.selectFrom('order_lines').selectAll().where('order_id', 'in', [orderId]).orderBy('order_id').orderBy('line_no'),
);

export function builtinOrders(db: Kysely<Database>): OrderBook {
  return {
    ordersOf: (email, store, catalogueVersion) => ordersOf(db, email, store, catalogueVersion),
    /** Two statements: the order, then its lines (only once its owner is checked). */
    async byNumber(orderNumber, ownerEmail) {
      // Typed by hand: the number as typed, or in the capitals order numbers are printed in.
      const candidates = numberCandidates(orderNumber);
      if (candidates.length === 0) return null;
      const { rows } = await selectOrderByNumber(db, candidates);
      const order = byTypedNumber(orderNumber, rows, (o) => o.order_number);
      if (!order) return null;
      if (ownerEmail !== undefined && !sameEmail(order.email, ownerEmail)) return null;
      const lines = (await selectLinesOfOrder(db, order.id)).rows;
      const result: Order = {
        id: order.id,
        orderNumber: order.order_number,
        store: order.store as Store,
        email: order.email,
        orderDate: calendarDate(order.order_date),
        lines: lines.map(toOrderLine),
      };
      return result;
    },

    async lineById(orderLineId) {
      if (!Number.isSafeInteger(orderLineId)) return null;
      const row = await db
        .selectFrom('order_lines')
        .innerJoin('orders', 'orders.id', 'order_lines.order_id')
        .selectAll('order_lines')
        .select(['orders.order_number', 'orders.email', 'orders.store', 'orders.order_date'])
        .where('order_lines.id', '=', orderLineId)
        .executeTakeFirst();
      if (!row) return null;
      return {
        ...toOrderLine(row),
        orderNumber: row.order_number,
        email: row.email,
        store: row.store as Store,
        orderDate: calendarDate(row.order_date),
      };
    },
  };
}

export function builtinSerials(db: Kysely<Database>): SerialRegister {
  return {
    async productOf(serial) {
      const value = serial.trim();
      if (!value) return null;
      // Customers type serials in any case; the register keeps them as printed (upper case).
      const candidates = [...new Set([value, value.toUpperCase()])];
      const rows = await db
        .selectFrom('serials')
        .select(['serial', 'product_id'])
        .where('serial', 'in', candidates)
        .execute();
      const exact = rows.find((r) => r.serial === value) ?? rows[0];
      return exact ? exact.product_id : null;
    },
  };
}

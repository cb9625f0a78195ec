import { normaliseEmail } from '../../shared/rules/identifiers.js';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { Store } from '../../shared/stores.js';
import type { TFaultItem } from '../../shared/schemas/index.js';
import type { Catalogue, CatalogueProduct, Order, OrderBook, OrderLine, SerialRegister } from './types.js';

type ProductRow = Database['products'];
type OrderLineRow = Omit<Database['order_lines'], 'id'> & { id: number };

function toProduct(row: ProductRow): CatalogueProduct {
  return {
    id: row.id,
    sku: row.sku,
    masterId: row.master_id,
    name: row.name,
    image: row.image,
    warrantyMonths: row.warranty_months,
    satisfactionDays: row.satisfaction_days,
    retailAvailable: Number(row.retail_available) === 1,
    extendedWarranty: Number(row.extended_warranty) === 1,
    price: Number(row.price),
  };
}

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

/** Ids repeated or not whole numbers would only widen the IN list. */
function distinctIds(ids: Iterable<number>): number[] {
  return [...new Set([...ids].filter((id) => Number.isSafeInteger(id)))];
}

/** A LIKE pattern matching `keyword` anywhere, with the keyword's own wildcards taken literally. */
function containsPattern(keyword: string): string {
  return `%${keyword.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Order dates may be stored as dates or instants; the rules want the calendar date. */
function calendarDate(value: string): string {
  return value.slice(0, 10);
}

export function builtinCatalogue(db: Kysely<Database>): Catalogue {
  return {
    async product(id) {
      if (!Number.isSafeInteger(id)) return null;
      const row = await db.selectFrom('products').selectAll().where('id', '=', id).executeTakeFirst();
      return row ? toProduct(row) : null;
    },

    async products(ids) {
      const wanted = distinctIds(ids);
      if (wanted.length === 0) return new Map();
      const rows = await db.selectFrom('products').selectAll().where('id', 'in', wanted).execute();
      return new Map(rows.map((row) => [row.id, toProduct(row)]));
    },

    async searchRetail(store: Store, keyword: string, limit: number) {
      const term = keyword.trim();
      if (!term) return [];
      const pattern = containsPattern(term);
      const rows = await db
        .selectFrom('products')
        .innerJoin('product_stores', 'product_stores.product_id', 'products.id')
        .selectAll('products')
        .where('product_stores.store', '=', store)
        .where('products.retail_available', '=', 1)
        .where((eb) =>
          eb.or([
            sql<boolean>`lower(products.name) like ${pattern} escape '\\'`,
            sql<boolean>`lower(products.sku) like ${pattern} escape '\\'`,
          ]),
        )
        .orderBy('products.name')
        .orderBy('products.id')
        .limit(Math.max(0, Math.floor(limit)))
        .execute();
      return rows.map(toProduct);
    },

    async soldIn(productId, store) {
      if (!Number.isSafeInteger(productId)) return false;
      const row = await db
        .selectFrom('product_stores')
        .select('product_id')
        .where('product_id', '=', productId)
        .where('store', '=', store)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** One statement: the products and their fault lists together. */
    async productsWithFaults(ids) {
      const wanted = distinctIds(ids);
      const result = new Map<number, CatalogueProduct & { faults: TFaultItem[] }>();
      if (wanted.length === 0) return result;
      const rows = await db
        .selectFrom('products')
        .leftJoin('faults', 'faults.product_id', 'products.id')
        .selectAll('products')
        .select([
          'faults.id as fault_id',
          'faults.fault_code',
          'faults.description as fault_description',
          'faults.category as fault_category',
          'faults.display as fault_display',
          'faults.need_pop as fault_need_pop',
        ])
        .where('products.id', 'in', wanted)
        .orderBy('products.id')
        .orderBy('faults.sort')
        .orderBy('faults.id')
        .execute();
      for (const row of rows) {
        let product = result.get(row.id);
        if (!product) {
          product = { ...toProduct(row), faults: [] };
          result.set(row.id, product);
        }
        if (row.fault_id !== null) {
          product.faults.push({
            id: row.fault_id,
            faultCode: row.fault_code!,
            faultCodeDesc: row.fault_description!,
            faultCategory: row.fault_category!,
            display: Number(row.fault_display) === 1,
            needPOP: Number(row.fault_need_pop) === 1,
          });
        }
      }
      return result;
    },

    async faults(productIds) {
      const wanted = distinctIds(productIds);
      const result = new Map<number, TFaultItem[]>(wanted.map((id) => [id, []]));
      if (wanted.length === 0) return result;
      const rows = await db
        .selectFrom('faults')
        .selectAll()
        .where('product_id', 'in', wanted)
        .orderBy('product_id')
        .orderBy('sort')
        .orderBy('id')
        .execute();
      for (const row of rows) {
        result.get(row.product_id)!.push({
          id: row.id,
          faultCode: row.fault_code,
          faultCodeDesc: row.description,
          faultCategory: row.category,
          display: Number(row.display) === 1,
          needPOP: Number(row.need_pop) === 1,
        });
      }
      return result;
    },
  };
}

export function builtinOrders(db: Kysely<Database>): OrderBook {
  async function linesOf(orderIds: number[]): Promise<Map<number, OrderLine[]>> {
    const byOrder = new Map<number, OrderLine[]>(orderIds.map((id) => [id, []]));
    if (orderIds.length === 0) return byOrder;
    const rows = await db
      .selectFrom('order_lines')
      .selectAll()
      .where('order_id', 'in', orderIds)
      .orderBy('order_id')
      .orderBy('line_no')
      .execute();
    for (const row of rows) byOrder.get(row.order_id)!.push(toOrderLine(row));
    return byOrder;
  }

  return {
    /** One statement: the orders and their lines together. */
    async ordersOf(email, store) {
      const address = normaliseEmail(email);
      if (!address) return [];
      const rows = await db
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
        .where('orders.email', '=', address)
        .where('orders.store', '=', store)
        .orderBy('orders.order_date', 'desc')
        .orderBy('orders.id', 'desc')
        .orderBy('order_lines.line_no')
        .execute();
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
    },

    async byNumber(orderNumber) {
      const number = orderNumber.trim();
      if (!number) return null;
      // Typed by hand: the number as typed, or in the capitals order numbers are printed in.
      const candidates = [...new Set([number, number.toUpperCase()])];
      const rows = await db.selectFrom('orders').selectAll().where('order_number', 'in', candidates).execute();
      const order = rows.find((o) => o.order_number === number) ?? rows[0];
      if (!order) return null;
      const lines = await linesOf([order.id]);
      const result: Order = {
        id: order.id,
        orderNumber: order.order_number,
        store: order.store as Store,
        email: order.email,
        orderDate: calendarDate(order.order_date),
        lines: lines.get(order.id) ?? [],
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

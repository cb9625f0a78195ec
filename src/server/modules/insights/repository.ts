import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from 'kysely';
import { OPEN_STATUSES } from '../../../shared/staff/queues.js';
import type { Database } from '../../db/schema.js';

type Db = Kysely<Database>;

/** The statuses whose first history entry resolves an RMA (docs/staff/insights.md#resolution). */
export const RESOLVING_STATUSES = ['REFUND_COMPLETED', 'SHIPPED', 'CLOSED'] as const;

/** The stores and the period an insight reads: `to` is exclusive (the day after the last day). */
export interface InsightScope {
  /** null: every store. */
  stores: readonly string[] | null;
  from: string;
  to: string;
}

function inStores(eb: ExpressionBuilder<Database, 'rmas'>, scope: InsightScope): Expression<SqlBool>[] {
  return scope.stores === null ? [] : [eb('rmas.store', 'in', scope.stores)];
}

/** RMA lines of RMAs requested in the period, counted by product, reason and fault code. */
export async function reasonCounts(db: Db, scope: InsightScope) {
  return db
    .selectFrom('rma_lines')
    .innerJoin('rmas', 'rmas.id', 'rma_lines.rma_id')
    .innerJoin('products', 'products.id', 'rma_lines.product_id')
    .select(['products.sku', 'products.name', 'rma_lines.reason', 'rma_lines.fault_code'])
    .select(sql<number>`count(*)`.as('n'))
    .where((eb) =>
      eb.and([...inStores(eb, scope), eb('rmas.created_at', '>=', scope.from), eb('rmas.created_at', '<', scope.to)]),
    )
    .groupBy(['products.sku', 'products.name', 'rma_lines.reason', 'rma_lines.fault_code'])
    .execute();
}

/** RMA lines requested in the period, by SKU. */
export async function returnedBySku(db: Db, scope: InsightScope) {
  return db
    .selectFrom('rma_lines')
    .innerJoin('rmas', 'rmas.id', 'rma_lines.rma_id')
    .innerJoin('products', 'products.id', 'rma_lines.product_id')
    .select(['products.sku', 'products.name', sql<number>`count(*)`.as('n')])
    .where((eb) =>
      eb.and([...inStores(eb, scope), eb('rmas.created_at', '>=', scope.from), eb('rmas.created_at', '<', scope.to)]),
    )
    .groupBy(['products.sku', 'products.name'])
    .execute();
}

/** Units sold in the period (the order lines' quantities of orders dated in it), by SKU. */
export async function soldBySku(db: Db, scope: InsightScope) {
  return db
    .selectFrom('order_lines')
    .innerJoin('orders', 'orders.id', 'order_lines.order_id')
    .innerJoin('products', 'products.id', 'order_lines.product_id')
    .select(['products.sku', 'products.name', sql<number>`sum(order_lines.quantity)`.as('n')])
    .where((eb) =>
      eb.and([
        ...(scope.stores === null ? [] : [eb('orders.store', 'in', scope.stores)]),
        eb('orders.order_date', '>=', scope.from),
        eb('orders.order_date', '<', scope.to),
      ]),
    )
    .groupBy(['products.sku', 'products.name'])
    .execute();
}

/** RMAs whose first resolving history entry falls in the period: when each was requested and resolved. */
export async function resolutions(db: Db, scope: InsightScope) {
  return db
    .selectFrom('rma_history as h')
    .innerJoin('rmas', 'rmas.id', 'h.rma_id')
    .select(['rmas.type', 'rmas.store', 'rmas.created_at', 'h.status_date'])
    .where((eb) =>
      eb.and([
        ...inStores(eb, scope),
        eb('h.status', 'in', RESOLVING_STATUSES),
        eb('h.status_date', '>=', scope.from),
        eb('h.status_date', '<', scope.to),
        eb.not(
          eb.exists(
            eb
              .selectFrom('rma_history as e')
              .select(sql<number>`1`.as('one'))
              .whereRef('e.rma_id', '=', 'h.rma_id')
              .where('e.status', 'in', RESOLVING_STATUSES)
              .whereRef('e.seq', '<', 'h.seq'),
          ),
        ),
      ]),
    )
    .execute();
}

/**
 * Open RMAs now by status and age bucket; `since` gives each bucket's oldest request instant, youngest bucket first
 * (an RMA falls in the first bucket whose instant it is not older than).
 */
export async function backlogCounts(db: Db, stores: readonly string[] | null, since: readonly [string, string][]) {
  const bucket = since.reduceRight(
    (otherwise, [key, instant]) =>
      sql<string>`case when rmas.created_at >= ${instant} then ${key} else ${otherwise} end`,
    sql<string>`${'15+'}`,
  );
  return db
    .selectFrom('rmas')
    .select(['rmas.status', bucket.as('bucket'), sql<number>`count(*)`.as('n')])
    .where((eb) =>
      eb.and([...(stores === null ? [] : [eb('rmas.store', 'in', stores)]), eb('rmas.status', 'in', OPEN_STATUSES)]),
    )
    .groupBy(['rmas.status', 'bucket'])
    .execute();
}

import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database, RmaLineTable } from '../../db/schema.js';
import { addMonths } from '../../../shared/dates.js';
import type { TRma } from '../format.js';
import type { CheckContext } from '../check-context.js';
import { sameFields, type Tally } from '../counts.js';
import { upsert } from '../sql.js';
import type { LooseRecord } from '../types.js';
import {
  orderLineAfterImport,
  type OrderLineIdOf,
  type OrderLookup,
  type OrdersPlan,
  type StoredOrders,
} from './orders.js';
import type { Catalogue, ProductRefs } from './products.js';
import type { SerialCheck } from './serials.js';

/**
 * The product lines of an RMA: what is returned, how (RF refund, RP repair, RN replacement), and the
 * order line it was bought on when known, from which its purchase date and warranty follow.
 */

type LooseRma = LooseRecord<'rmas'>;
type LooseRmaLine = NonNullable<NonNullable<LooseRma['lines']>[number]>;

export interface RmaLineRefs {
  products: ProductRefs;
  checkSerial: SerialCheck;
  orders: OrderLookup;
}

/** Why a line's method does not suit its RMA's type (1 refund, 2 replacement), or undefined. */
export function methodProblem(type: number | undefined, method: string | undefined): string | undefined {
  if (type === 1 && method !== undefined && method !== 'RF') return "a refund RMA's lines use RF";
  if (type === 2 && method === 'RF') return "a replacement RMA's lines use RP or RN";
  return undefined;
}

/** Checks one line of rmas[i], at path `lp`. */
export function checkRmaLine(
  rma: LooseRma,
  line: LooseRmaLine,
  lp: string,
  i: number,
  ctx: CheckContext,
  refs: RmaLineRefs,
) {
  const report = (text: string) => ctx.report('rmas', i, text);
  const wrongMethod = methodProblem(rma.type, line.method);
  if (wrongMethod) report(`${lp}.method: ${wrongMethod}`);
  if (line.sku !== undefined) {
    if (!refs.products.known(line.sku)) report(`${lp}.sku: unknown product`);
    else if (line.faultCode !== undefined && !ctx.broken.skus.has(line.sku)) {
      if (!refs.products.faultKnown(line.sku, line.faultCode)) {
        report(`${lp}.faultCode: not in the product's fault list`);
      }
    }
  }
  refs.checkSerial(line.serialNumber, line.sku, `${lp}.serialNumber`, 'rmas', i);
  checkOrderLine(rma, line, lp, ctx, report, refs.orders);
}

/** The order line an RMA line names: both fields or neither, of an order of the same store and customer. */
function checkOrderLine(
  rma: LooseRma,
  line: LooseRmaLine,
  lp: string,
  ctx: CheckContext,
  report: (text: string) => void,
  orders: OrderLookup,
): void {
  if ((line.orderNumber === undefined) !== (line.orderLineNo === undefined)) {
    const missing = line.orderNumber === undefined ? 'orderNumber' : 'orderLineNo';
    const other = missing === 'orderNumber' ? 'orderLineNo' : 'orderNumber';
    // Only when the field is truly absent, not merely invalid (that was reported already).
    if (!ctx.reportedAt(`${lp}.${missing}`)) report(`${lp}.${missing}: required with ${other}`);
    return;
  }
  if (line.orderNumber === undefined || line.orderLineNo === undefined) return;
  const order = orders(line.orderNumber);
  if (!order) {
    if (!ctx.broken.orderNumbers.has(line.orderNumber)) report(`${lp}.orderNumber: unknown order`);
    return;
  }
  if (rma.store !== undefined && order.store !== undefined && order.store !== rma.store) {
    report(`${lp}.orderNumber: order belongs to another store (${order.store})`);
  } else if (rma.email !== undefined && order.email !== undefined && order.email !== rma.email) {
    report(`${lp}.orderNumber: order belongs to another customer`);
  }
  const orderLine = order.lines.get(line.orderLineNo);
  if (!orderLine) {
    if (!order.incomplete) report(`${lp}.orderLineNo: no line ${line.orderLineNo} in order ${line.orderNumber}`);
  } else if (line.sku !== undefined && orderLine.sku !== undefined && orderLine.sku !== line.sku) {
    report(`${lp}.sku: does not match the order line's product (SKU ${orderLine.sku})`);
  }
}

export type RmaLinesPlan = (Omit<Insertable<RmaLineTable>, 'id' | 'rma_id' | 'order_line_id'> & {
  rmaNo: string;
  orderRef: { orderNumber: string; lineNo: number } | null;
})[];

export interface RmaLinePlanRefs {
  products: Catalogue;
  orders: OrdersPlan;
  storedOrders: StoredOrders;
}

/** Plans the lines of one RMA against its stored lines (by line number). */
export function planRmaLines(
  r: TRma,
  storedLines: ReadonlyMap<number, Selectable<RmaLineTable>> | undefined,
  refs: RmaLinePlanRefs,
  tally: Tally,
  out: RmaLinesPlan,
): void {
  for (const line of r.lines) {
    const orderRef =
      line.orderNumber !== undefined && line.orderLineNo !== undefined
        ? { orderNumber: line.orderNumber, lineNo: line.orderLineNo }
        : null;
    const orderLine = orderRef
      ? orderLineAfterImport(refs.orders, refs.storedOrders, orderRef.orderNumber, orderRef.lineNo)
      : { id: null, orderDate: undefined };
    const purchaseDate = line.purchaseDate ?? orderLine.orderDate ?? '';
    const { id: productId, warrantyMonths } = refs.products.product(line.sku);
    const row = {
      line_no: line.lineNo,
      product_id: productId,
      serial_number: line.serialNumber ?? '',
      invoice_number: line.invoiceNumber,
      purchase_date: purchaseDate,
      warranty_expiry: line.warrantyExpiry ?? (purchaseDate ? addMonths(purchaseDate, warrantyMonths) : ''),
      status: line.status,
      method: line.method,
      unit_price: line.unitPrice,
      reason: line.reason,
      fault_category: line.faultCode ? refs.products.faultCategory(line.sku, line.faultCode) : '',
      fault_code: line.faultCode ?? '',
      comments: line.comments,
      other_comments: line.otherComments,
      cosmetic: line.cosmetic,
    };
    const storedLine = storedLines?.get(line.lineNo);
    const same = storedLine !== undefined && sameFields({ ...row, order_line_id: orderLine.id }, storedLine);
    if (tally('rmas.lines', storedLine, same)) out.push({ ...row, rmaNo: r.rmaNo, orderRef });
  }
}

export async function writeRmaLines(
  trx: Kysely<Database>,
  plan: RmaLinesPlan,
  rmaIdOf: (rmaNo: string) => Promise<string>,
  orderLineIdOf: OrderLineIdOf,
): Promise<void> {
  const rows: Record<string, unknown>[] = [];
  for (const { rmaNo, orderRef, ...line } of plan) {
    rows.push({
      ...line,
      rma_id: await rmaIdOf(rmaNo),
      order_line_id: orderRef ? await orderLineIdOf(orderRef.orderNumber, orderRef.lineNo) : null,
    });
  }
  await upsert(trx, 'rma_lines', rows, ['rma_id', 'line_no']);
}

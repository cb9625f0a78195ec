import { isValidIsoDate } from '../../../shared/dates.js';
import { returnsEligibility } from '../../../shared/rules/eligibility.js';
import { warrantyInfo } from '../../../shared/rules/warranty.js';
import type { TFaultItem, TOrder, TProductLine } from '../../../shared/schemas/index.js';
import type { Store } from '../../../shared/stores.js';
import type { AppContext } from '../../context.js';
import type { CatalogueProduct, Order, OrderLine } from '../../platform/types.js';
import { uploadUrl } from '../uploads/service.js';
import { normaliseSerial, rmaLinesForOrderLines, rmasForSerials } from '../rmas/service.js';
import type { Session } from '../session/service.js';
import type { LineState, ReasonState, WizardState } from '../session/state.js';

/**
 * The one place that turns orders, retail lines and the session's LineState into the product lines the
 * client renders (ZProductLine). Everything the customer sees about a line — selection, serial flags,
 * warranty, eligibility, whether an RMA already holds it — is computed here, from server truth.
 */


export const RETAIL_PREFIX = 'r-';

export function isRetailSourceId(sourceId: string): boolean {
  return sourceId.startsWith(RETAIL_PREFIX);
}

/** An order line's sourceId is its id: stable, and meaningless without the owning e-mail. */
export function orderLineSourceId(orderLineId: number): string {
  return String(orderLineId);
}

export function sameEmail(a: string, b: string): boolean {
  return a.trim() !== '' && a.trim().toLowerCase() === b.trim().toLowerCase();
}

export function blankLineState(
  fields: Pick<LineState, 'sourceId' | 'productId' | 'orderNumber' | 'orderLineId'>,
): LineState {
  return {
    ...fields,
    selected: false,
    actionSelected: 0,
    serialNumber: '',
    serialResult: '',
    invoiceNumber: '',
    proofUploadId: '',
    purchaseDate: '',
    addedAt: 0,
  };
}

/** The next ordinal for addedAt: order of addition for retail lines, of selection for order lines. */
export function nextOrdinal(state: WizardState): number {
  return Object.values(state.lines).reduce((max, line) => Math.max(max, line.addedAt), 0) + 1;
}

/** Retail lines of the session, in the order they were added. */
export function retailLineStates(state: WizardState): LineState[] {
  return Object.values(state.lines)
    .filter((line) => line.orderNumber === '' && isRetailSourceId(line.sourceId))
    .sort((a, b) => a.addedAt - b.addedAt);
}

export interface BuildOptions {
  /** Orders (of the session's e-mail and store) whose lines to build, in the order to list them. */
  orders?: readonly Order[];
  /** Build the retail list too. */
  retail?: boolean;
}

export interface BuiltLines {
  orders: TOrder[];
  retail: TProductLine[];
}

interface LineFacts {
  sourceId: string;
  product: CatalogueProduct;
  faults: TFaultItem[];
  orderNumber: string;
  /** Order date for a web-store line, the date the customer gave for a retail line. */
  purchaseDate: string;
  boughtFromStore: boolean;
  recordedSerial: string;
  submitted: boolean;
  childOfMaster: boolean;
  masterOfChild: boolean;
  unitPrice: number;
  state: LineState | undefined;
  reason: ReasonState | undefined;
}

function toProductLine(f: LineFacts, store: Store, today: string): TProductLine {
  const s = f.state;
  const known = isValidIsoDate(f.purchaseDate);
  const warranty = known
    ? warrantyInfo({
        purchaseDate: f.purchaseDate,
        warrantyMonths: f.product.warrantyMonths,
        extendedWarranty: f.product.extendedWarranty,
        today,
      })
    : null;
  const locked = f.recordedSerial !== '';
  const result = locked ? 'success' : (s?.serialResult ?? '');
  const selected = !f.submitted && (s?.selected ?? false);
  const invoiceNumber = s?.invoiceNumber ?? '';
  return {
    sourceId: f.sourceId,
    masterId: f.product.masterId,
    id: f.product.id,
    name: f.product.name,
    sku: f.product.sku,
    image: f.product.image,
    orderNumber: f.orderNumber,
    selected,
    actionSelected: selected ? (s?.actionSelected ?? 0) : 0,
    store,
    serialNumber: locked ? f.recordedSerial : (s?.serialNumber ?? ''),
    serialNumberLocked: locked,
    serialNumberFinish: result === 'success',
    serialNumCreated: result === 'created',
    serialNumInvalid: result === 'invalid',
    serialNumNotMatch: result === 'notmatch',
    invoiceNumber,
    invoiceNumberFinish: invoiceNumber !== '',
    purchaseProof: uploadUrl(s?.proofUploadId ?? ''),
    purchaseDate: known ? f.purchaseDate : '',
    submitted: f.submitted,
    returnsEligibility: known
      ? returnsEligibility({
          purchaseDate: f.purchaseDate,
          satisfactionDays: f.product.satisfactionDays,
          boughtFromStore: f.boughtFromStore,
          today,
        })
      : 0,
    // Shown as a count of days left: an expired warranty has none left rather than a negative number.
    warrantyDaysRemain: warranty ? Math.max(0, warranty.daysRemaining) : 0,
    warrantyExpiryDate: warranty?.expiryDate ?? '',
    warrantyStatus: warranty?.status ?? '',
    childOfMaster: f.childOfMaster,
    masterOfChild: f.masterOfChild,
    faultList: f.faults,
    faultCat: f.reason?.faultCategory ?? '',
    faultCode: f.reason?.faultCode ?? '',
    comments: f.reason?.comments ?? '',
    otherComments: f.reason?.otherComments ?? '',
    damageImage: uploadUrl(f.reason?.damageUploadId ?? ''),
    unitPrice: f.unitPrice,
  };
}

/** The serial that makes a line "submitted" when an RMA holds it: the shipped one, or one the check accepted. */
function heldSerialOf(recordedSerial: string, state: LineState | undefined): string {
  if (recordedSerial) return recordedSerial;
  return state?.serialResult === 'success' ? state.serialNumber : '';
}

/**
 * Product lines of the given orders and (optionally) of the retail list, in a fixed number of queries
 * whatever the number of lines: products, faults, RMAs by order line, RMAs by serial.
 */
export async function buildLines(ctx: AppContext, session: Session, opts: BuildOptions): Promise<BuiltLines> {
  const { state } = session;
  const orders = opts.orders ?? [];
  const retailStates = opts.retail ? retailLineStates(state) : [];
  const orderLines = orders.flatMap((order) => order.lines);
  if (orderLines.length === 0 && retailStates.length === 0) {
    return {
      orders: orders.map((o) => ({ orderNumber: o.orderNumber, orderDate: o.orderDate, items: [] })),
      retail: [],
    };
  }

  const stateOf = (sourceId: string) => state.lines[sourceId];
  const productIds = [...orderLines.map((l) => l.productId), ...retailStates.map((l) => l.productId)];
  const serials = [
    ...orderLines.map((l) => heldSerialOf(l.serialNumber, stateOf(orderLineSourceId(l.id)))),
    ...retailStates.map((l) => heldSerialOf('', l)),
  ].filter((s) => s !== '');
  const { catalogue } = ctx.platform;
  const [products, faults, heldLines, heldSerials] = await Promise.all([
    catalogue.products(productIds),
    catalogue.faults(productIds),
    rmaLinesForOrderLines(
      ctx.db,
      orderLines.map((l) => l.id),
    ),
    rmasForSerials(ctx.db, serials),
  ]);
  const today = ctx.today();
  const isHeldSerial = (serial: string) => serial !== '' && heldSerials.has(normaliseSerial(serial));

  const builtOrders: TOrder[] = orders.map((order) => {
    const parents = new Set(order.lines.map((l) => l.parentLineNo).filter((n) => n > 0));
    const items = order.lines.flatMap((line: OrderLine) => {
      const product = products.get(line.productId);
      if (!product) return [];
      const sourceId = orderLineSourceId(line.id);
      const lineState = stateOf(sourceId);
      return [
        toProductLine(
          {
            sourceId,
            product,
            faults: faults.get(line.productId) ?? [],
            orderNumber: order.orderNumber,
            purchaseDate: order.orderDate,
            boughtFromStore: true,
            recordedSerial: line.serialNumber,
            submitted: heldLines.has(line.id) || isHeldSerial(heldSerialOf(line.serialNumber, lineState)),
            childOfMaster: line.parentLineNo > 0,
            masterOfChild: parents.has(line.lineNo),
            unitPrice: line.unitPrice,
            state: lineState,
            reason: state.reasons[sourceId],
          },
          session.store,
          today,
        ),
      ];
    });
    return { orderNumber: order.orderNumber, orderDate: order.orderDate, items };
  });

  const retail = retailStates.flatMap((lineState) => {
    const product = products.get(lineState.productId);
    if (!product) return [];
    return [
      toProductLine(
        {
          sourceId: lineState.sourceId,
          product,
          faults: faults.get(lineState.productId) ?? [],
          orderNumber: '',
          purchaseDate: lineState.purchaseDate,
          // Products bought from other retailers are not refundable here.
          boughtFromStore: false,
          recordedSerial: '',
          submitted: isHeldSerial(heldSerialOf('', lineState)),
          childOfMaster: false,
          masterOfChild: false,
          unitPrice: product.price,
          state: lineState,
          reason: state.reasons[lineState.sourceId],
        },
        session.store,
        today,
      ),
    ];
  });

  return { orders: builtOrders, retail };
}

/** The session e-mail's orders in the session's store, newest first. */
/**
 * Whether the session may see the order history of its e-mail. A member's history is shown only to that
 * member signed in: a guest who types a registered member's e-mail is asked to sign in instead (spec section 6).
 */
export async function mayListHistory(ctx: AppContext, session: Session): Promise<boolean> {
  if (!session.email) return false;
  if (session.memberId !== null) return true;
  return (await ctx.platform.members.findByEmail(session.email)) === null;
}

export async function ownOrders(ctx: AppContext, session: Session): Promise<Order[]> {
  if (!(await mayListHistory(ctx, session))) return [];
  return ctx.platform.orders.ordersOf(session.email, session.store);
}

/** Selected lines, in the order they were chosen (selection order for order lines, addition order for retail). */
export function selectedInChoiceOrder(lines: readonly TProductLine[], state: WizardState): TProductLine[] {
  return lines
    .filter((line) => line.selected)
    .sort((a, b) => (state.lines[a.sourceId]?.addedAt ?? 0) - (state.lines[b.sourceId]?.addedAt ?? 0));
}

/**
 * The lines currently selected for the request, in the order chosen: the retail list's in retail mode,
 * the order list's otherwise (none while checking an RMA's status). Lines an RMA now holds are not selected.
 */
export async function selectedProductLines(ctx: AppContext, session: Session): Promise<TProductLine[]> {
  const { state } = session;
  if (state.mode === 'rma-status') return [];
  if (state.mode === 'retail') {
    const built = await buildLines(ctx, session, { retail: true });
    return selectedInChoiceOrder(built.retail, state);
  }
  const chosen = new Set(
    Object.values(state.lines)
      .filter((line) => line.selected && line.orderNumber !== '')
      .map((line) => line.orderNumber),
  );
  if (chosen.size === 0) return [];
  const orders = (await ownOrders(ctx, session)).filter((order) => chosen.has(order.orderNumber));
  const built = await buildLines(ctx, session, { orders });
  return selectedInChoiceOrder(
    built.orders.flatMap((order) => order.items),
    state,
  );
}

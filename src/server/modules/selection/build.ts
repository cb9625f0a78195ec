import { isValidIsoDate } from '../../../shared/dates.js';
import { returnsEligibility } from '../../../shared/rules/eligibility.js';
import { warrantyInfo } from '../../../shared/rules/warranty.js';
import type { TFaultItem, TOrder, TProductLine } from '../../../shared/schemas/index.js';
import { STORE_INFO, type Store } from '../../../shared/stores.js';
import type { Language } from '../../../shared/languages.js';
import { faultTextsIn } from '../../../shared/rules/faults.js';
import type { AppContext } from '../../context.js';
import type { CatalogueFault, CatalogueProduct, Order, OrderLine } from '../../platform/types.js';
import { uploadUrl } from '../uploads/service.js';
import { normaliseSerial } from '../../../shared/rules/identifiers.js';
import type { Session } from '../session/service.js';
import type { LineState, ReasonState } from '../session/state.js';
import { rmaHolds, type RmaHolds } from '../rmas/repository.js';
import { orderLineSourceId, retailLineStates } from './line-state.js';

/**
 * The one place that turns orders, retail lines and the session's LineState into the product lines the
 * client renders (ZProductLine). Everything the customer sees about a line — selection, serial flags,
 * warranty, eligibility, whether an RMA already holds it — is computed here, from server truth.
 */

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
  faults: readonly CatalogueFault[];
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

/** A fault as the customer of a store reads it (docs/data-format.md#faults): in the store's language, else English. */
function localFault({ translations, ...fault }: CatalogueFault, language: Language): TFaultItem {
  const texts = faultTextsIn(
    { description: fault.faultCodeDesc, category: fault.faultCategory, translations },
    language,
  );
  return { ...fault, faultCodeDesc: texts.description, faultCategoryDesc: texts.category };
}

/**
 * Each product's fault list as the customers of one language read it, made once per list the catalogue hands out
 * (docs/decisions/0034-portal-memory-and-hot-answers.md). The catalogue keeps one frozen list per product and
 * language until an import raises its version (decision 0033), so every line of the product, in every answer until
 * then, carries the same frozen list, whose JSON the answer's serialiser then writes once (lib/kept-json.ts). A
 * list that is not frozen through (another platform's) could still change, so it is localised anew each time.
 */
const localFaultLists = new WeakMap<readonly CatalogueFault[], Map<Language, TFaultItem[]>>();

function localFaultList(faults: readonly CatalogueFault[], language: Language): TFaultItem[] {
  const kept = localFaultLists.get(faults)?.get(language);
  if (kept) return kept;
  const list = faults.map((fault) => localFault(fault, language));
  if (!frozenThrough(faults)) return list;
  for (const fault of list) Object.freeze(fault);
  Object.freeze(list);
  let byLanguage = localFaultLists.get(faults);
  if (!byLanguage) localFaultLists.set(faults, (byLanguage = new Map()));
  byLanguage.set(language, list);
  return list;
}

function frozenThrough(value: unknown): boolean {
  if (value === null || typeof value !== 'object') return true;
  return Object.isFrozen(value) && Object.values(value).every(frozenThrough);
}

function toProductLine(f: LineFacts, store: Store, today: string): TProductLine {
  const s = f.state;
  const known = isValidIsoDate(f.purchaseDate);
  const warranty = known
    ? warrantyInfo({
        purchaseDate: f.purchaseDate,
        warrantyMonths: f.product.warrantyMonths,
        extendedWarranty: f.product.extendedWarranty,
        store,
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
    faultList: localFaultList(f.faults, STORE_INFO[store].language),
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

/** What a build looks up once for all its lines: products with faults, and the RMAs holding lines or serials. */
interface Lookups {
  products: Map<number, CatalogueProduct & { faults: CatalogueFault[] }>;
  holds: RmaHolds;
  today: string;
}

function isHeldSerial(lookups: Lookups, serial: string): boolean {
  return serial !== '' && lookups.holds.bySerial.has(normaliseSerial(serial));
}

function buildOrder(order: Order, session: Session, lookups: Lookups): TOrder {
  const { state } = session;
  const parents = new Set(order.lines.map((l) => l.parentLineNo).filter((n) => n > 0));
  const items = order.lines.flatMap((line: OrderLine) => {
    const product = lookups.products.get(line.productId);
    if (!product) return [];
    const sourceId = orderLineSourceId(line.id);
    const lineState = state.lines[sourceId];
    const fact: LineFacts = {
      sourceId,
      product,
      faults: product.faults,
      orderNumber: order.orderNumber,
      purchaseDate: order.orderDate,
      boughtFromStore: true,
      recordedSerial: line.serialNumber,
      submitted: lookups.holds.byLine.has(line.id) || isHeldSerial(lookups, heldSerialOf(line.serialNumber, lineState)),
      childOfMaster: line.parentLineNo > 0,
      masterOfChild: parents.has(line.lineNo),
      unitPrice: line.unitPrice,
      state: lineState,
      reason: state.reasons[sourceId],
    };
    return [toProductLine(fact, session.store, lookups.today)];
  });
  return { orderNumber: order.orderNumber, orderDate: order.orderDate, items };
}

function buildRetailLine(lineState: LineState, session: Session, lookups: Lookups): TProductLine[] {
  const product = lookups.products.get(lineState.productId);
  if (!product) return [];
  const fact: LineFacts = {
    sourceId: lineState.sourceId,
    product,
    faults: product.faults,
    orderNumber: '',
    purchaseDate: lineState.purchaseDate,
    // Products bought from other retailers are not refundable here.
    boughtFromStore: false,
    recordedSerial: '',
    submitted: isHeldSerial(lookups, heldSerialOf('', lineState)),
    childOfMaster: false,
    masterOfChild: false,
    unitPrice: product.price,
    state: lineState,
    reason: session.state.reasons[lineState.sourceId],
  };
  return [toProductLine(fact, session.store, lookups.today)];
}

/**
 * Product lines of the given orders and (optionally) of the retail list, in two statements whatever the
 * number of lines: the products with their faults, and the RMAs holding the lines or their serials.
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
  const productIds = [...orderLines.map((l) => l.productId), ...retailStates.map((l) => l.productId)];
  const serials = [
    ...orderLines.map((l) => heldSerialOf(l.serialNumber, state.lines[orderLineSourceId(l.id)])),
    ...retailStates.map((l) => heldSerialOf('', l)),
  ].filter((s) => s !== '');
  const [products, holds] = await Promise.all([
    ctx.platform.catalogue.productsWithFaults(productIds, STORE_INFO[session.store].language, session.catalogueVersion),
    rmaHolds(ctx.db, { orderLineIds: orderLines.map((l) => l.id), serials }),
  ]);
  const lookups: Lookups = { products, holds, today: ctx.today() };
  return {
    orders: orders.map((order) => buildOrder(order, session, lookups)),
    retail: retailStates.flatMap((lineState) => buildRetailLine(lineState, session, lookups)),
  };
}

import { platformOf } from '../../platform/index.js';
import crypto from 'node:crypto';
import { NatureOfEnquiry, ProductAction, type PurchaseMode } from '../../../shared/codes.js';
import { INVOICE_NUMBER_MAX, MAX_SELECTED_PRODUCTS, SERIAL_NUMBER_MAX } from '../../../shared/limits.js';
import type { MessageKey } from '../../../shared/messages.js';
import {
  canSelectMore,
  japanSelectionDisabled,
  retailReplacementMissing,
  validateInvoiceNumberInput,
  validatePurchaseDate,
  validateSerialNumberInput,
} from '../../../shared/rules/selection.js';
import type {
  TProductLine,
  TRmaDetail,
  TServiceRequiredBody,
  TYourProductsResponse,
} from '../../../shared/schemas/index.js';
import type {
  TAddProductBody,
  TProductsOutcomeResponse,
  TSearchOrderOutcomeResponse,
} from '../../../shared/schemas/your-products.js';
import { STORE_INFO, type Store } from '../../../shared/stores.js';
import type { AppContext } from '../../app.js';
import { enquiryForStore } from '../../../shared/rules/enquiry.js';
import type { TWizard } from '../../../shared/schemas/wizard.js';
import { currentWizard } from './wizard.js';
import { wizardOf } from '../session/wizard.js';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors.js';
import { messageForStore } from '../../lib/messages.js';
import type { Order, OrderLine } from '../../platform/types.js';
import { deleteUpload, discardFile, saveUpload, type ReceivedFile } from '../files/service.js';
import { findRmaDetailForCustomer, rmaForSerial, rmaLinesForOrderLines } from '../rmas/service.js';
import type { Session } from '../session/service.js';
import type { LineState, WizardState } from '../session/state.js';
import {
  blankLineState,
  buildLines,
  isRetailSourceId,
  nextOrdinal,
  orderLineSourceId,
  ownOrders,
  mayListHistory,
  RETAIL_PREFIX,
  retailLineStates,
  sameEmail,
  selectedInChoiceOrder,
} from './lines.js';
import { rmaNumbersOf } from './repository.js';

const MAX = MAX_SELECTED_PRODUCTS;
/** Retail lines kept in a session, selected or not: enough to change one's mind, bounded so state stays small. */
export const RETAIL_LINES_KEPT = 4 * MAX;
export const SEARCH_MIN_CHARS = 2;
export const SEARCH_MAX_RESULTS = 10;

type Outcome = { code: MessageKey; values?: Record<string, string | number> };

function withOutcome(
  store: Store,
  status: string,
  products: TProductLine[],
  outcome?: Outcome,
): TProductsOutcomeResponse {
  return {
    status,
    products,
    ...(outcome ? { code: outcome.code, message: messageForStore(store, outcome.code, outcome.values) } : {}),
  };
}

/** Every call here works on the e-mail of "your details": without it there is nothing to list. */
function requireDetails(session: Session): void {
  if (!session.state.details || !session.email) throw badRequest('enterEmail');
}

// ---------------------------------------------------------------------------------------------------
// Lines: which list a sourceId names, for this session only.

type Target =
  | { kind: 'order'; sourceId: string; order: Order; line: OrderLine; orders: Order[] }
  | { kind: 'retail'; sourceId: string; line: LineState };

/** The line a sourceId names among the session's own lines; anything else answers like an unknown line. */
async function resolveLine(ctx: AppContext, session: Session, sourceId: string): Promise<Target> {
  const id = sourceId.trim();
  if (isRetailSourceId(id)) {
    const line = session.state.lines[id];
    if (line && line.orderNumber === '') return { kind: 'retail', sourceId: id, line };
  } else if (/^\d{1,10}$/.test(id)) {
    const orders = await ownOrders(ctx, session);
    for (const order of orders) {
      const line = order.lines.find((l) => orderLineSourceId(l.id) === id);
      if (line) return { kind: 'order', sourceId: id, order, line, orders };
    }
  }
  throw notFound('not-found', 'notFound');
}

/** The line's state, created for an order line the customer touches for the first time. */
function lineStateFor(state: WizardState, target: Target): LineState {
  const existing = state.lines[target.sourceId];
  if (existing) return existing;
  if (target.kind === 'retail') throw notFound('not-found', 'notFound');
  const created = blankLineState({
    sourceId: target.sourceId,
    productId: target.line.productId,
    orderNumber: target.order.orderNumber,
    orderLineId: target.line.id,
  });
  state.lines[target.sourceId] = created;
  return created;
}

/** The lines of the list a target is in: its order's items, or the retail list. */
async function listOf(ctx: AppContext, session: Session, target: Target): Promise<TProductLine[]> {
  if (target.kind === 'retail') return (await buildLines(ctx, session, { retail: true })).retail;
  return (await buildLines(ctx, session, { orders: [target.order] })).orders[0]?.items ?? [];
}

async function retailList(ctx: AppContext, session: Session): Promise<TProductLine[]> {
  return (await buildLines(ctx, session, { retail: true })).retail;
}

function findLine(lines: TProductLine[], sourceId: string): TProductLine | undefined {
  return lines.find((line) => line.sourceId === sourceId);
}

// ---------------------------------------------------------------------------------------------------
// GET /api/your-products

export async function yourProducts(ctx: AppContext, session: Session): Promise<TYourProductsResponse> {
  requireDetails(session);
  // One look-up decides both lists: orders and RMA numbers are history alike.
  const mayList = await mayListHistory(ctx, session);
  const [orders, rmaNumberList] = await Promise.all([
    mayList ? platformOf(ctx).orders.ordersOf(session.email, session.store) : [],
    mayList ? rmaNumbersOf(ctx.db, session.email, session.store) : [],
  ]);
  const { state } = session;
  const current = orders.find((o) => o.orderNumber === state.orderNumber);
  const listed = current ? [current, ...orders.filter((o) => o !== current)] : orders;
  const built = await buildLines(ctx, session, { orders: listed, retail: true });
  const wizard = wizardOf(state, session.store, orders.length > 0);
  const { natureEnquiry: action, mode } = wizard;
  const selected =
    mode === 'retail'
      ? selectedInChoiceOrder(built.retail, state)
      : mode === 'estore'
        ? selectedInChoiceOrder(
            built.orders.flatMap((o) => o.items),
            state,
          )
        : [];
  return {
    orderList: built.orders,
    selected,
    retailList: built.retail,
    orderNumber: current ? current.orderNumber : '',
    orderNumberList: orders.map((o) => o.orderNumber),
    rmaNumber: state.rmaNumber,
    rmaNumberList,
    // Every store lets a customer ask about a product bought from another retailer.
    showRetailer: true,
    suggest: [],
    action,
    mode,
    wizard,
  };
}

// ---------------------------------------------------------------------------------------------------
// search-order, search-rma-request

export async function searchOrder(
  ctx: AppContext,
  session: Session,
  keyword: string,
): Promise<TSearchOrderOutcomeResponse> {
  requireDetails(session);
  const number = keyword.trim();
  if (!number) throw badRequest('enterOrderNumber');
  const order = await platformOf(ctx).orders.byNumber(number);
  // Unknown and another customer's number get the same answer: a search reveals nothing about others.
  if (!order || !sameEmail(order.email, session.email) || !(await mayListHistory(ctx, session))) {
    return {
      status: 'not-found',
      code: 'orderNotFound',
      message: messageForStore(session.store, 'orderNotFound'),
      orderList: [],
      wizard: await currentWizard(ctx, session),
    };
  }
  // The customer's own order, placed in another store: theirs, but not this store's to handle.
  if (order.store !== session.store) {
    return {
      status: 'not-owner',
      code: 'orderNotOwned',
      message: messageForStore(session.store, 'orderNotOwned'),
      orderList: [],
      wizard: await currentWizard(ctx, session),
    };
  }
  await ctx.sessions.update(session, (state) => {
    state.orderNumber = order.orderNumber;
    if (state.mode !== 'estore') state.mode = 'estore';
    if (state.natureEnquiry === NatureOfEnquiry.Status)
      state.natureEnquiry = enquiryForStore(NatureOfEnquiry.Return, session.store);
  });
  const built = await buildLines(ctx, session, { orders: [order] });
  return { status: 'success', orderList: built.orders, wizard: await currentWizard(ctx, session, true) };
}

export interface RmaSearchAnswer {
  status: string;
  code?: string;
  message?: string;
  detail: TRmaDetail | null;
  wizard: TWizard;
}

async function lookUpRma(ctx: AppContext, session: Session, rmaNumber: string) {
  const rmaNo = rmaNumber.trim();
  if (!rmaNo) throw badRequest('enterRmaNumber');
  return findRmaDetailForCustomer(ctx, {
    rmaNo,
    email: session.email,
    store: session.store,
    loggedIn: session.memberId !== null,
  });
}

export async function searchRmaRequest(ctx: AppContext, session: Session, keyword: string): Promise<RmaSearchAnswer> {
  requireDetails(session);
  const found = await lookUpRma(ctx, session, keyword);
  await ctx.sessions.update(session, (state) => {
    state.natureEnquiry = NatureOfEnquiry.Status;
    state.mode = 'rma-status';
    if (found) state.rmaNumber = found.detail.rmaNo;
  });
  // A status check's wizard needs no orders: its mode is rma-status.
  const wizard = await currentWizard(ctx, session);
  if (!found) {
    return {
      status: 'not-found',
      code: 'rmaNotFound',
      message: messageForStore(session.store, 'rmaNotFound'),
      detail: null,
      wizard,
    };
  }
  if (found.status === 'rma-cancelled') {
    return {
      status: found.status,
      code: 'rmaCancelled',
      message: messageForStore(session.store, 'rmaCancelled'),
      detail: found.detail,
      wizard,
    };
  }
  return { status: found.status, detail: found.detail, wizard };
}

// ---------------------------------------------------------------------------------------------------
// select

/**
 * The action a selection records: the nature of enquiry (4 and 5 kept, as contact actions); 2 where returns
 * are not offered, and for a retail line, since a product bought elsewhere is never returned here.
 */
function selectionAction(store: Store, action: number | undefined, state: WizardState, retail: boolean): number {
  const allowed: number[] = [
    ProductAction.Return,
    ProductAction.Replacement,
    ProductAction.Contact,
    ProductAction.ProofContact,
  ];
  const chosen =
    action !== undefined && allowed.includes(action)
      ? action
      : state.natureEnquiry === NatureOfEnquiry.ProofContact
        ? ProductAction.ProofContact
        : enquiryForStore(state.natureEnquiry, store);
  if (chosen === ProductAction.Contact && retail) return ProductAction.Replacement;
  return chosen === ProductAction.Return && (retail || STORE_INFO[store].replacementOnly)
    ? ProductAction.Replacement
    : chosen;
}

/** Selected lines of the same list as the target, other than the target (lines an RMA now holds do not count). */
async function otherSelected(
  ctx: AppContext,
  session: Session,
  target: Target,
): Promise<(state: WizardState) => number> {
  if (target.kind === 'retail') {
    return (state) => retailLineStates(state).filter((l) => l.selected && l.sourceId !== target.sourceId).length;
  }
  const ownNumbers = new Set(target.orders.map((o) => o.orderNumber));
  const selectedIds = Object.values(session.state.lines)
    .filter((l) => l.selected && l.orderLineId !== null && ownNumbers.has(l.orderNumber))
    .map((l) => l.orderLineId!);
  const held = await rmaLinesForOrderLines(ctx.db, selectedIds);
  return (state) =>
    Object.values(state.lines).filter(
      (l) =>
        l.selected &&
        l.sourceId !== target.sourceId &&
        l.orderLineId !== null &&
        ownNumbers.has(l.orderNumber) &&
        !held.has(l.orderLineId),
    ).length;
}

export async function selectLine(
  ctx: AppContext,
  session: Session,
  input: { keyword: string; action?: number | undefined },
): Promise<TProductsOutcomeResponse> {
  requireDetails(session);
  const target = await resolveLine(ctx, session, input.keyword);
  const before = await listOf(ctx, session, target);
  const line = findLine(before, target.sourceId);
  if (!line) throw notFound('not-found', 'notFound');

  if (line.submitted) {
    if (session.state.lines[target.sourceId]?.selected) {
      await ctx.sessions.update(session, (state) => {
        const s = state.lines[target.sourceId];
        if (s) Object.assign(s, { selected: false, actionSelected: 0 });
      });
    }
    return withOutcome(session.store, 'rma-exists', await listOf(ctx, session, target), { code: 'rmaExists' });
  }

  const selecting = !line.selected;
  if (selecting && japanSelectionDisabled(session.store, line.warrantyDaysRemain)) throw badRequest('invalidRequest');
  const countOthers = await otherSelected(ctx, session, target);
  const action = selectionAction(session.store, input.action, session.state, target.kind === 'retail');
  const result = await ctx.sessions.update(session, (state): 'success' | 'selected-maximum' => {
    const s = lineStateFor(state, target);
    if (!selecting) {
      s.selected = false;
      s.actionSelected = 0;
      return 'success';
    }
    if (!canSelectMore(countOthers(state))) return 'selected-maximum';
    s.selected = true;
    s.actionSelected = action;
    // Order lines list by line number; their ordinal records when they were chosen.
    if (target.kind === 'order') s.addedAt = nextOrdinal(state);
    state.mode = target.kind === 'order' ? 'estore' : 'retail';
    if (action === ProductAction.Return || action === ProductAction.Replacement) state.natureEnquiry = action;
    return 'success';
  });
  const products = await listOf(ctx, session, target);
  return result === 'selected-maximum'
    ? withOutcome(session.store, result, products, { code: 'selectedMaximum', values: { max: MAX } })
    : withOutcome(session.store, result, products);
}

// ---------------------------------------------------------------------------------------------------
// Retail product search and retail lines

export async function searchRetail(ctx: AppContext, session: Session, keyword: string) {
  const term = keyword.trim();
  if (term.length < SEARCH_MIN_CHARS) return { status: 'success', suggest: [] };
  const found = await platformOf(ctx).catalogue.searchRetail(session.store, term, SEARCH_MAX_RESULTS);
  return { status: 'success', suggest: found.map((p) => ({ id: p.id, name: p.name, sku: p.sku, image: p.image })) };
}

export async function addRetailProduct(
  ctx: AppContext,
  session: Session,
  input: TAddProductBody,
): Promise<TProductsOutcomeResponse> {
  requireDetails(session);
  const { catalogue } = platformOf(ctx);
  const product = await catalogue.product(input.id);
  // Only a product the store sells and other retailers sell too can have been bought elsewhere here.
  if (!product || !product.retailAvailable || !(await catalogue.soldIn(product.id, session.store)))
    throw badRequest('invalidRequest');
  const purchaseDate = input.purchaseDate ?? '';
  if (purchaseDate !== '' && validatePurchaseDate(purchaseDate, ctx.today())) throw badRequest('purchaseDateRange');
  const invoiceNumber = (input.invoiceNumber ?? '').trim();
  if (validateInvoiceNumberInput(invoiceNumber)) throw badRequest('invoiceTooLong', {}, { max: INVOICE_NUMBER_MAX });

  const sourceId = `${RETAIL_PREFIX}${crypto.randomUUID()}`;
  // In Japan a product without a known warranty cannot be selected yet; it is added unselected.
  const selectable = !japanSelectionDisabled(session.store, 0) || purchaseDate !== '';
  const result = await ctx.sessions.update(session, (state): 'success' | 'max-qty-limit' => {
    const retail = retailLineStates(state);
    const selectedCount = retail.filter((l) => l.selected).length;
    if (retail.length >= RETAIL_LINES_KEPT || (selectable && !canSelectMore(selectedCount))) return 'max-qty-limit';
    state.lines[sourceId] = {
      ...blankLineState({ sourceId, productId: product.id, orderNumber: '', orderLineId: null }),
      selected: selectable,
      actionSelected: selectable ? selectionAction(session.store, undefined, state, true) : 0,
      invoiceNumber,
      purchaseDate,
      addedAt: nextOrdinal(state),
    };
    // A product bought elsewhere is a replacement enquiry in retail mode (a return needs a web-store order).
    state.mode = 'retail';
    if (state.natureEnquiry !== NatureOfEnquiry.ProofContact) state.natureEnquiry = NatureOfEnquiry.Replace;
    return 'success';
  });
  let products = await retailList(ctx, session);
  // A jp line whose date shows the warranty over stays unselected, like the client's disabled checkbox.
  const added = findLine(products, sourceId);
  if (added?.selected && japanSelectionDisabled(session.store, added.warrantyDaysRemain)) {
    await ctx.sessions.update(session, (state) => {
      const s = state.lines[sourceId];
      if (s) Object.assign(s, { selected: false, actionSelected: 0 });
    });
    products = await retailList(ctx, session);
  }
  return result === 'max-qty-limit'
    ? withOutcome(session.store, result, products, { code: 'selectedMaximum', values: { max: MAX } })
    : withOutcome(session.store, result, products);
}

// ---------------------------------------------------------------------------------------------------
// Per-line inputs: serial number, invoice number, purchase date

/** Inputs of a line an RMA already holds are frozen; the answer says so and shows the lines unchanged. */
async function frozenAnswer(
  ctx: AppContext,
  session: Session,
  target: Target,
): Promise<TProductsOutcomeResponse | null> {
  const lines = await listOf(ctx, session, target);
  const line = findLine(lines, target.sourceId);
  return line?.submitted ? withOutcome(session.store, 'rma-exists', lines, { code: 'rmaExists' }) : null;
}

export type SerialCheck = 'success' | 'created' | 'invalid' | 'notmatch';

/** invalid: not in the register; notmatch: another product's; created: an open RMA holds it; else success. */
export async function checkSerial(ctx: AppContext, productId: number, serial: string): Promise<SerialCheck> {
  const owner = await platformOf(ctx).serials.productOf(serial);
  if (owner === null) return 'invalid';
  if (owner !== productId) return 'notmatch';
  return (await rmaForSerial(ctx.db, serial)) ? 'created' : 'success';
}

const SERIAL_RESULT_KEY: Record<Exclude<SerialCheck, 'success'>, MessageKey> = {
  created: 'serialDuplicate',
  invalid: 'serialInvalid',
  notmatch: 'serialNotMatch',
};

export async function updateSerialNumber(
  ctx: AppContext,
  session: Session,
  input: { sourceId: string; serialNumber: string },
): Promise<TProductsOutcomeResponse> {
  requireDetails(session);
  const serial = input.serialNumber.trim();
  const invalid = validateSerialNumberInput(serial);
  if (invalid) throw badRequest(invalid, {}, { max: SERIAL_NUMBER_MAX });
  const target = await resolveLine(ctx, session, input.sourceId);
  const frozen = await frozenAnswer(ctx, session, target);
  if (frozen) return frozen;
  // A serial the warehouse recorded is the line's serial; nothing typed replaces it.
  if (target.kind === 'order' && target.line.serialNumber) {
    return withOutcome(session.store, 'success', await listOf(ctx, session, target));
  }
  const result = await checkSerial(ctx, target.line.productId, serial);
  await ctx.sessions.update(session, (state) => {
    const s = lineStateFor(state, target);
    s.serialNumber = serial;
    s.serialResult = result;
  });
  const products = await listOf(ctx, session, target);
  return result === 'success'
    ? withOutcome(session.store, result, products)
    : withOutcome(session.store, result, products, { code: SERIAL_RESULT_KEY[result] });
}

export async function updateInvoiceNumber(
  ctx: AppContext,
  session: Session,
  input: { sourceId: string; invoiceNumber: string },
): Promise<TProductsOutcomeResponse> {
  requireDetails(session);
  const invoice = input.invoiceNumber.trim();
  if (validateInvoiceNumberInput(invoice)) throw badRequest('invoiceTooLong', {}, { max: INVOICE_NUMBER_MAX });
  const target = await resolveLine(ctx, session, input.sourceId);
  const frozen = await frozenAnswer(ctx, session, target);
  if (frozen) return frozen;
  await ctx.sessions.update(session, (state) => {
    lineStateFor(state, target).invoiceNumber = invoice;
  });
  return withOutcome(session.store, 'success', await listOf(ctx, session, target));
}

export async function updatePurchaseDate(
  ctx: AppContext,
  session: Session,
  input: { sourceId: string; purchaseDate: string },
): Promise<TProductsOutcomeResponse> {
  requireDetails(session);
  const date = input.purchaseDate.trim();
  if (date !== '' && validatePurchaseDate(date, ctx.today())) throw badRequest('purchaseDateRange');
  const target = await resolveLine(ctx, session, input.sourceId);
  // A web-store line's purchase date is its order's date.
  if (target.kind !== 'retail') throw badRequest('invalidRequest');
  const frozen = await frozenAnswer(ctx, session, target);
  if (frozen) return frozen;
  await ctx.sessions.update(session, (state) => {
    lineStateFor(state, target).purchaseDate = date;
  });
  let products = await listOf(ctx, session, target);
  const line = findLine(products, target.sourceId);
  if (line?.selected && japanSelectionDisabled(session.store, line.warrantyDaysRemain)) {
    await ctx.sessions.update(session, (state) => {
      const s = state.lines[target.sourceId];
      if (s) Object.assign(s, { selected: false, actionSelected: 0 });
    });
    products = await listOf(ctx, session, target);
  }
  return withOutcome(session.store, 'success', products);
}

// ---------------------------------------------------------------------------------------------------
// remove, upload-file, remove-file

export async function removeLine(
  ctx: AppContext,
  session: Session,
  sourceId: string,
): Promise<TProductsOutcomeResponse> {
  requireDetails(session);
  const target = await resolveLine(ctx, session, sourceId);
  let proofUploadId = '';
  let damageUploadId = '';
  await ctx.sessions.update(session, (state) => {
    const s = state.lines[target.sourceId];
    if (target.kind === 'retail') {
      proofUploadId = s?.proofUploadId ?? '';
      damageUploadId = state.reasons[target.sourceId]?.damageUploadId ?? '';
      delete state.lines[target.sourceId];
      delete state.reasons[target.sourceId];
    } else if (s) {
      s.selected = false;
      s.actionSelected = 0;
    }
  });
  if (proofUploadId) await deleteUpload(ctx, proofUploadId);
  if (damageUploadId) await deleteUpload(ctx, damageUploadId);
  return withOutcome(session.store, 'success', await listOf(ctx, session, target));
}

/**
 * Attaches a received proof of purchase to a line. The file was streamed and judged by the caller; on any
 * refusal here it is discarded. The upload row and the line's link are written together (the row is
 * removed again if the state cannot be written), and a replaced proof is deleted.
 */
export async function uploadProof(
  ctx: AppContext,
  session: Session,
  input: { sourceId: string | undefined; file: ReceivedFile | undefined },
): Promise<TProductsOutcomeResponse> {
  const { file } = input;
  if (!file) throw badRequest('fileFormatsAllowed');
  let target: Target;
  try {
    requireDetails(session);
    if (!input.sourceId) throw badRequest('invalidRequest');
    target = await resolveLine(ctx, session, input.sourceId);
    const frozen = await frozenAnswer(ctx, session, target);
    if (frozen) {
      await discardFile(file);
      return frozen;
    }
  } catch (error) {
    await discardFile(file);
    throw error;
  }
  let replaced = '';
  await saveUpload(ctx, session, {
    kind: 'proof',
    sourceId: target.sourceId,
    file,
    attach: async (upload) => {
      await ctx.sessions.update(session, (state) => {
        const s = lineStateFor(state, target);
        replaced = s.proofUploadId;
        s.proofUploadId = upload.id;
      });
    },
  });
  if (replaced && replaced !== file.id) await deleteUpload(ctx, replaced);
  return withOutcome(session.store, 'success', await listOf(ctx, session, target));
}

export async function removeProof(
  ctx: AppContext,
  session: Session,
  sourceId: string,
): Promise<TProductsOutcomeResponse> {
  requireDetails(session);
  const target = await resolveLine(ctx, session, sourceId);
  let removed = '';
  await ctx.sessions.update(session, (state) => {
    const s = state.lines[target.sourceId];
    removed = s?.proofUploadId ?? '';
    if (s) s.proofUploadId = '';
  });
  if (removed) await deleteUpload(ctx, removed);
  return withOutcome(session.store, 'success', await listOf(ctx, session, target));
}

// ---------------------------------------------------------------------------------------------------
// service-required

export interface ServiceRequiredAnswer {
  status: string;
  code?: string;
  message?: string;
  wizard: TWizard;
}

/**
 * Moves the customer to the request step once the products step is complete. The server's selection is
 * what goes forward; `items` sent by the client is accepted for compatibility and not trusted.
 */
export async function serviceRequired(
  ctx: AppContext,
  session: Session,
  body: TServiceRequiredBody,
): Promise<ServiceRequiredAnswer> {
  requireDetails(session);
  const allowed: number[] = [
    NatureOfEnquiry.Return,
    NatureOfEnquiry.Replace,
    NatureOfEnquiry.Status,
    NatureOfEnquiry.ProofContact,
  ];
  if (!allowed.includes(body.natureEnquiry)) throw badRequest('invalidRequest');
  let nature = body.natureEnquiry;
  if (nature === NatureOfEnquiry.Return && STORE_INFO[session.store].replacementOnly) nature = NatureOfEnquiry.Replace;

  if (nature === NatureOfEnquiry.Status) {
    const found = await lookUpRma(ctx, session, body.rmaNumber);
    if (!found)
      return {
        status: 'not-found',
        code: 'rmaNotFound',
        message: messageForStore(session.store, 'rmaNotFound'),
        wizard: await currentWizard(ctx, session),
      };
    await ctx.sessions.update(session, (state) => {
      state.natureEnquiry = NatureOfEnquiry.Status;
      state.mode = 'rma-status';
      state.rmaNumber = found.detail.rmaNo;
      state.step = 3;
    });
    return { status: 'success', wizard: await currentWizard(ctx, session) };
  }

  // A return is always of a web-store order; a replacement is of the mode the customer chose.
  const requested =
    body.mode && body.mode !== 'rma-status' ? body.mode : session.state.mode === 'retail' ? 'retail' : 'estore';
  const mode: PurchaseMode = nature === NatureOfEnquiry.Return ? 'estore' : requested;
  const orderNumber = body.orderNumber.trim();
  if (mode === 'estore' && !orderNumber) throw badRequest('enterOrderNumber');

  const orders = mode === 'estore' ? await ownOrders(ctx, session) : [];
  const order = orders.find((o) => o.orderNumber.toLowerCase() === orderNumber.toLowerCase());
  if (mode === 'estore' && !order) throw notFound('not-found', 'orderNotFound');

  const built = await buildLines(ctx, session, mode === 'retail' ? { retail: true } : { orders });
  const lines = mode === 'retail' ? built.retail : built.orders.flatMap((o) => o.items);
  const { state } = session;
  const submitted = lines.filter((line) => line.submitted && state.lines[line.sourceId]?.selected);
  if (submitted.length) throw conflict('rma-exists', 'rmaExists');
  const selected = selectedInChoiceOrder(lines, state);
  if (selected.length === 0) throw badRequest('selectProduct');
  if (selected.length > MAX) throw badRequest('selectedMaximum', {}, { max: MAX });
  if (selected.some((line) => line.serialNumCreated)) throw badRequest('serialSubmitted');
  if (nature === NatureOfEnquiry.Replace && mode === 'retail') {
    const missing = retailReplacementMissing(selected);
    if (missing.length) {
      const fields = Object.fromEntries(
        selected
          .filter((line) => !line.purchaseProof || !line.purchaseDate)
          .map((line) => [line.sourceId, 'uploadSupportingFile' as MessageKey]),
      );
      throw new AppError(400, 'invalid', 'uploadSupportingFile', { names: missing.join(', ') }, fields);
    }
  }

  const chosen = new Set(selected.map((line) => line.sourceId));
  await ctx.sessions.update(session, (s) => {
    s.natureEnquiry = nature;
    s.mode = mode;
    if (order) s.orderNumber = order.orderNumber;
    s.step = 3;
    for (const sourceId of chosen) {
      const line = s.lines[sourceId];
      if (line) line.actionSelected = nature;
    }
  });
  return { status: 'success', wizard: await currentWizard(ctx, session, orders.length > 0) };
}

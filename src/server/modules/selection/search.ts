import { enquiryForStore, natureOf } from '../../../shared/rules/enquiry.js';
import { NatureOfEnquiry } from '../../../shared/codes.js';
import { byTypedNumber } from '../../../shared/rules/identifiers.js';
import type { TRmaDetail } from '../../../shared/schemas/index.js';
import type { TSearchOrderOutcomeResponse } from '../../../shared/schemas/your-products.js';
import type { AppContext } from '../../context.js';
import type { TWizard } from '../../../shared/schemas/wizard.js';
import { currentWizard } from './wizard.js';
import { badRequest } from '../../lib/errors.js';
import { messageForStore } from '../../lib/messages.js';
import { findRmaDetailForCustomer } from '../rmas/detail.js';
import { updateSession, type Session } from '../session/service.js';
import { buildLines } from './build.js';
import { mayListHistory } from './lines.js';
import { requireDetails } from './target.js';

export const SEARCH_MIN_CHARS = 2;
export const SEARCH_MAX_RESULTS = 10;

export async function searchOrder(
  ctx: AppContext,
  session: Session,
  keyword: string,
): Promise<TSearchOrderOutcomeResponse> {
  requireDetails(session);
  const number = keyword.trim();
  if (!number) throw badRequest('enterOrderNumber');
  // The customer's own order of this store is found among their orders, which are kept (decision 0071). Unknown and
  // another customer's number get the same answer, at the same cost: a search reveals nothing about others (the
  // owner is checked before the order's lines are read).
  const mayList = await mayListHistory(ctx, session);
  const own = mayList ? await ctx.platform.orders.ordersOf(session.email, session.store, session.catalogueVersion) : [];
  const order =
    byTypedNumber(number, own, (o) => o.orderNumber) ?? (await ctx.platform.orders.byNumber(number, session.email));
  if (!order || !mayList) {
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
  await updateSession(ctx, session, (state) => {
    state.orderNumber = order.orderNumber;
    if (state.mode !== 'estore') state.mode = 'estore';
    if (state.natureEnquiry === NatureOfEnquiry.Status)
      state.natureEnquiry = natureOf(enquiryForStore(NatureOfEnquiry.Return, session.store));
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

export async function lookUpRma(ctx: AppContext, session: Session, rmaNumber: string) {
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
  await updateSession(ctx, session, (state) => {
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

export async function searchRetail(ctx: AppContext, session: Session, keyword: string) {
  const term = keyword.trim();
  if (term.length < SEARCH_MIN_CHARS) return { status: 'success', suggest: [] };
  const found = await ctx.platform.catalogue.searchRetail(session.store, term, SEARCH_MAX_RESULTS);
  return { status: 'success', suggest: found.map((p) => ({ id: p.id, name: p.name, sku: p.sku, image: p.image })) };
}

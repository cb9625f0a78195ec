import type { TYourProductsResponse } from '../../../shared/schemas/index.js';
import type { AppContext } from '../../context.js';
import { wizardOf } from '../session/wizard.js';
import type { Session } from '../session/service.js';
import { buildLines } from './build.js';
import { mayListHistory } from './lines.js';
import { selectedInChoiceOrder } from './line-state.js';
import { rmaNumbersOf } from '../rmas/repository.js';
import { requireDetails } from './target.js';

export async function yourProducts(ctx: AppContext, session: Session): Promise<TYourProductsResponse> {
  requireDetails(session);
  // One look-up decides both lists: orders and RMA numbers are history alike.
  const mayList = await mayListHistory(ctx, session);
  const [orders, rmaNumberList] = await Promise.all([
    mayList ? ctx.platform.orders.ordersOf(session.email, session.store, session.catalogueVersion) : [],
    mayList ? rmaNumbersOf(ctx.db, session.email, session.store) : [],
  ]);
  const { state } = session;
  const current = orders.find((o) => o.orderNumber === state.orderNumber);
  const listed = current ? [current, ...orders.filter((o) => o !== current)] : orders;
  const built = await buildLines(ctx, session, { orders: listed, retail: true });
  const wizard = { ...wizardOf(state, session.store, orders.length > 0), version: session.version };
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

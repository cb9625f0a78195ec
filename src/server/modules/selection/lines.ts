import { sameEmail } from '../../../shared/rules/identifiers.js';
import type { TProductLine } from '../../../shared/schemas/index.js';
import type { AppContext } from '../../context.js';
import type { Order } from '../../platform/types.js';
import type { Session } from '../session/service.js';
import { buildLines } from './build.js';
import { selectedInChoiceOrder } from './line-state.js';

/**
 * Whether the session may see the order history of its e-mail. A member's history is shown only to that
 * member signed in: a guest who types a registered member's e-mail is asked to sign in instead
 * (docs/rules/details.md#a-members-e-mail).
 */
export async function mayListHistory(ctx: AppContext, session: Session): Promise<boolean> {
  if (!session.email) return false;
  if (session.memberId !== null) return true;
  // Known since the details were given, for this e-mail: no look-up on every call.
  const known = session.state.emailRegistered;
  if (known && sameEmail(known.email, session.email)) return !known.registered;
  return (await ctx.platform.members.findByEmail(session.email)) === null;
}

export async function ownOrders(ctx: AppContext, session: Session): Promise<readonly Order[]> {
  if (!(await mayListHistory(ctx, session))) return [];
  return ctx.platform.orders.ordersOf(session.email, session.store, session.catalogueVersion);
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

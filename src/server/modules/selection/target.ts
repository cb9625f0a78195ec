import { MAX_SELECTED_PRODUCTS } from '../../../shared/limits.js';
import type { MessageKey } from '../../../shared/messages.js';
import type { TProductLine } from '../../../shared/schemas/index.js';
import type { TProductsOutcomeResponse } from '../../../shared/schemas/your-products.js';
import { type Store } from '../../../shared/stores.js';
import type { AppContext } from '../../context.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { messageForStore } from '../../lib/messages.js';
import type { Order, OrderLine } from '../../platform/types.js';
import type { Session } from '../session/service.js';
import type { LineState, WizardState } from '../session/state.js';
import { blankLineState, isRetailSourceId, orderLineSourceId } from './line-state.js';
import { buildLines } from './build.js';
import { ownOrders } from './lines.js';

/** Which line a call names, among the session's own, and the answer shapes the products step's calls share. */
export const MAX = MAX_SELECTED_PRODUCTS;

export type Outcome = { code: MessageKey; values?: Record<string, string | number> };

export function withOutcome(
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
export function requireDetails(session: Session): void {
  if (!session.state.details || !session.email) throw badRequest('enterEmail');
}

// ---------------------------------------------------------------------------------------------------
// Lines: which list a sourceId names, for this session only.

export type Target =
  | { kind: 'order'; sourceId: string; order: Order; line: OrderLine; orders: readonly Order[] }
  | { kind: 'retail'; sourceId: string; line: LineState };

/** The line a sourceId names among the session's own lines; anything else answers like an unknown line. */
export async function resolveLine(ctx: AppContext, session: Session, sourceId: string): Promise<Target> {
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
export function lineStateFor(state: WizardState, target: Target): LineState {
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
export async function listOf(ctx: AppContext, session: Session, target: Target): Promise<TProductLine[]> {
  if (target.kind === 'retail') return (await buildLines(ctx, session, { retail: true })).retail;
  return (await buildLines(ctx, session, { orders: [target.order] })).orders[0]?.items ?? [];
}

export async function retailList(ctx: AppContext, session: Session): Promise<TProductLine[]> {
  return (await buildLines(ctx, session, { retail: true })).retail;
}

export function findLine(lines: TProductLine[], sourceId: string): TProductLine | undefined {
  return lines.find((line) => line.sourceId === sourceId);
}

/** Inputs of a line an RMA already holds are frozen; the answer says so and shows the lines unchanged. */
export async function frozenAnswer(
  ctx: AppContext,
  session: Session,
  target: Target,
): Promise<TProductsOutcomeResponse | null> {
  const lines = await listOf(ctx, session, target);
  const line = findLine(lines, target.sourceId);
  return line?.submitted ? withOutcome(session.store, 'rma-exists', lines, { code: 'rmaExists' }) : null;
}

import { NatureOfEnquiry, ProductAction, productAction } from '../../../shared/codes.js';
import { actionForEnquiry, enquiryForStore, enquiryOfAction, natureOf } from '../../../shared/rules/enquiry.js';
import { canSelectMore, japanSelectionDisabled } from '../../../shared/rules/selection.js';
import type { TProductsOutcomeResponse } from '../../../shared/schemas/your-products.js';
import { STORE_INFO, type Store } from '../../../shared/stores.js';
import type { AppContext } from '../../context.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { rmaLinesForOrderLines } from '../rmas/repository.js';
import { updateSession, type Session } from '../session/service.js';
import type { WizardState } from '../session/state.js';
import { nextOrdinal, retailLineStates } from './line-state.js';
import {
  MAX,
  withOutcome,
  requireDetails,
  type Target,
  resolveLine,
  lineStateFor,
  listOf,
  findLine,
} from './target.js';

/**
 * The action a selection records: the nature of enquiry (4 and 5 kept, as contact actions); 2 where returns
 * are not offered, and for a retail line, since a product bought elsewhere is never returned here.
 */
export function selectionAction(
  store: Store,
  requested: number | undefined,
  state: WizardState,
  retail: boolean,
): ProductAction {
  const asked = productAction(requested);
  const chosen =
    asked !== undefined && asked !== ProductAction.None
      ? asked
      : actionForEnquiry(
          state.natureEnquiry === NatureOfEnquiry.ProofContact
            ? NatureOfEnquiry.ProofContact
            : natureOf(enquiryForStore(state.natureEnquiry, store)),
        );
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
      await updateSession(ctx, session, (state) => {
        const s = state.lines[target.sourceId];
        if (s) Object.assign(s, { selected: false, actionSelected: ProductAction.None });
      });
    }
    return withOutcome(session.store, 'rma-exists', await listOf(ctx, session, target), { code: 'rmaExists' });
  }

  const selecting = !line.selected;
  if (selecting && japanSelectionDisabled(session.store, line.warrantyDaysRemain)) throw badRequest('invalidRequest');
  const countOthers = await otherSelected(ctx, session, target);
  const action = selectionAction(session.store, input.action, session.state, target.kind === 'retail');
  const result = await updateSession(ctx, session, (state): 'success' | 'selected-maximum' => {
    const s = lineStateFor(state, target);
    if (!selecting) {
      s.selected = false;
      s.actionSelected = ProductAction.None;
      return 'success';
    }
    if (!canSelectMore(countOthers(state))) return 'selected-maximum';
    s.selected = true;
    s.actionSelected = action;
    // Order lines list by line number; their ordinal records when they were chosen.
    if (target.kind === 'order') s.addedAt = nextOrdinal(state);
    state.mode = target.kind === 'order' ? 'estore' : 'retail';
    const enquiry = enquiryOfAction(action);
    if (enquiry) state.natureEnquiry = enquiry;
    return 'success';
  });
  const products = await listOf(ctx, session, target);
  return result === 'selected-maximum'
    ? withOutcome(session.store, result, products, { code: 'selectedMaximum', values: { max: MAX } })
    : withOutcome(session.store, result, products);
}

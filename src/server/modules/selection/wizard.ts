import { enquiryForStore, natureOf } from '../../../shared/rules/enquiry.js';
import type { TEnquiryBody, TEnquiryResponse, TWizard } from '../../../shared/schemas/wizard.js';
import type { AppContext } from '../../context.js';
import { updateSession, type Session } from '../session/service.js';
import { wizardNeedsOrders, wizardOf } from '../session/wizard.js';
import { ownOrders } from './lines.js';

/**
 * The session's wizard for an answer, with the version of the state it was read from (the client keeps the
 * highest). `hasOrders` when the caller already knows it; otherwise the orders are looked up only when the
 * answer depends on them.
 */
export async function currentWizard(ctx: AppContext, session: Session, hasOrders?: boolean): Promise<TWizard> {
  const { state, store } = session;
  const known = hasOrders ?? (wizardNeedsOrders(state, store) ? (await ownOrders(ctx, session)).length > 0 : false);
  return { ...wizardOf(state, store, known), version: session.version };
}

/**
 * POST /api/your-products/enquiry: sets the enquiry (and the purchase source) by the rules of
 * docs/rules/products.md, without moving the step. A changed enquiry resets the mode (estore, or
 * rma-status for a status check); a chosen source counts for a replacement only.
 */
export async function chooseEnquiry(ctx: AppContext, session: Session, body: TEnquiryBody): Promise<TEnquiryResponse> {
  const { store } = session;
  const enquiry = enquiryForStore(body.natureEnquiry, store);
  // A proof contact (5) is kept as such: it is a replacement whose selections are contact actions.
  const stored = natureOf(body.natureEnquiry === 5 ? 5 : enquiry);
  const changed = enquiry !== enquiryForStore(session.state.natureEnquiry, store);
  const mode = changed ? (enquiry === 4 ? 'rma-status' : 'estore') : session.state.mode;
  const nextMode = enquiry === 2 && body.mode ? body.mode : mode;
  if (stored !== session.state.natureEnquiry || nextMode !== session.state.mode) {
    await updateSession(ctx, session, (state) => {
      state.natureEnquiry = stored;
      state.mode = nextMode;
    });
  }
  return { status: 'success', wizard: await currentWizard(ctx, session) };
}

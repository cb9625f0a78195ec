import { RmaType } from '../../../shared/codes.js';
import { validateAddressSubmit } from '../../../shared/rules/address.js';
import type { AppContext } from '../../context.js';
import { AppError, badRequest } from '../../lib/errors.js';
import { addressById } from '../addresses/repository.js';
import { owns } from '../addresses/service.js';
import { rmaMadeWithKey } from '../rmas/detail.js';
import { updateSession, type Session } from '../session/service.js';
import type { PendingRequest } from '../session/state.js';
import { selectedSourceIds } from '../selection/line-state.js';
import { selectedProductLines } from '../selection/lines.js';
import { createRequestRma, toRmaLines, type SubmitResult } from './rma.js';

/**
 * POST your-address/submit: the replacement waiting for its address becomes an RMA shipped to the chosen
 * address. The pending request's key makes it idempotent; a repeat after success answers with the RMA made.
 */
export async function submitAddress(
  ctx: AppContext,
  session: Session,
  input: { addressId: number; requestKey?: string | undefined },
): Promise<SubmitResult> {
  if (!session.email) throw badRequest('enterEmail');
  const pending = session.state.pendingRequest;
  if (input.requestKey && input.requestKey !== pending?.requestKey) {
    const made = await rmaMadeWithKey(ctx.db, {
      store: session.store,
      email: session.email,
      requestKey: input.requestKey,
    });
    if (made) return { status: 'success', ...made };
  }
  if (!pending) {
    // The request was completed already (a double submit): answer with what it made.
    if (session.state.lastRma) return { status: 'success', ...session.state.lastRma };
    throw new AppError(409, 'fail', 'selectProduct');
  }

  const row = await addressById(ctx.db, input.addressId);
  const address = owns(session, row) ? row : null;
  if (validateAddressSubmit(address) || !address) {
    throw badRequest('selectShippingAddress', { address: 'selectShippingAddress' });
  }

  const lines = await pendingRmaLines(ctx, session, pending);
  if (!lines) {
    // A concurrent submit of this request may have made the RMA (and so unselected the lines).
    const made = await rmaMadeWithKey(ctx.db, {
      store: session.store,
      email: session.email,
      requestKey: pending.requestKey,
    });
    if (made) return { status: 'success', ...made };
    // The products changed since the request was submitted: it has to be submitted again.
    await updateSession(ctx, session, (state) => {
      state.pendingRequest = null;
    });
    throw new AppError(409, 'fail', 'selectProduct');
  }
  // An RMA made meanwhile for one of the lines is refused inside the RMA's transaction (rma-exists).
  return createRequestRma(ctx, session, {
    type: RmaType.Replacement,
    lines,
    requestKey: pending.requestKey,
    addressId: address.id,
    countryCode: address.countryCode,
  });
}

/**
 * The RMA lines of the pending request, or null when the selection changed since it was submitted. The
 * lines validated at the submit are used as they are; a request kept before they were stored is rebuilt.
 */
async function pendingRmaLines(ctx: AppContext, session: Session, pending: PendingRequest) {
  const pendingIds = new Set(pending.items.map((item) => item.sourceId));
  const same = (ids: readonly string[]) => ids.length === pendingIds.size && ids.every((id) => pendingIds.has(id));
  if (pending.rmaLines) return same(selectedSourceIds(session.state)) ? pending.rmaLines : null;
  const lines = await selectedProductLines(ctx, session);
  return same(lines.map((line) => line.sourceId)) ? toRmaLines(session.state, lines, pending.items) : null;
}

import type { TConfirmationResponse } from '../../../shared/schemas/rma.js';
import { DEFAULT_STORE, isStore } from '../../../shared/stores.js';
import type { AppContext } from '../../context.js';
import { notFound } from '../../lib/errors.js';
import { findRmaDetailByNumbers, isoDate } from '../rmas/detail.js';
import { updateSession, type Session } from '../session/service.js';
import { emptyWizardState } from '../session/state.js';
import { restartWizard, wizardOf } from '../session/wizard.js';
import { currentWizard } from '../selection/wizard.js';

/**
 * The confirmation page's RMA. The number and the random rmaId together are the secret, so no session is
 * needed; a wrong pair answers like an unknown number. A session of the store, when the call names one,
 * goes back to step 1 with no enquiry chosen (the store's default).
 */
export async function confirmation(
  ctx: AppContext,
  session: Session | null,
  q: { store: string; rmaNo: string; rmaId: string },
): Promise<TConfirmationResponse> {
  const found = await findRmaDetailByNumbers(ctx, { ...q, loggedIn: session?.memberId != null });
  if (!found) throw notFound('not-found', 'rmaNotFound');
  const store = isStore(q.store) ? q.store : DEFAULT_STORE;
  let wizard;
  if (session && session.store === store) {
    await updateSession(ctx, session, (state) => restartWizard(state, store));
    wizard = await currentWizard(ctx, session);
  } else {
    const state = emptyWizardState();
    restartWizard(state, store);
    // No session of this store: a fresh start, older than any state the browser may hold.
    wizard = { ...wizardOf(state, store, false), version: 0 };
  }
  return {
    request: { rmaNo: found.detail.rmaNo, rmaReceivedDateFormat: isoDate(found.createdAt) },
    detail: found.detail,
    wizard,
  };
}

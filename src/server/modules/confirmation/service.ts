import type { TConfirmationResponse } from '../../../shared/schemas/rma.js';
import type { AppContext } from '../../app.js';
import { notFound } from '../../lib/errors.js';
import { findRmaDetailByNumbers, isoDate } from '../rmas/service.js';

/**
 * The confirmation page's RMA. The number and the random rmaId together are the secret, so no session is
 * needed; a wrong pair answers like an unknown number.
 */
export async function confirmation(
  ctx: Pick<AppContext, 'db'>,
  q: { store: string; rmaNo: string; rmaId: string; loggedIn: boolean },
): Promise<TConfirmationResponse> {
  const found = await findRmaDetailByNumbers(ctx, q);
  if (!found) throw notFound('not-found', 'rmaNotFound');
  return {
    request: { rmaNo: found.detail.rmaNo, rmaReceivedDateFormat: isoDate(found.createdAt) },
    detail: found.detail,
  };
}

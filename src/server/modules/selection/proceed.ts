import { NatureOfEnquiry, natureOfEnquiry, type PurchaseMode } from '../../../shared/codes.js';
import { actionForEnquiry } from '../../../shared/rules/enquiry.js';
import { sameNumber } from '../../../shared/rules/identifiers.js';
import type { MessageKey } from '../../../shared/messages.js';
import { retailReplacementMissing } from '../../../shared/rules/selection.js';
import type { TServiceRequiredBody } from '../../../shared/schemas/index.js';
import { STORE_INFO } from '../../../shared/stores.js';
import type { AppContext } from '../../context.js';
import type { TWizard } from '../../../shared/schemas/wizard.js';
import { currentWizard } from './wizard.js';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors.js';
import { messageForStore } from '../../lib/messages.js';
import { updateSession, type Session } from '../session/service.js';
import { buildLines } from './build.js';
import { ownOrders } from './lines.js';
import { selectedInChoiceOrder } from './line-state.js';
import { MAX, requireDetails } from './target.js';
import { lookUpRma } from './search.js';

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
  let nature = natureOfEnquiry(body.natureEnquiry);
  if (nature === undefined) throw badRequest('invalidRequest');
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
    await updateSession(ctx, session, (state) => {
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
  const order = orders.find((o) => sameNumber(o.orderNumber, orderNumber));
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
  await updateSession(ctx, session, (s) => {
    s.natureEnquiry = nature;
    s.mode = mode;
    if (order) s.orderNumber = order.orderNumber;
    s.step = 3;
    for (const sourceId of chosen) {
      const line = s.lines[sourceId];
      if (line) line.actionSelected = actionForEnquiry(nature);
    }
  });
  return { status: 'success', wizard: await currentWizard(ctx, session, orders.length > 0) };
}

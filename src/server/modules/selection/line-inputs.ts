import { ProductAction } from '../../../shared/codes.js';
import { INVOICE_NUMBER_MAX, SERIAL_NUMBER_MAX } from '../../../shared/limits.js';
import type { MessageKey } from '../../../shared/messages.js';
import {
  japanSelectionDisabled,
  validateInvoiceNumberInput,
  validatePurchaseDate,
  validateSerialNumberInput,
} from '../../../shared/rules/selection.js';
import type { TProductsOutcomeResponse } from '../../../shared/schemas/your-products.js';
import type { AppContext } from '../../context.js';
import { badRequest } from '../../lib/errors.js';
import { rmaForSerial } from '../rmas/repository.js';
import { updateSession, type Session } from '../session/service.js';
import { withOutcome, requireDetails, resolveLine, lineStateFor, listOf, findLine, frozenAnswer } from './target.js';

export type SerialCheck = 'success' | 'created' | 'invalid' | 'notmatch';

/** invalid: not in the register; notmatch: another product's; created: an open RMA holds it; else success. */
export async function checkSerial(ctx: AppContext, productId: number, serial: string): Promise<SerialCheck> {
  const owner = await ctx.platform.serials.productOf(serial);
  if (owner === null) return 'invalid';
  if (owner !== productId) return 'notmatch';
  return (await rmaForSerial(ctx.db, serial)) ? 'created' : 'success';
}

const SERIAL_RESULT_KEY: Record<Exclude<SerialCheck, 'success'>, MessageKey> = {
  created: 'serialDuplicate',
  invalid: 'serialInvalid',
  notmatch: 'serialNotMatch',
};

export async function updateSerialNumber(
  ctx: AppContext,
  session: Session,
  input: { sourceId: string; serialNumber: string },
): Promise<TProductsOutcomeResponse> {
  requireDetails(session);
  const serial = input.serialNumber.trim();
  const invalid = validateSerialNumberInput(serial);
  if (invalid) throw badRequest(invalid, {}, { max: SERIAL_NUMBER_MAX });
  const target = await resolveLine(ctx, session, input.sourceId);
  const frozen = await frozenAnswer(ctx, session, target);
  if (frozen) return frozen;
  // A serial the warehouse recorded is the line's serial; nothing typed replaces it.
  if (target.kind === 'order' && target.line.serialNumber) {
    return withOutcome(session.store, 'success', await listOf(ctx, session, target));
  }
  const result = await checkSerial(ctx, target.line.productId, serial);
  await updateSession(ctx, session, (state) => {
    const s = lineStateFor(state, target);
    s.serialNumber = serial;
    s.serialResult = result;
  });
  const products = await listOf(ctx, session, target);
  return result === 'success'
    ? withOutcome(session.store, result, products)
    : withOutcome(session.store, result, products, { code: SERIAL_RESULT_KEY[result] });
}

export async function updateInvoiceNumber(
  ctx: AppContext,
  session: Session,
  input: { sourceId: string; invoiceNumber: string },
): Promise<TProductsOutcomeResponse> {
  requireDetails(session);
  const invoice = input.invoiceNumber.trim();
  if (validateInvoiceNumberInput(invoice)) throw badRequest('invoiceTooLong', {}, { max: INVOICE_NUMBER_MAX });
  const target = await resolveLine(ctx, session, input.sourceId);
  const frozen = await frozenAnswer(ctx, session, target);
  if (frozen) return frozen;
  await updateSession(ctx, session, (state) => {
    lineStateFor(state, target).invoiceNumber = invoice;
  });
  return withOutcome(session.store, 'success', await listOf(ctx, session, target));
}

export async function updatePurchaseDate(
  ctx: AppContext,
  session: Session,
  input: { sourceId: string; purchaseDate: string },
): Promise<TProductsOutcomeResponse> {
  requireDetails(session);
  const date = input.purchaseDate.trim();
  if (date !== '' && validatePurchaseDate(date, ctx.today())) throw badRequest('purchaseDateRange');
  const target = await resolveLine(ctx, session, input.sourceId);
  // A web-store line's purchase date is its order's date.
  if (target.kind !== 'retail') throw badRequest('invalidRequest');
  const frozen = await frozenAnswer(ctx, session, target);
  if (frozen) return frozen;
  await updateSession(ctx, session, (state) => {
    lineStateFor(state, target).purchaseDate = date;
  });
  let products = await listOf(ctx, session, target);
  const line = findLine(products, target.sourceId);
  if (line?.selected && japanSelectionDisabled(session.store, line.warrantyDaysRemain)) {
    await updateSession(ctx, session, (state) => {
      const s = state.lines[target.sourceId];
      if (s) Object.assign(s, { selected: false, actionSelected: ProductAction.None });
    });
    products = await listOf(ctx, session, target);
  }
  return withOutcome(session.store, 'success', products);
}

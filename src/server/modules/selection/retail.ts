import { NatureOfEnquiry, ProductAction } from '../../../shared/codes.js';
import crypto from 'node:crypto';
import { INVOICE_NUMBER_MAX } from '../../../shared/limits.js';
import {
  canSelectMore,
  japanSelectionDisabled,
  validateInvoiceNumberInput,
  validatePurchaseDate,
} from '../../../shared/rules/selection.js';
import type { TAddProductBody, TProductsOutcomeResponse } from '../../../shared/schemas/your-products.js';
import type { AppContext } from '../../context.js';
import { badRequest } from '../../lib/errors.js';
import { updateSession, type Session } from '../session/service.js';
import { blankLineState, nextOrdinal, RETAIL_PREFIX, retailLineStates } from './line-state.js';
import { MAX, withOutcome, requireDetails, retailList, findLine } from './target.js';
import { selectionAction } from './select.js';

/** Retail lines kept in a session, selected or not: enough to change one's mind, bounded so state stays small. */
export const RETAIL_LINES_KEPT = 4 * MAX;

export async function addRetailProduct(
  ctx: AppContext,
  session: Session,
  input: TAddProductBody,
): Promise<TProductsOutcomeResponse> {
  requireDetails(session);
  const { catalogue } = ctx.platform;
  const product = await catalogue.product(input.id);
  // Only a product the store sells and other retailers sell too can have been bought elsewhere here.
  if (!product || !product.retailAvailable || !(await catalogue.soldIn(product.id, session.store)))
    throw badRequest('invalidRequest');
  const purchaseDate = input.purchaseDate ?? '';
  if (purchaseDate !== '' && validatePurchaseDate(purchaseDate, ctx.today())) throw badRequest('purchaseDateRange');
  const invoiceNumber = (input.invoiceNumber ?? '').trim();
  if (validateInvoiceNumberInput(invoiceNumber)) throw badRequest('invoiceTooLong', {}, { max: INVOICE_NUMBER_MAX });

  const sourceId = `${RETAIL_PREFIX}${crypto.randomUUID()}`;
  // In Japan a product without a known warranty cannot be selected yet; it is added unselected.
  const selectable = !japanSelectionDisabled(session.store, 0) || purchaseDate !== '';
  const result = await updateSession(ctx, session, (state): 'success' | 'max-qty-limit' => {
    const retail = retailLineStates(state);
    const selectedCount = retail.filter((l) => l.selected).length;
    if (retail.length >= RETAIL_LINES_KEPT || (selectable && !canSelectMore(selectedCount))) return 'max-qty-limit';
    state.lines[sourceId] = {
      ...blankLineState({ sourceId, productId: product.id, orderNumber: '', orderLineId: null }),
      selected: selectable,
      actionSelected: selectable ? selectionAction(session.store, undefined, state, true) : ProductAction.None,
      invoiceNumber,
      purchaseDate,
      addedAt: nextOrdinal(state),
    };
    // A product bought elsewhere is a replacement enquiry in retail mode (a return needs a web-store order).
    state.mode = 'retail';
    if (state.natureEnquiry !== NatureOfEnquiry.ProofContact) state.natureEnquiry = NatureOfEnquiry.Replace;
    return 'success';
  });
  let products = await retailList(ctx, session);
  // A jp line whose date shows the warranty over stays unselected, like the client's disabled checkbox.
  const added = findLine(products, sourceId);
  if (added?.selected && japanSelectionDisabled(session.store, added.warrantyDaysRemain)) {
    await updateSession(ctx, session, (state) => {
      const s = state.lines[sourceId];
      if (s) Object.assign(s, { selected: false, actionSelected: ProductAction.None });
    });
    products = await retailList(ctx, session);
  }
  return result === 'max-qty-limit'
    ? withOutcome(session.store, result, products, { code: 'selectedMaximum', values: { max: MAX } })
    : withOutcome(session.store, result, products);
}

import { z } from 'zod';
import { ZId, ZStore } from './common.js';
import { ZWizard } from './wizard.js';
import { ZProductLineInput, ZProductsResponse, ZSearchOrderResponse } from './products.js';

/**
 * Request and response shapes of the your-products calls that products.ts does not spell out. They extend
 * the existing ones compatibly: an answer whose status is a business outcome (selected-maximum, rma-exists,
 * max-qty-limit, a serial check's result, not-found) also carries the message key and its text.
 */

const ZOutcome = { code: z.string().optional(), message: z.string().optional() };

/** { status, products } plus the outcome's message; products are the lines of the list the call touched. */
export const ZProductsOutcomeResponse = ZProductsResponse.extend(ZOutcome);
export type TProductsOutcomeResponse = z.infer<typeof ZProductsOutcomeResponse>;

/** search-order: success with the order, or not-found / not-owner with an empty list. */
export const ZSearchOrderOutcomeResponse = ZSearchOrderResponse.extend({ ...ZOutcome, wizard: ZWizard });
export type TSearchOrderOutcomeResponse = z.infer<typeof ZSearchOrderOutcomeResponse>;

/** A call naming one line. Other fields of a whole product line sent back are ignored. */
export const ZLineRefBody = z.object({ sourceId: z.string().trim().min(1).max(64), store: ZStore });

/** The serial's own limit (19) is checked by the call, so that a longer one gets its own message. */
export const ZSerialNumberBody = ZLineRefBody.extend({ serialNumber: z.string().max(200) });
/** The invoice's own limit (20) is checked by the call, for the same reason. */
export const ZInvoiceNumberBody = ZLineRefBody.extend({ invoiceNumber: z.string().max(200) });
/** '' clears the date; any other value must be a real date from 2008-01-01 to today. */
export const ZPurchaseDateBody = ZLineRefBody.extend({ purchaseDate: z.string().trim().max(32) });

/** update-product adds a retail line: id is the catalogue product id (from the search's suggestions). */
export const ZAddProductBody = ZProductLineInput.omit({
  sourceId: true,
  serialNumber: true,
  invoiceNumber: true,
  purchaseDate: true,
}).extend({
  id: ZId,
  invoiceNumber: z.string().max(200).optional(),
  purchaseDate: z.string().trim().max(32).optional(),
});
export type TAddProductBody = z.infer<typeof ZAddProductBody>;

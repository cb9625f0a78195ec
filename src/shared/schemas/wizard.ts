import { z } from 'zod';
import { ZInt32 } from './common.js';
import { PURCHASE_MODES } from '../codes.js';
import { STORES } from '../stores.js';

/**
 * Where the customer is in the home flow. The server's session owns it; every answer that reads or moves it
 * carries it, and the browser derives what it shows from the latest one (docs/architecture.md).
 * - step: 1 your details, 2 products, 3 request.
 * - natureEnquiry: the enquiry as the products step works with it: 1 return, 2 replace, 4 status. A stored 5
 *   (proof contact) reads as 2, and stores that offer no returns never get 1.
 * - mode: the purchase mode of the products step (estore, retail or rma-status).
 * - version: the session's state version, which grows with every write of the state. Answers may arrive out of
 *   order (a read started before a change can land after it); the newest wizard is the one with the highest
 *   version, and an older one never replaces it.
 */
export const ZWizard = z.object({
  step: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  natureEnquiry: z.union([z.literal(1), z.literal(2), z.literal(4)]),
  mode: z.enum(PURCHASE_MODES),
  version: ZInt32.nonnegative(),
});
export type TWizard = z.infer<typeof ZWizard>;

/**
 * POST /api/your-products/enquiry: the customer changed the enquiry (or the purchase source), or the page's
 * route type differs from the session's enquiry. 5 (proof contact) is accepted and reads as 2.
 */
export const ZEnquiryBody = z.object({
  store: z.enum(STORES),
  natureEnquiry: z.union([z.literal(1), z.literal(2), z.literal(4), z.literal(5)]),
  mode: z.enum(['estore', 'retail']).optional(),
});
export type TEnquiryBody = z.infer<typeof ZEnquiryBody>;

export const ZEnquiryResponse = z.object({ status: z.literal('success'), wizard: ZWizard });
export type TEnquiryResponse = z.infer<typeof ZEnquiryResponse>;

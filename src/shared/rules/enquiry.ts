import { ENQUIRY_TYPE_ROUTES, NatureOfEnquiry, type PurchaseMode } from '../codes.js';
import { STORE_INFO, type Store } from '../stores.js';

/**
 * The nature of enquiry and the purchase mode of the products step (docs/rules/products.md), written once
 * for the server (which owns them) and the browser (which shows them).
 */

/** The enquiry as the products step works with it: 1 return, 2 replace, 4 status. */
export type Enquiry = 1 | 2 | 4;

/** Route type of /rma/enquiry/{type} → enquiry; unknown or missing → undefined. */
export function enquiryOfRoute(type: string | undefined): Enquiry | undefined {
  return type && Object.hasOwn(ENQUIRY_TYPE_ROUTES, type)
    ? ENQUIRY_TYPE_ROUTES[type as keyof typeof ENQUIRY_TYPE_ROUTES]
    : undefined;
}

/** A stored or sent value as an enquiry: 5 (proof contact) → 2; anything unknown → undefined. */
export function normaliseEnquiry(value: unknown): Enquiry | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const n = Number(value);
  if (n === NatureOfEnquiry.ProofContact) return NatureOfEnquiry.Replace;
  return n === NatureOfEnquiry.Return || n === NatureOfEnquiry.Replace || n === NatureOfEnquiry.Status ? n : undefined;
}

/** The enquiry a store starts at: a replacement where returns are not offered, else a return. */
export function defaultEnquiry(store: Store): Enquiry {
  return STORE_INFO[store].replacementOnly ? NatureOfEnquiry.Replace : NatureOfEnquiry.Return;
}

/**
 * The enquiry a value means in a store: 5 → 2; 4 stays; stores that offer no returns (asean, jp, tw) never
 * get 1; any other value reads as the store's default.
 */
export function enquiryForStore(value: number, store: Store): Enquiry {
  const enquiry = normaliseEnquiry(value) ?? defaultEnquiry(store);
  if (enquiry === NatureOfEnquiry.Return && STORE_INFO[store].replacementOnly) return NatureOfEnquiry.Replace;
  return enquiry;
}

/**
 * The purchase mode for an enquiry: status checks are 'rma-status'; without a retailer mode on offer, and
 * for a return, it is 'estore'; a replacement with no known order number is 'retail'; otherwise the
 * preferred mode (what the customer last chose), defaulting to 'estore'.
 */
export function modeFor(i: {
  enquiry: Enquiry;
  showRetailer: boolean;
  orderNumberKnown: boolean;
  preferred?: PurchaseMode | undefined;
}): PurchaseMode {
  if (i.enquiry === NatureOfEnquiry.Status) return 'rma-status';
  if (!i.showRetailer || i.enquiry === NatureOfEnquiry.Return) return 'estore';
  if (!i.orderNumberKnown) return 'retail';
  return i.preferred === 'retail' ? 'retail' : 'estore';
}

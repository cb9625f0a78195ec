import { ENQUIRY_TYPE_ROUTES, NatureOfEnquiry, type PurchaseMode } from '../../../shared/codes.js';
import type { StoreInfo } from '../../../shared/stores.js';

/**
 * The products step's state rules of spec section 4 ("Nature of enquiry"), kept pure so they are tested
 * on their own. Enquiry values: 1 return, 2 replace, 4 status (5, a proof contact, is read as 2).
 */
export type Enquiry = 1 | 2 | 4;

export function enquiryOfRoute(type: string | undefined): Enquiry | undefined {
  return type && type in ENQUIRY_TYPE_ROUTES
    ? ENQUIRY_TYPE_ROUTES[type as keyof typeof ENQUIRY_TYPE_ROUTES]
    : undefined;
}

/** A stored or server value as an enquiry: 5 → 2; anything unknown → undefined. */
export function normaliseEnquiry(value: unknown): Enquiry | undefined {
  const n = Number(value);
  if (n === NatureOfEnquiry.ProofContact) return 2;
  return n === 1 || n === 2 || n === 4 ? n : undefined;
}

/** Stores that hide the return option (jp, tw, asean) never have enquiry 1: it becomes a replacement. */
export function allowedEnquiry(
  enquiry: Enquiry,
  info: Pick<StoreInfo, 'returnOptionHidden' | 'replacementOnly'>,
): Enquiry {
  return enquiry === 1 && (info.returnOptionHidden || info.replacementOnly) ? 2 : enquiry;
}

/**
 * The enquiry on load: the route type overrides everything; else what this browser last chose, else the
 * server's; 5 maps to 2; stores with replacement only start at 2 and never offer 1.
 */
export function initialEnquiry(i: {
  routeEnquiry: Enquiry | undefined;
  stored: unknown;
  serverAction: unknown;
  info: Pick<StoreInfo, 'returnOptionHidden' | 'replacementOnly'>;
}): Enquiry {
  const chosen =
    i.routeEnquiry ??
    normaliseEnquiry(i.stored) ??
    normaliseEnquiry(i.serverAction) ??
    (i.info.replacementOnly ? 2 : 1);
  return allowedEnquiry(chosen, i.info);
}

/**
 * The purchase mode for an enquiry: status checks are 'rma-status'; without a retailer mode on offer it is
 * 'estore'; a replacement with no known order number is 'retail'; a return is always 'estore'; otherwise
 * the preferred mode (what the customer or server had), defaulting to 'estore'.
 */
export function modeFor(i: {
  enquiry: Enquiry;
  showRetailer: boolean;
  orderNumberKnown: boolean;
  preferred?: PurchaseMode;
}): PurchaseMode {
  if (i.enquiry === 4) return 'rma-status';
  if (!i.showRetailer || i.enquiry === 1) return 'estore';
  if (!i.orderNumberKnown) return 'retail';
  return i.preferred === 'retail' ? 'retail' : 'estore';
}

/**
 * Changing the enquiry resets the mode to estore (leaving rma-status unless the new enquiry is 4); a
 * replacement without a known order number still goes to retail.
 */
export function modeAfterEnquiryChange(i: { enquiry: Enquiry; showRetailer: boolean; orderNumberKnown: boolean }) {
  return modeFor({ ...i, preferred: 'estore' });
}

/** Order numbers are listed newest first; "previous" is the older one, "next" the newer one. */
export function neighbourOrders(list: readonly string[], current: string): { previous?: string; next?: string } {
  const index = list.indexOf(current);
  if (index < 0) return {};
  return { previous: list[index + 1], next: index > 0 ? list[index - 1] : undefined };
}

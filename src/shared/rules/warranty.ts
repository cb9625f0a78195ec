import { addMonths, addYears, daysBetween } from '../dates.js';
import { EXTENDED_WARRANTY_YEARS } from '../limits.js';
import type { Store } from '../stores.js';

/** Warranty status by date (docs/rules/products.md#warranty-and-extended-warranty). */
export type WarrantyStatus = 'within' | 'extended' | 'expired';

export interface WarrantyInfo {
  status: WarrantyStatus;
  /** Whole days from today to expiryDate; 0 on the expiry day itself, negative once expired. */
  daysRemaining: number;
  /** 'YYYY-MM-DD' */
  expiryDate: string;
}

/** The English names of the statuses (docs/rules/products.md#warranty-and-extended-warranty). */
export const WARRANTY_STATUS_NAME: Record<WarrantyStatus, string> = {
  within: 'Within Warranty',
  extended: 'Within Extended Warranty',
  expired: 'Expired',
};

/** Catalogue keys of the status names (not yet in messages/en.json; the catalogue owner adds them). */
export const WARRANTY_STATUS_LABEL_KEY = {
  within: 'withinWarranty',
  extended: 'withinExtendedWarranty',
  expired: 'expired',
} as const satisfies Record<WarrantyStatus, string>;
export type WarrantyStatusLabelKey = (typeof WARRANTY_STATUS_LABEL_KEY)[WarrantyStatus];

export function standardWarrantyExpiry(purchaseDate: string, warrantyMonths: number): string {
  return addMonths(purchaseDate, warrantyMonths);
}

/** Extended warranty runs from the purchase date up to five years later (Japan's product list). */
export function extendedWarrantyExpiry(purchaseDate: string): string {
  return addYears(purchaseDate, EXTENDED_WARRANTY_YEARS);
}

/** The stores whose extended-warranty list it is: the list is Japan's (docs/rules/products.md). */
export const EXTENDED_WARRANTY_STORES: readonly Store[] = ['jp'];

/** Whether a product's extended-warranty mark gives it cover when bought in this store. */
export function extendedWarrantyApplies(extendedWarranty: boolean, store: Store): boolean {
  return extendedWarranty && EXTENDED_WARRANTY_STORES.includes(store);
}

/**
 * Within Warranty up to and including the standard expiry day; then Within Extended Warranty up to
 * and including the five-year day when the product is on Japan's extended-warranty list and bought in
 * store jp; else Expired, dated by the latest expiry that applied to the product.
 */
export function warrantyInfo(i: {
  purchaseDate: string;
  warrantyMonths: number;
  extendedWarranty: boolean;
  store: Store;
  today: string;
}): WarrantyInfo {
  const standardExpiry = standardWarrantyExpiry(i.purchaseDate, i.warrantyMonths);
  if (daysBetween(i.today, standardExpiry) >= 0) return info('within', standardExpiry, i.today);
  if (!extendedWarrantyApplies(i.extendedWarranty, i.store)) return info('expired', standardExpiry, i.today);

  const extendedExpiry = extendedWarrantyExpiry(i.purchaseDate);
  if (daysBetween(i.today, extendedExpiry) >= 0) return info('extended', extendedExpiry, i.today);
  // A standard warranty longer than five years outlasts the extended one; report whichever ended last.
  const lastExpiry = extendedExpiry > standardExpiry ? extendedExpiry : standardExpiry;
  return info('expired', lastExpiry, i.today);
}

function info(status: WarrantyStatus, expiryDate: string, today: string): WarrantyInfo {
  return { status, expiryDate, daysRemaining: daysBetween(today, expiryDate) };
}

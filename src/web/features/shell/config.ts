import type { Store } from '../../../shared/stores.js';

/**
 * The store's own web site, which the header links to. Each store lives under its code on it:
 * `https://www.example.com/<store>/sxfi`. Set VITE_STORE_SITE_ORIGIN at build time to point the portal at the
 * real store site; this is the only place the address is written.
 */
export const STORE_SITE_ORIGIN: string = import.meta.env.VITE_STORE_SITE_ORIGIN ?? 'https://www.example.com';

/** An address on the store's own site, e.g. storeSiteUrl('de', '/sale') → https://www.example.com/de/sale. */
export function storeSiteUrl(store: Store, path = ''): string {
  return `${STORE_SITE_ORIGIN.replace(/\/+$/, '')}/${store}${path}`;
}

/** The header's links to the main store (spec section 1), in display order; the cart is shown apart. */
export const STORE_LINKS = [
  { key: 'shop', path: '/sxfi' },
  { key: 'sale', path: '/sale' },
  { key: 'help', path: '/help' },
] as const;

export const CART_PATH = '/shoppingcart';

/** The three HTML fragments each store has (GET /api/layout/<kind>?store). */
export type LayoutKind = 'product-menu' | 'side-menu' | 'footer';

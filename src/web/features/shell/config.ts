export { storeSiteUrl } from '../../lib/store-site.js';

/** The header's links to the main store (docs/rules/shell.md), in display order; the cart is shown apart. */
export const STORE_LINKS = [
  { key: 'shop', path: '/sxfi' },
  { key: 'sale', path: '/sale' },
  { key: 'help', path: '/help' },
] as const;

export const CART_PATH = '/shoppingcart';

/** The three HTML fragments each store has (GET /api/layout/<kind>?store). */
export type LayoutKind = 'product-menu' | 'side-menu' | 'footer';

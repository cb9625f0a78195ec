import type { Store } from '../../shared/stores.js';

/**
 * The store's own web site (header links, account pages, help articles, return policy). Each store lives under its
 * code on it: `https://www.example.com/<store>/sxfi`. Set VITE_STORE_SITE_ORIGIN at build time to point the portal
 * at the real store site; this is the only place the address is written.
 */
export const STORE_SITE_ORIGIN: string = import.meta.env.VITE_STORE_SITE_ORIGIN ?? 'https://www.example.com';

/** An address on the store's own site, e.g. storeSiteUrl('de', '/sale') → https://www.example.com/de/sale. */
export function storeSiteUrl(store: Store, path = ''): string {
  return `${STORE_SITE_ORIGIN.replace(/\/+$/, '')}/${store}${path}`;
}

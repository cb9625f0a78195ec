import type { Store } from '../../../shared/stores.js';

/**
 * The support article on the store's own site (its /help section, where the page shell's Help link goes)
 * that shows where the serial number is printed. Japan has its own article: Japanese packaging and labels
 * differ. The site's address is VITE_STORE_SITE_ORIGIN at build time, as for the shell's store links.
 */
const STORE_SITE_ORIGIN: string = import.meta.env.VITE_STORE_SITE_ORIGIN ?? 'https://www.example.com';

export const SERIAL_HELP_PATH = '/help/where-to-find-your-serial-number';
export const SERIAL_HELP_PATH_JP = '/help/serial-number-location-japan';

export function serialHelpLink(store: Store): string {
  return `${STORE_SITE_ORIGIN.replace(/\/+$/, '')}/${store}${store === 'jp' ? SERIAL_HELP_PATH_JP : SERIAL_HELP_PATH}`;
}

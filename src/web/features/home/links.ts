import type { Store } from '../../../shared/stores.js';
import { storeSiteUrl } from '../../lib/store-site.js';

/**
 * The support article on the store's own site (its /help section, where the page shell's Help link goes)
 * that shows where the serial number is printed. Japan has its own article: Japanese packaging and labels
 * differ. The site's address comes from lib/store-site.
 */
export const SERIAL_HELP_PATH = '/help/where-to-find-your-serial-number';
export const SERIAL_HELP_PATH_JP = '/help/serial-number-location-japan';

export function serialHelpLink(store: Store): string {
  return storeSiteUrl(store, store === 'jp' ? SERIAL_HELP_PATH_JP : SERIAL_HELP_PATH);
}

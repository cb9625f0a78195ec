import type { Store } from '../../../shared/stores.js';

/**
 * Support articles on the store's own site (the header's /help section): where to find a serial number.
 * Japan has its own article (different labels on Japanese packaging).
 */
export const SERIAL_HELP_LINK = '/help/article/where-to-find-serial-number';
export const SERIAL_HELP_LINK_JP = '/help/jp/article/where-to-find-serial-number';

export function serialHelpLink(store: Store): string {
  return store === 'jp' ? SERIAL_HELP_LINK_JP : SERIAL_HELP_LINK;
}

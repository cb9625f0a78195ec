import { INBOX_CHANNELS, INBOX_STATUSES, type InboxChannel, type InboxStatus } from '../../../../shared/staff/inbox.js';
import { STORES, type Store } from '../../../../shared/stores.js';

/** The inbox's filters as the URL holds them: `/staff/inbox?store=us&status=open&channel=chat`. */
export interface InboxView {
  store?: Store | undefined;
  status?: InboxStatus | undefined;
  channel?: InboxChannel | undefined;
}

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : undefined;

/** The view of the URL; a parameter that is not valid is left out rather than failing the screen. */
export function inboxViewFromParams(params: URLSearchParams): InboxView {
  return {
    store: oneOf(STORES, params.get('store')),
    status: oneOf(INBOX_STATUSES, params.get('status')),
    channel: oneOf(INBOX_CHANNELS, params.get('channel')),
  };
}

/** The URL's parameters of a view; the defaults (every store, status and channel) are left out. */
export function paramsOfInboxView(view: InboxView): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of ['store', 'status', 'channel'] as const) {
    const value = view[key];
    if (value) params.set(key, value);
  }
  return params;
}

/**
 * How long the oldest unanswered message has waited, in the largest two units that matter ("2 days 3 hours",
 * "45 minutes"), in the interface language.
 */
export function formatAge(seconds: number, locale: string): string {
  const unit = (value: number, name: 'day' | 'hour' | 'minute') =>
    new Intl.NumberFormat(locale, { style: 'unit', unit: name, unitDisplay: 'long' }).format(value);
  const minutes = Math.floor(seconds / 60);
  const hours = Math.floor(minutes / 60);
  const days = Math.floor(hours / 24);
  if (days > 0) return hours % 24 > 0 ? `${unit(days, 'day')} ${unit(hours % 24, 'hour')}` : unit(days, 'day');
  if (hours > 0)
    return minutes % 60 > 0 ? `${unit(hours, 'hour')} ${unit(minutes % 60, 'minute')}` : unit(hours, 'hour');
  return unit(Math.max(1, minutes), 'minute');
}

import { dateTimeFormat, numberFormat } from '../../../shared/intl.js';
import { LANGUAGE_TAG, type Language } from '../../../shared/languages.js';

/** A date and time as the console shows it: short, in the interface language, the browser's time zone. */
export function formatDateTime(iso: string, language: Language): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return dateTimeFormat(LANGUAGE_TAG[language], { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

export function formatDate(iso: string, language: Language): string {
  const date = new Date(iso.length === 10 ? `${iso}T00:00:00Z` : iso);
  if (Number.isNaN(date.getTime())) return iso;
  return dateTimeFormat(LANGUAGE_TAG[language], {
    dateStyle: 'medium',
    ...(iso.length === 10 ? { timeZone: 'UTC' } : {}),
  }).format(date);
}

/** Amounts follow the one money rule of the portal (src/shared/rules/money.ts). */
export { formatMoney } from '../../../shared/rules/money.js';

/** A date and time for a dense table: numeric date, short time. */
export function formatShortDateTime(iso: string, language: Language): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return dateTimeFormat(LANGUAGE_TAG[language], { dateStyle: 'short', timeStyle: 'short' }).format(date);
}

/** A count in the interface language, grouped as its readers write it: 93,340 in English, 93.340 in German. */
export function formatCount(value: number, language: Language): string {
  return numberFormat(LANGUAGE_TAG[language], { maximumFractionDigits: 0 })?.format(value) ?? String(value);
}

import { isValidIsoDate } from '../../../shared/dates.js';
import { formatRmaDate } from '../../components/RmaTimeline.js';
import type { Language } from '../../../shared/languages.js';

/** A date as the portal shows it (docs/rules/products.md) (DD MMM YYYY; year first in Japanese and Chinese). */
export function displayDate(value: string | null | undefined, language: Language): string {
  return value ? formatRmaDate(value, language) : '';
}

/** Today as YYYY-MM-DD in the customer's own time zone (the date picker's upper bound). */
export function localToday(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Parses what a customer types into the purchase-date field: DD/MM/YYYY (also with - or .). */
export function parseDayMonthYear(input: string): string | null {
  const match = /^\s*(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})\s*$/.exec(input);
  if (!match) return null;
  const iso = `${match[3]}-${match[2]!.padStart(2, '0')}-${match[1]!.padStart(2, '0')}`;
  return isValidIsoDate(iso) ? iso : null;
}

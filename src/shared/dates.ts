/**
 * Calendar dates as ISO strings 'YYYY-MM-DD'. All arithmetic is done in UTC, so a result never
 * depends on the time zone of the browser or server that runs it (the same rules run on both).
 * Every function throws RangeError for a string that is not a real calendar date: a rule fed a
 * broken date is a programming error, not a customer error.
 */

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const MS_PER_DAY = 86_400_000;
const MONTH_ABBREVIATIONS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;

interface DateParts {
  year: number;
  /** 1..12 */
  month: number;
  day: number;
}

export function isValidIsoDate(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

/** Same month and day n months later; a day past the end of the target month clamps to its last day. */
export function addMonths(date: string, n: number): string {
  assertInteger(n);
  const { year, month, day } = toParts(date);
  const monthIndex = year * 12 + (month - 1) + n;
  const newYear = Math.floor(monthIndex / 12);
  const newMonth = monthIndex - newYear * 12 + 1;
  return fromParts({ year: newYear, month: newMonth, day: Math.min(day, daysInMonth(newYear, newMonth)) });
}

/** 29 February plus one year is 28 February (clamped like addMonths). */
export function addYears(date: string, n: number): string {
  assertInteger(n);
  return addMonths(date, n * 12);
}

export function addDays(date: string, n: number): string {
  assertInteger(n);
  return fromEpochDay(toEpochDay(date) + n);
}

/** `to` minus `from` in whole days: negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return toEpochDay(to) - toEpochDay(from);
}

/**
 * The display format 'DD MMM YYYY' (docs/rules/products.md#purchase-dates), e.g. '05 Mar 2024'. Month names are
 * English unless a non-English BCP 47 locale is given, in which case Intl supplies that language's short month name.
 */
export function formatDisplayDate(date: string, locale = 'en'): string {
  const { year, month, day } = toParts(date);
  return `${pad(day, 2)} ${monthAbbreviation(month, locale)} ${pad(year, 4)}`;
}

function monthAbbreviation(month: number, locale: string): string {
  if (/^en(-|$)/i.test(locale)) return MONTH_ABBREVIATIONS[month - 1]!;
  return new Intl.DateTimeFormat(locale, { month: 'short', timeZone: 'UTC' }).format(Date.UTC(2000, month - 1, 1));
}

function toParts(date: string): DateParts {
  if (!isValidIsoDate(date)) throw new RangeError(`Not an ISO date (YYYY-MM-DD): ${String(date)}`);
  return { year: Number(date.slice(0, 4)), month: Number(date.slice(5, 7)), day: Number(date.slice(8, 10)) };
}

function fromParts({ year, month, day }: DateParts): string {
  if (year < 0 || year > 9999) throw new RangeError(`Year ${year} cannot be written as YYYY`);
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

function toEpochDay(date: string): number {
  const { year, month, day } = toParts(date);
  return utcDate(year, month, day).getTime() / MS_PER_DAY;
}

function fromEpochDay(epochDay: number): string {
  const d = new Date(epochDay * MS_PER_DAY);
  return fromParts({ year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() });
}

function daysInMonth(year: number, month: number): number {
  // Day 0 of the next month is the last day of this one.
  return utcDate(year, month + 1, 0).getUTCDate();
}

function utcDate(year: number, month: number, day: number): Date {
  // setUTCFullYear, unlike Date.UTC, does not map years 0..99 to 1900..1999.
  const d = new Date(0);
  d.setUTCFullYear(year, month - 1, day);
  return d;
}

function pad(value: number, width: number): string {
  return String(value).padStart(width, '0');
}

function assertInteger(n: number): void {
  if (!Number.isInteger(n)) throw new RangeError(`Expected a whole number, got ${n}`);
}

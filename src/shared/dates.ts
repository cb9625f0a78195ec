/**
 * Calendar dates as ISO strings 'YYYY-MM-DD'. All arithmetic is done in UTC, so a result never
 * depends on the time zone of the browser or server that runs it (the same rules run on both).
 * Every function throws RangeError for a string that is not a real calendar date: a rule fed a
 * broken date is a programming error, not a customer error.
 */
import { dateTimeFormat } from './intl.js';

const DASH = 45;
const ZERO = 48;
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
  return typeof value === 'string' && partsOf(value) !== undefined;
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
  return dateTimeFormat(locale, { month: 'short', timeZone: 'UTC' }).format(Date.UTC(2000, month - 1, 1));
}

/**
 * The parts of 'YYYY-MM-DD' when it is a real calendar date. Read by character codes rather than a regular
 * expression and a Date: the products step checks the dates of every line on every call.
 */
function partsOf(value: string): DateParts | undefined {
  if (value.length !== 10 || value.charCodeAt(4) !== DASH || value.charCodeAt(7) !== DASH) return undefined;
  const year = digitsAt(value, 0, 4);
  const month = digitsAt(value, 5, 7);
  const day = digitsAt(value, 8, 10);
  if (year < 0 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return undefined;
  return { year, month, day };
}

/** The number written by the ASCII digits from `start` to `end`, or -1 when any is not a digit. */
function digitsAt(value: string, start: number, end: number): number {
  let n = 0;
  for (let i = start; i < end; i++) {
    const digit = value.charCodeAt(i) - ZERO;
    if (digit < 0 || digit > 9) return -1;
    n = n * 10 + digit;
  }
  return n;
}

function toParts(date: string): DateParts {
  const parts = partsOf(date);
  if (!parts) throw new RangeError(`Not an ISO date (YYYY-MM-DD): ${String(date)}`);
  return parts;
}

function fromParts({ year, month, day }: DateParts): string {
  if (!(year >= 0 && year <= 9999)) throw new RangeError(`Year ${year} cannot be written as YYYY`);
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

/*
 * Days since 1970-01-01 in the proleptic Gregorian calendar, as JavaScript's Date counts them, by Howard Hinnant's
 * days_from_civil and civil_from_days (https://howardhinnant.github.io/date_algorithms.html): whole-number
 * arithmetic over 400-year eras, with years counted from March so that the leap day ends a year.
 */
const DAYS_PER_ERA = 146_097;
const MARCH_0000_TO_EPOCH = 719_468;

function toEpochDay(date: string): number {
  const { year, month, day } = toParts(date);
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * ((month + 9) % 12) + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * DAYS_PER_ERA + dayOfEra - MARCH_0000_TO_EPOCH;
}

function fromEpochDay(epochDay: number): string {
  const z = epochDay + MARCH_0000_TO_EPOCH;
  const era = Math.floor(z / DAYS_PER_ERA);
  const dayOfEra = z - era * DAYS_PER_ERA;
  const yearOfEra = Math.floor(
    (dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36_524) - Math.floor(dayOfEra / 146_096)) / 365,
  );
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const monthFromMarch = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * monthFromMarch + 2) / 5) + 1;
  const month = monthFromMarch < 10 ? monthFromMarch + 3 : monthFromMarch - 9;
  return fromParts({ year: yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day });
}

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

function daysInMonth(year: number, month: number): number {
  if (month === 2 && year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0)) return 29;
  return DAYS_IN_MONTH[month - 1]!;
}

function pad(value: number, width: number): string {
  return String(value).padStart(width, '0');
}

function assertInteger(n: number): void {
  if (!Number.isInteger(n)) throw new RangeError(`Expected a whole number, got ${n}`);
}

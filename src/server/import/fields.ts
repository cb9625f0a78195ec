import { z } from 'zod';
import { STORES } from '../../shared/stores.js';
import { INVOICE_NUMBER_MAX, SERIAL_NUMBER_MAX } from '../../shared/limits.js';
import { addDays, addMonths, addYears, isValidIsoDate } from '../../shared/dates.js';

/**
 * The field types of the import file (docs/data-format.md): dates, instants, texts, codes and links,
 * each with the reason an operator reads when a value does not fit. format.ts builds the records from them.
 */

type Issue = { input?: unknown };
/** A field's own message, except when the field is simply missing. */
export const says =
  (reason: string) =>
  (issue: Issue): string =>
    issue.input === undefined ? 'required' : reason;

const DATE_OR_RELATIVE = /^(?:\d{4}-\d{2}-\d{2}|today(?:[+-]\d{1,5}[dwmy])*)$/;
const RELATIVE_TERM = /([+-])(\d{1,5})([dwmy])/g;
const DATE_REASON = 'not a date: use YYYY-MM-DD, or today, today-45d, today-13m, today-2y';

/**
 * Resolves a date of the file against the import day. 'today-13m' is the same day 13 months earlier,
 * clamped to the end of a shorter month; terms apply left to right ('today-1y+2d').
 */
export function resolveDate(value: string, today: string): string {
  if (!value.startsWith('today')) return value;
  let date = today;
  for (const [, sign, amount, unit] of value.matchAll(RELATIVE_TERM)) {
    const n = Number(amount) * (sign === '-' ? -1 : 1);
    if (unit === 'd') date = addDays(date, n);
    else if (unit === 'w') date = addDays(date, 7 * n);
    else if (unit === 'm') date = addMonths(date, n);
    else date = addYears(date, n);
  }
  return date;
}

export const ZDate = z
  .string({ error: says(DATE_REASON) })
  .regex(DATE_OR_RELATIVE, { error: DATE_REASON, abort: true })
  .refine((v) => v.startsWith('today') || isValidIsoDate(v), { error: 'not a real calendar date' })
  .meta({
    description:
      "Calendar date 'YYYY-MM-DD', or relative to the import day: 'today', 'today-45d', 'today-13m', 'today-2y'",
  });

export const ZInstant = z
  .string({ error: says('expected an ISO date-time with offset') })
  .pipe(z.iso.datetime({ offset: true, error: 'not an ISO date-time with offset, e.g. 2022-10-09T09:00:00+08:00' }))
  .meta({ description: 'ISO 8601 date-time with an offset (Z or +08:00); stored in UTC' });

export const ZStore = z.enum(STORES, { error: says('unknown store') });
export const ZBool = (fallback: boolean) => z.boolean({ error: says('expected true or false') }).default(fallback);
export const ZId = z.number().int().min(1).max(2_147_483_647);
export const ZText = (max: number) => z.string().trim().min(1, { error: 'must not be empty' }).max(max);
export const ZOptionalText = (max: number) => z.string().trim().max(max).default('');
export const ZMoney = z.number().min(0).max(1_000_000_000);
export const ZEmail = z
  .string()
  .trim()
  .max(254)
  .pipe(z.email({ error: 'not a valid email address' }))
  .meta({ description: 'Compared and stored in lower case' });
/** A link the portal may render: https or a path on the same site; nothing that could run script. */
export const ZLink = z
  .string()
  .trim()
  .max(500)
  .regex(/^(?:https:\/\/|\/)[^\s"'<>`]*$/, { error: 'expected an https:// link or a path starting with /' });
export const ZSku = z
  .string()
  .trim()
  .max(40)
  .regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, { error: 'expected letters, digits, dot, dash or underscore' });
export const ZSerial = z
  .string()
  .trim()
  .max(SERIAL_NUMBER_MAX)
  .regex(/^[A-Za-z0-9][A-Za-z0-9./-]*$/, { error: 'expected letters, digits, dot, slash or dash' });
export const ZOrderNumber = z
  .string()
  .trim()
  .max(INVOICE_NUMBER_MAX)
  .regex(/^[A-Za-z0-9][A-Za-z0-9-]*$/, { error: 'expected letters, digits or dash' });
export const ZRmaNo = z
  .string()
  .trim()
  .max(20)
  .regex(/^[A-Za-z0-9][A-Za-z0-9-]*$/, { error: 'expected letters, digits or dash' });
export const ZFaultCode = z
  .string()
  .trim()
  .regex(/^[A-Z0-9]{2,20}$/, { error: 'expected 2 to 20 capital letters or digits, e.g. AUD01' });
export const ZPhone = z
  .string()
  .trim()
  .regex(/^\+?[ (]*[0-9][0-9 ()-]{2,29}$/, {
    error: 'expected an optional + then digits, spaces, dashes, parentheses',
  });
export const ZLineNo = z.number().int().min(1).max(9999);

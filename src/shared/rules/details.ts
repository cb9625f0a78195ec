import { PID_MIN_LENGTH, PID_NOT_APPLICABLE, TAIWAN_COUNTRY_CODE } from '../limits.js';
import type { MessageKey } from '../messages.js';
import { STORE_INFO, type Store } from '../stores.js';

/** Your-details step (docs/rules/details.md#your-details). */

export interface YourDetailsForm {
  firstName: string;
  lastName: string;
  email: string;
  /** Id of the chosen country; null until one is chosen. */
  country: number | null;
  languageReply: string;
  pid?: string;
}

export type YourDetailsField = 'firstName' | 'lastName' | 'email' | 'country' | 'languageReply' | 'pid';
export type YourDetailsErrors = Partial<Record<YourDetailsField, MessageKey>>;

/** Longest address SMTP accepts (RFC 5321); anything longer cannot be delivered to. */
const EMAIL_MAX_LENGTH = 254;
/** One @, something before it, a dotted domain after it, no spaces: catches typos, leaves the rest to delivery. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export function isValidEmail(email: string): boolean {
  const value = email.trim();
  return value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value);
}

/** Taiwan is recognised by the chosen country's phone code, 886. */
export function isTaiwanCountry(countryPhoneCode: number | undefined): boolean {
  return countryPhoneCode === TAIWAN_COUNTRY_CODE;
}

/**
 * Required fields, a valid email, and for Taiwan a personal ID of at least PID_MIN_LENGTH characters.
 * `pid` is what to store: the trimmed ID for Taiwan, PID_NOT_APPLICABLE ('-') for everyone else.
 */
export function validateYourDetails(
  form: YourDetailsForm,
  ctx: { countryPhoneCode?: number },
): { errors: YourDetailsErrors; pid: string } {
  const errors: YourDetailsErrors = {};
  if (isBlank(form.firstName)) errors.firstName = 'enterFirstName';
  if (isBlank(form.lastName)) errors.lastName = 'enterLastName';
  if (isBlank(form.email)) errors.email = 'enterEmail';
  else if (!isValidEmail(form.email)) errors.email = 'enterValidEmail';
  if (form.country === null || !(form.country > 0)) errors.country = 'selectCountry';
  if (isBlank(form.languageReply)) errors.languageReply = 'selectLanguage';

  if (!isTaiwanCountry(ctx.countryPhoneCode)) return { errors, pid: PID_NOT_APPLICABLE };
  const pid = (form.pid ?? '').trim();
  if (pid.length < PID_MIN_LENGTH) errors.pid = 'enterPid';
  return { errors, pid };
}

/**
 * The details step submits itself when the customer is at step 1 and their name and email are
 * already known (from cookies or the account); store tw also needs the personal ID.
 */
export function shouldAutoSubmitDetails(i: {
  step: number;
  store: Store;
  firstName?: string;
  lastName?: string;
  email?: string;
  pid?: string;
}): boolean {
  if (i.step !== 1) return false;
  if (isBlank(i.firstName) || isBlank(i.lastName) || isBlank(i.email)) return false;
  return i.store !== 'tw' || !isBlank(i.pid);
}

function isBlank(value: string | undefined | null): boolean {
  return (value ?? '').trim() === '';
}

/** The details step asks for a personal ID in the Taiwan store only (its check is isTaiwanCountry's). */
export function asksPersonalId(store: Store): boolean {
  return store === 'tw';
}

/**
 * A customer's name as the store writes names: family name first in jp and tw (docs/rules/details.md), the parts
 * trimmed and the missing ones left out; '' when neither is given.
 */
export function fullName(store: Store, firstName: string, lastName: string): string {
  const parts = STORE_INFO[store].familyNameFirst ? [lastName, firstName] : [firstName, lastName];
  return parts
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');
}

import { PID_NOT_APPLICABLE } from '../../../../shared/limits.js';
import { storeCountryId } from '../../../../shared/rules/store-country.js';
import type { TYourDetailsResponse } from '../../../../shared/schemas/details.js';
import type { Store } from '../../../../shared/stores.js';
import { DETAILS_COOKIES, clearCookie, readCookie, writeCookie } from '../../../lib/cookies.js';
import { TIMINGS } from '../../../../shared/limits.js';
import type { TDetailsSubmit, TDetailsValues } from './details.types.js';

/** The country: the server's, else the cookie's (if the list has it), else the store's own. */
function initialCountry(data: TYourDetailsResponse, store: Store, cookieCountry: number): number | null {
  if (data.country !== null) return data.country;
  if (data.countryList.some((c) => c.id === cookieCountry)) return cookieCountry;
  return storeCountryId(store, data.countryList);
}

/**
 * The form's starting values: the server's, else (unless it says to clear them) the cookies', else for the
 * country the store's own; the reply language the server's, else the interface language, else the first.
 */
export function initialDetails(data: TYourDetailsResponse, store: Store, language: string): TDetailsValues {
  if (data.clearCookies) for (const name of Object.values(DETAILS_COOKIES)) clearCookie(name);
  const cookie = (name: string) => (data.clearCookies ? '' : (readCookie(name) ?? ''));
  const country = initialCountry(data, store, Number(cookie(DETAILS_COOKIES.country)));
  const languages: string[] = data.languageReplyList.map((l) => l.id);
  const languageReply = [data.languageReply, language].find((l) => languages.includes(l)) ?? languages[0] ?? '';
  return {
    firstName: data.firstName || cookie(DETAILS_COOKIES.firstName),
    lastName: data.lastName || cookie(DETAILS_COOKIES.lastName),
    email: data.email || cookie(DETAILS_COOKIES.email),
    pid: data.pid === PID_NOT_APPLICABLE ? '' : data.pid,
    country: country === null ? '' : String(country),
    languageReply,
  };
}

/** Cookies of the details step: the country for 1 hour, names and e-mail for the browser session. */
export function rememberDetails(details: TDetailsSubmit): void {
  writeCookie(DETAILS_COOKIES.country, String(details.country), TIMINGS.countryCookieSeconds);
  writeCookie(DETAILS_COOKIES.firstName, details.firstName);
  writeCookie(DETAILS_COOKIES.lastName, details.lastName);
  writeCookie(DETAILS_COOKIES.email, details.email);
}

import { STORE_INFO, type Store } from '../stores.js';
import { addressFormFor } from './address.js';

/** The parts of an address that go on paper. */
export interface PostalAddress {
  firstName: string;
  lastName: string;
  address1: string;
  address2: string;
  city: string;
  state: string;
  postalCode: string;
  countryName: string;
  /** ISO 3166 alpha-2 (`DE`); how the town line is written depends on it (townLines). */
  countryCode: string;
  mobile1: string;
}

/**
 * Countries whose post writes the postal code before the town, and no region ("10117 Berlin", "00-950 Warszawa";
 * named in docs/rules/address.md#how-an-address-is-written).
 */
const POSTAL_CODE_FIRST = new Set([
  'DE',
  'AT',
  'CH',
  'LI',
  'FR',
  'MC',
  'IT',
  'SM',
  'VA',
  'ES',
  'AD',
  'PT',
  'PL',
  'NL',
  'BE',
  'LU',
  'DK',
  'NO',
  'SE',
  'FI',
  'IS',
  'GR',
  'CZ',
  'SK',
  'SI',
  'HR',
]);
/** Countries whose postal code has a line of its own, last: the United Kingdom's postcode, Ireland's Eircode. */
const POSTAL_CODE_OWN_LINE = new Set(['GB', 'IE']);

/**
 * The line or lines with the town, by the address's country: "10117 Berlin" where the postal code comes first
 * (the region left out), "London" then "SW1A 1AA" in the United Kingdom and Ireland (town and county, then the
 * code), else "city, state postal code" ("San Francisco, CA 94105", "Singapore 018956"). A region named as its
 * town is left out ("Dublin", not "Dublin, Dublin").
 */
export function townLines(address: Pick<PostalAddress, 'city' | 'state' | 'postalCode' | 'countryCode'>): string[] {
  const code = address.countryCode.toUpperCase();
  if (POSTAL_CODE_FIRST.has(code)) return [[address.postalCode, address.city].filter(Boolean).join(' ')];
  // A region named as its town ("Dublin, Dublin") is said once.
  const region = address.state.trim().toLowerCase() === address.city.trim().toLowerCase() ? '' : address.state;
  const town = [address.city, region].filter(Boolean).join(', ');
  if (POSTAL_CODE_OWN_LINE.has(code)) return [town, address.postalCode];
  return [[town, address.postalCode].filter(Boolean).join(' ')];
}

/**
 * Where an address is, as lines (docs/rules/address.md#how-an-address-is-written): the street lines, then the
 * town as the address's country writes it (townLines); in Japan the postal code with its mark first, then
 * prefecture and city, then the street lines. Empty parts are left out.
 */
export function placeLines(
  address: Pick<PostalAddress, 'address1' | 'address2' | 'city' | 'state' | 'postalCode' | 'countryCode'>,
  store: Store,
): string[] {
  const lines = addressFormFor(store).postalCodeFirst
    ? [
        address.postalCode ? `〒${address.postalCode}` : '',
        `${address.state}${address.city}`,
        address.address1,
        address.address2,
      ]
    : [address.address1, address.address2, ...townLines(address)];
  return lines.filter((line) => line.trim() !== '');
}

/**
 * An address as lines, as the address card writes it (docs/labels.md#the-label): the name (family name first
 * where the store writes names so), the place (placeLines), the country, the phone. Empty parts are left out. The card shows the
 * country's name in the customer's language (features/address/AddressCard.tsx); the label keeps the data's name.
 */
export function postalLines(address: PostalAddress, store: Store): string[] {
  const names = STORE_INFO[store].familyNameFirst
    ? [address.lastName, address.firstName]
    : [address.firstName, address.lastName];
  return [names.filter(Boolean).join(' '), ...placeLines(address, store), address.countryName, address.mobile1].filter(
    (line) => line.trim() !== '',
  );
}

import { STORE_INFO, type Store } from '../stores.js';

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
  mobile1: string;
}

/**
 * An address as lines, as the address card writes it (docs/labels.md#the-label): the name (family name first
 * where the store writes names so), the street lines, "city, state postcode", the country, the phone. Empty
 * parts are left out.
 */
export function postalLines(address: PostalAddress, store: Store): string[] {
  const names = STORE_INFO[store].familyNameFirst
    ? [address.lastName, address.firstName]
    : [address.firstName, address.lastName];
  const locality = [[address.city, address.state].filter(Boolean).join(', '), address.postalCode]
    .filter(Boolean)
    .join(' ');
  return [
    names.filter(Boolean).join(' '),
    address.address1,
    address.address2,
    locality,
    address.countryName,
    address.mobile1,
  ].filter((line) => line.trim() !== '');
}

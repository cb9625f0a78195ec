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
  mobile1: string;
}

/**
 * Where an address is, as lines (docs/rules/address.md#how-an-address-is-written): the street lines, then
 * "city, state postcode"; in Japan the postal code with its mark first, then prefecture and city, then the street
 * lines. Empty parts are left out.
 */
export function placeLines(
  address: Pick<PostalAddress, 'address1' | 'address2' | 'city' | 'state' | 'postalCode'>,
  store: Store,
): string[] {
  const lines = addressFormFor(store).postalCodeFirst
    ? [
        address.postalCode ? `〒${address.postalCode}` : '',
        `${address.state}${address.city}`,
        address.address1,
        address.address2,
      ]
    : [
        address.address1,
        address.address2,
        [[address.city, address.state].filter(Boolean).join(', '), address.postalCode].filter(Boolean).join(' '),
      ];
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

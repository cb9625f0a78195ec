import { z } from 'zod';
import { normalizePhone, validateAddress } from '../../../shared/rules/address.js';
import { ZAddress, type TAddress, type TAddressInput } from '../../../shared/schemas/index.js';
import type { Store } from '../../../shared/stores.js';

/** The address form as its inputs hold it (the country as the select's string id, '' for none). */
export const ZAddressValues = ZAddress.pick({
  firstName: true,
  lastName: true,
  mobile1: true,
  mobile2: true,
  address1: true,
  address2: true,
  city: true,
  state: true,
  postalCode: true,
}).extend({ countryId: z.string() });
export type TAddressValues = z.infer<typeof ZAddressValues>;

export function toAddressValues(address: TAddress | null, defaultCountryId: number): TAddressValues {
  return {
    firstName: address?.firstName ?? '',
    lastName: address?.lastName ?? '',
    mobile1: address?.mobile1 ?? '',
    mobile2: address?.mobile2 ?? '',
    address1: address?.address1 ?? '',
    address2: address?.address2 ?? '',
    city: address?.city ?? '',
    state: address?.state ?? '',
    postalCode: address?.postalCode ?? '',
    countryId: String(address?.countryId || defaultCountryId || ''),
  };
}

/** What the update call sends: trimmed, phones with '/' as '-', the session's country unless the form asks. */
export function toAddressInput(values: TAddressValues, id: number): TAddressInput {
  return {
    id,
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    mobile1: normalizePhone(values.mobile1.trim()),
    mobile2: normalizePhone(values.mobile2.trim()),
    address1: values.address1.trim(),
    address2: values.address2.trim(),
    city: values.city.trim(),
    state: values.state.trim(),
    district: '',
    postalCode: values.postalCode.trim(),
    vatNumber: '',
    countryId: Number(values.countryId) || 0,
  };
}

/**
 * The address form's schema: the shared rule of the store's form (validateAddress, which the server runs too)
 * judges the values; a valid form becomes what the update call sends. Messages stay catalogue keys until shown.
 */
export function addressSchema(store: Store, id: number) {
  return ZAddressValues.superRefine((values, ctx) => {
    const errors = validateAddress(store, { ...values, countryId: Number(values.countryId) || 0 });
    for (const [field, key] of Object.entries(errors)) ctx.addIssue({ code: 'custom', path: [field], message: key });
  }).transform((values) => toAddressInput(values, id));
}

import type { MessageKey } from '../messages.js';
import { STORE_INFO, type Store } from '../stores.js';
import {
  AU_STATES,
  IE_COUNTRIES,
  JP_PREFECTURES,
  PH_COUNTRIES,
  US_STATES,
  type CountryOption,
  type StateOption,
} from './address-options.js';

export { AU_STATES, IE_COUNTRIES, JP_PREFECTURES, PH_COUNTRIES, US_STATES, type CountryOption, type StateOption };

/** Shipping address forms and checks (docs/rules/address.md). */

export type AddressField =
  | 'firstName'
  | 'lastName'
  | 'mobile1'
  | 'mobile2'
  | 'address1'
  | 'address2'
  | 'city'
  | 'state'
  | 'district'
  | 'postalCode'
  | 'countryId';

export type AddressNotice = 'noPoBox' | 'noOverseasTerritories';

export interface AddressForm {
  /** In display order. */
  fields: AddressField[];
  required: AddressField[];
  /**
   * The address is written from the postal code down: postal code, prefecture, city, street lines (Japan), instead
   * of street lines, then "city, state postal code".
   */
  postalCodeFirst: boolean;
  /** When present, state is chosen from this list instead of typed. */
  stateOptions?: StateOption[];
  countryOptions?: CountryOption[];
  notices: AddressNotice[];
}

export interface AddressInput {
  firstName?: string | null;
  lastName?: string | null;
  mobile1?: string | null;
  mobile2?: string | null;
  address1?: string | null;
  address2?: string | null;
  city?: string | null;
  state?: string | null;
  district?: string | null;
  postalCode?: string | null;
  countryId?: number | null;
}

export type AddressErrors = Partial<Record<AddressField, MessageKey>>;

const NO_PO_BOX_STORES: readonly Store[] = [
  'us',
  'ca',
  'au',
  'uk',
  'ie',
  'en',
  'nordic',
  'gr',
  'fr',
  'de',
  'it',
  'es',
  'pl',
];
const NO_OVERSEAS_TERRITORIES_STORES: readonly Store[] = ['fr', 'en', 'uk', 'es', 'nordic'];
/** Stores whose form has neither city nor state. */
const NO_CITY_OR_STATE_STORES: readonly Store[] = ['sg', 'tw'];
/** Japanese addresses: postal code, prefecture (required, from the list), city (required), then the street lines. */
const POSTAL_CODE_FIRST_STORES: readonly Store[] = ['jp'];
/** UK addresses need the post town; the county is optional (Royal Mail has not needed it since 1996). */
const TOWN_NOT_COUNTY_STORES: readonly Store[] = ['uk'];

export const ADDRESS_MAX_LENGTH = {
  firstName: 50,
  lastName: 50,
  mobile1: 25,
  mobile2: 25,
  address1: 120,
  address2: 120,
  city: 60,
  postalCode: 12,
} as const satisfies Partial<Record<AddressField, number>>;

/** Optional leading +, then digits, spaces, hyphens and parentheses. */
export const PHONE_PATTERN = /^\+?[0-9 ()-]+$/;

/** The form of one store: which fields in which order, which are required, and its choices and notices. */
export function addressFormFor(store: Store): AddressForm {
  const postalCodeFirst = POSTAL_CODE_FIRST_STORES.includes(store);
  const townNotCounty = TOWN_NOT_COUNTY_STORES.includes(store);
  const withCityAndState = postalCodeFirst || !NO_CITY_OR_STATE_STORES.includes(store);
  // Japanese addresses are written family name first.
  const names: AddressField[] = STORE_INFO[store].familyNameFirst
    ? ['lastName', 'firstName']
    : ['firstName', 'lastName'];
  const countryOptions = countryOptionsFor(store);
  const place: AddressField[] = postalCodeFirst
    ? ['postalCode', 'state', 'city', 'address1', 'address2']
    : ['address1', 'address2', ...(withCityAndState ? (['city', 'state'] as const) : []), 'postalCode'];
  const fields: AddressField[] = [
    ...names,
    'mobile1',
    'mobile2',
    ...place,
    ...(countryOptions ? (['countryId'] as const) : []),
  ];
  const needed = new Set<AddressField>([...names, 'mobile1', 'address1', 'postalCode']);
  if (withCityAndState && !townNotCounty) needed.add('state');
  if (postalCodeFirst || townNotCounty) needed.add('city');
  if (store === 'ie') needed.add('countryId');
  const required = fields.filter((field) => needed.has(field));
  const form: AddressForm = { fields, required, postalCodeFirst, notices: noticesFor(store) };
  const stateOptions = stateOptionsFor(store);
  if (stateOptions) form.stateOptions = stateOptions;
  if (countryOptions) form.countryOptions = countryOptions;
  return form;
}

function stateOptionsFor(store: Store): StateOption[] | undefined {
  if (store === 'au') return AU_STATES;
  if (store === 'us') return US_STATES;
  if (store === 'jp') return JP_PREFECTURES;
  return undefined;
}

function countryOptionsFor(store: Store): CountryOption[] | undefined {
  if (store === 'ph') return PH_COUNTRIES;
  if (store === 'ie') return IE_COUNTRIES;
  return undefined;
}

export function noticesFor(store: Store): AddressNotice[] {
  const notices: AddressNotice[] = [];
  if (NO_PO_BOX_STORES.includes(store)) notices.push('noPoBox');
  if (NO_OVERSEAS_TERRITORIES_STORES.includes(store)) notices.push('noOverseasTerritories');
  return notices;
}

/** Slashes become hyphens: customers type 0412/345 678 and the phone pattern has no slash. */
export function normalizePhone(phone: string): string {
  return phone.replaceAll('/', '-');
}

/**
 * The phone pattern of docs/rules/address.md#phone-rule, plus at least one digit so that "+" or "()" alone is not a
 * phone number.
 */
export function isValidPhone(phone: string): boolean {
  const value = normalizePhone(phone.trim());
  return PHONE_PATTERN.test(value) && /\d/.test(value);
}

/**
 * Field errors of an address for a store; fields the store's form does not have are ignored.
 * Required-but-empty wins over too long; a phone with a bad format reports the format first.
 */
export function validateAddress(store: Store, address: AddressInput): AddressErrors {
  const form = addressFormFor(store);
  const has = (field: AddressField) => form.fields.includes(field);
  const errors: AddressErrors = {};

  requiredText(errors, address.firstName, 'firstName', 'addressFirstName');
  requiredText(errors, address.lastName, 'lastName', 'addressLastName');
  phone(errors, address.mobile1, 'mobile1', true);
  phone(errors, address.mobile2, 'mobile2', false);
  requiredText(errors, address.address1, 'address1', 'addressLine');
  optionalText(errors, address.address2, 'address2');
  const required = (field: AddressField) => form.required.includes(field);
  if (required('city')) requiredText(errors, address.city, 'city', 'city');
  else if (has('city')) optionalText(errors, address.city, 'city');
  const state = required('state') || !isBlank(address.state);
  // A state list is a select, which asks to choose; the spec's "Please enter state." is the typed field's
  // (docs/rules/address.md#messages).
  if (has('state') && state && !isValidState(address.state, form.stateOptions)) {
    errors.state = form.stateOptions ? 'stateSelect' : 'state';
  }
  requiredText(errors, address.postalCode, 'postalCode', 'postalCode');
  if (form.required.includes('countryId') && !((address.countryId ?? 0) > 0)) errors.countryId = 'country';
  return errors;
}

/** Address submit needs a chosen address with a country (countryId above 0). */
export function validateAddressSubmit(
  address: Pick<AddressInput, 'countryId'> | null | undefined,
): 'selectShippingAddress' | null {
  return address && (address.countryId ?? 0) > 0 ? null : 'selectShippingAddress';
}

type LimitedField = keyof typeof ADDRESS_MAX_LENGTH;

function requiredText(
  errors: AddressErrors,
  value: string | null | undefined,
  field: LimitedField,
  missing: MessageKey,
): void {
  if (isBlank(value)) errors[field] = missing;
  else optionalText(errors, value, field);
}

function optionalText(errors: AddressErrors, value: string | null | undefined, field: LimitedField): void {
  if ((value ?? '').trim().length > ADDRESS_MAX_LENGTH[field]) errors[field] = 'tooLong';
}

function phone(
  errors: AddressErrors,
  value: string | null | undefined,
  field: 'mobile1' | 'mobile2',
  required: boolean,
): void {
  if (isBlank(value)) {
    if (required) errors[field] = 'phoneRequired';
  } else if (!isValidPhone(value!)) errors[field] = 'phoneFormat';
  else optionalText(errors, value, field);
}

function isValidState(state: string | null | undefined, options: StateOption[] | undefined): boolean {
  if (isBlank(state)) return false;
  // A state list means a select: a typed value not on it cannot come from the form.
  return !options || options.some((option) => option.code === state);
}

function isBlank(value: string | null | undefined): boolean {
  return (value ?? '').trim() === '';
}

import { describe, it, expect } from 'vitest';
import { STORES, type Store } from '../stores.js';
import {
  IE_COUNTRIES,
  JP_PREFECTURES,
  PH_COUNTRIES,
  PHONE_PATTERN,
  US_STATES,
  addressFormFor,
  isValidPhone,
  normalizePhone,
  validateAddress,
  validateAddressSubmit,
  type AddressErrors,
  type AddressInput,
} from './address.js';

describe('addressFormFor: fields and required fields', () => {
  const standard = [
    'firstName',
    'lastName',
    'mobile1',
    'mobile2',
    'address1',
    'address2',
    'city',
    'state',
    'postalCode',
  ];
  const standardRequired = ['firstName', 'lastName', 'mobile1', 'address1', 'state', 'postalCode'];
  it.each<[Store, string[], string[]]>([
    ['us', standard, standardRequired],
    ['au', standard, standardRequired],
    // The post town is required in the UK, the county is not.
    ['uk', standard, ['firstName', 'lastName', 'mobile1', 'address1', 'city', 'postalCode']],
    ['fr', standard, standardRequired],
    ['hk', standard, standardRequired],
    [
      'sg',
      ['firstName', 'lastName', 'mobile1', 'mobile2', 'address1', 'address2', 'postalCode'],
      ['firstName', 'lastName', 'mobile1', 'address1', 'postalCode'],
    ],
    [
      'tw',
      ['lastName', 'firstName', 'mobile1', 'mobile2', 'address1', 'address2', 'postalCode'],
      ['lastName', 'firstName', 'mobile1', 'address1', 'postalCode'],
    ],
    // Postal code, prefecture, city, then the street lines, as a Japanese address is written.
    [
      'jp',
      ['lastName', 'firstName', 'mobile1', 'mobile2', 'postalCode', 'state', 'city', 'address1', 'address2'],
      ['lastName', 'firstName', 'mobile1', 'postalCode', 'state', 'city', 'address1'],
    ],
    ['ph', [...standard, 'countryId'], standardRequired],
    ['ie', [...standard, 'countryId'], [...standardRequired, 'countryId']],
  ])('%s', (store, fields, required) => {
    const form = addressFormFor(store);
    expect(form.fields).toEqual(fields);
    expect(form.required).toEqual(required);
    expect(form.postalCodeFirst).toBe(store === 'jp');
  });
});

describe('addressFormFor: choices', () => {
  it('au states', () => {
    expect(addressFormFor('au').stateOptions?.map((s) => s.code)).toEqual([
      'ACT',
      'NSW',
      'NT',
      'QLD',
      'SA',
      'TAS',
      'VIC',
      'WA',
    ]);
  });

  it('us: 50 states plus DC, unique codes, full names', () => {
    const states = addressFormFor('us').stateOptions!;
    expect(states).toHaveLength(51);
    expect(new Set(states.map((s) => s.code)).size).toBe(51);
    expect(states).toContainEqual({ code: 'DC', name: 'District of Columbia' });
    expect(states).toContainEqual({ code: 'NY', name: 'New York' });
    expect(states).toBe(US_STATES);
  });

  it.each<[Store, [string, number][] | undefined]>([
    [
      'ph',
      [
        ['Indonesia', 62],
        ['Philippines', 63],
        ['Thailand', 66],
        ['Vietnam', 84],
      ],
    ],
    [
      'ie',
      [
        ['Austria', 43],
        ['Belgium', 32],
        ['Czech Republic', 420],
        ['Estonia', 372],
        ['Greece', 30],
        ['Hungary', 36],
        ['Ireland', 353],
        ['Luxembourg', 352],
        ['Malta', 356],
        ['Netherlands', 31],
        ['Poland', 48],
        ['Portugal', 351],
        ['Slovakia', 421],
        ['Slovenia', 386],
        ['Switzerland', 41],
      ],
    ],
    ['us', undefined],
    ['sg', undefined],
  ])('%s country options', (store, expected) => {
    expect(addressFormFor(store).countryOptions?.map((c) => [c.name, c.phoneCode])).toEqual(expected);
  });

  it('ph and ie lists are the exported ones', () => {
    expect(addressFormFor('ph').countryOptions).toBe(PH_COUNTRIES);
    expect(addressFormFor('ie').countryOptions).toBe(IE_COUNTRIES);
  });

  it.each<[Store, string[]]>([
    ['us', ['noPoBox']],
    ['ca', ['noPoBox']],
    ['au', ['noPoBox']],
    ['ie', ['noPoBox']],
    ['gr', ['noPoBox']],
    ['de', ['noPoBox']],
    ['it', ['noPoBox']],
    ['pl', ['noPoBox']],
    ['uk', ['noPoBox', 'noOverseasTerritories']],
    ['fr', ['noPoBox', 'noOverseasTerritories']],
    ['en', ['noPoBox', 'noOverseasTerritories']],
    ['es', ['noPoBox', 'noOverseasTerritories']],
    ['nordic', ['noPoBox', 'noOverseasTerritories']],
    ['sg', []],
    ['jp', []],
    ['tw', []],
    ['hk', []],
    ['ph', []],
    ['my', []],
    ['asean', []],
  ])('%s notices', (store, notices) => {
    expect(addressFormFor(store).notices).toEqual(notices);
  });

  it('jp: the 47 prefectures in Japanese, Hokkaido first and Okinawa last', () => {
    const prefectures = addressFormFor('jp').stateOptions!;
    expect(prefectures).toBe(JP_PREFECTURES);
    expect(prefectures).toHaveLength(47);
    expect(new Set(prefectures.map((p) => p.code)).size).toBe(47);
    expect(prefectures[0]).toEqual({ code: '北海道', name: '北海道' });
    expect(prefectures[12]).toEqual({ code: '東京都', name: '東京都' });
    expect(prefectures[46]).toEqual({ code: '沖縄県', name: '沖縄県' });
  });

  it('state options only for au, jp and us', () => {
    expect(STORES.filter((s) => addressFormFor(s).stateOptions)).toEqual(['au', 'jp', 'us']);
  });
});

describe('phones', () => {
  it.each([
    ['0412 345 678', true],
    ['+61 412 345 678', true],
    ['+1 (555) 123-4567', true],
    ['(02) 9876-5432', true],
    ['0412/345/678', true],
    ['++61 412', false],
    ['61+412', false],
    ['0412.345.678', false],
    ['0412 345 678 ext 2', false],
    ['+', false],
    ['()', false],
    ['', false],
  ])('%j valid: %s', (phone, valid) => {
    expect(isValidPhone(phone)).toBe(valid);
  });

  it.each([
    ['0412/345/678', '0412-345-678'],
    ['+1 555 123 4567', '+1 555 123 4567'],
  ])('normalizePhone(%j) → %j', (phone, expected) => {
    expect(normalizePhone(phone)).toBe(expected);
    expect(PHONE_PATTERN.test(expected)).toBe(true);
  });
});

const good: AddressInput = {
  firstName: 'Jane',
  lastName: 'Doe',
  mobile1: '+1 (555) 123-4567',
  address1: '1 Main St',
  city: 'Springfield',
  state: 'IL',
  postalCode: '62701',
  countryId: 1,
};

describe('validateAddress', () => {
  it.each<[string, Store, AddressInput, AddressErrors]>([
    ['complete us', 'us', good, {}],
    [
      'everything empty in us',
      'us',
      {},
      {
        firstName: 'addressFirstName',
        lastName: 'addressLastName',
        mobile1: 'phoneRequired',
        address1: 'addressLine',
        state: 'stateSelect',
        postalCode: 'postalCode',
      },
    ],
    ['blank first name', 'us', { ...good, firstName: '  ' }, { firstName: 'addressFirstName' }],
    ['blank last name', 'us', { ...good, lastName: '' }, { lastName: 'addressLastName' }],
    ['mobile1 missing', 'us', { ...good, mobile1: null }, { mobile1: 'phoneRequired' }],
    ['mobile1 bad format', 'us', { ...good, mobile1: '555.123.4567' }, { mobile1: 'phoneFormat' }],
    ['mobile1 with slashes is fine', 'us', { ...good, mobile1: '555/123/4567' }, {}],
    ['mobile2 empty is fine', 'us', { ...good, mobile2: '' }, {}],
    ['mobile2 bad format', 'us', { ...good, mobile2: 'call me' }, { mobile2: 'phoneFormat' }],
    ['mobile1 of 25 chars', 'us', { ...good, mobile1: '1'.repeat(25) }, {}],
    ['mobile1 of 26 chars', 'us', { ...good, mobile1: '1'.repeat(26) }, { mobile1: 'tooLong' }],
    ['mobile2 of 26 chars', 'us', { ...good, mobile2: '1'.repeat(26) }, { mobile2: 'tooLong' }],
    ['first name of 50', 'us', { ...good, firstName: 'a'.repeat(50) }, {}],
    ['first name of 51', 'us', { ...good, firstName: 'a'.repeat(51) }, { firstName: 'tooLong' }],
    ['last name of 51', 'us', { ...good, lastName: 'a'.repeat(51) }, { lastName: 'tooLong' }],
    ['address1 missing', 'us', { ...good, address1: '' }, { address1: 'addressLine' }],
    ['address1 of 120', 'us', { ...good, address1: 'a'.repeat(120) }, {}],
    ['address1 of 121', 'us', { ...good, address1: 'a'.repeat(121) }, { address1: 'tooLong' }],
    ['address2 of 121', 'us', { ...good, address2: 'a'.repeat(121) }, { address2: 'tooLong' }],
    ['city missing is fine', 'us', { ...good, city: '' }, {}],
    ['city of 61', 'us', { ...good, city: 'a'.repeat(61) }, { city: 'tooLong' }],
    ['postal code missing', 'us', { ...good, postalCode: '' }, { postalCode: 'postalCode' }],
    ['postal code of 12', 'us', { ...good, postalCode: '1'.repeat(12) }, {}],
    ['postal code of 13', 'us', { ...good, postalCode: '1'.repeat(13) }, { postalCode: 'tooLong' }],
    ['us state not on the list', 'us', { ...good, state: 'Illinois' }, { state: 'stateSelect' }],
    ['us state DC', 'us', { ...good, state: 'DC' }, {}],
    ['au state on the list', 'au', { ...good, state: 'NSW' }, {}],
    ['au state not on the list', 'au', { ...good, state: 'IL' }, { state: 'stateSelect' }],
    ['ca province typed, missing', 'ca', { ...good, state: ' ' }, { state: 'state' }],
    ['uk free-text county', 'uk', { ...good, state: 'Kent' }, {}],
    ['uk county is optional', 'uk', { ...good, state: '' }, {}],
    ['uk post town missing', 'uk', { ...good, city: ' ' }, { city: 'city' }],
    ['uk post town of 61', 'uk', { ...good, city: 'a'.repeat(61) }, { city: 'tooLong' }],
    ['sg has no state or city', 'sg', { ...good, state: '', city: 'a'.repeat(99) }, {}],
    ['jp complete', 'jp', { ...good, state: '東京都', city: '千代田区' }, {}],
    ['jp needs prefecture and city', 'jp', { ...good, state: null, city: '' }, { state: 'stateSelect', city: 'city' }],
    ['jp prefecture not on the list', 'jp', { ...good, state: 'Tokyo', city: '千代田区' }, { state: 'stateSelect' }],
    ['tw has no state', 'tw', { ...good, state: undefined }, {}],
    ['ie needs a country', 'ie', { ...good, state: 'Dublin', countryId: null }, { countryId: 'country' }],
    ['ie country 0', 'ie', { ...good, state: 'Dublin', countryId: 0 }, { countryId: 'country' }],
    ['ie with country', 'ie', { ...good, state: 'Dublin', countryId: 353 }, {}],
    ['ph country optional', 'ph', { ...good, state: 'Manila', countryId: null }, {}],
  ])('%s', (_name, store, address, expected) => {
    expect(validateAddress(store, address)).toEqual(expected);
  });
});

describe('validateAddressSubmit', () => {
  it.each([
    ['no address chosen', null, 'selectShippingAddress'],
    ['country 0', { countryId: 0 }, 'selectShippingAddress'],
    ['country missing', { countryId: null }, 'selectShippingAddress'],
    ['country set', { countryId: 65 }, null],
  ] as const)('%s', (_name, address, expected) => {
    expect(validateAddressSubmit(address)).toBe(expected);
  });
});

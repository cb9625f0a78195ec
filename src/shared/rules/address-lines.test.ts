import { describe, expect, it } from 'vitest';
import { postalLines, townLines, type PostalAddress } from './address-lines.js';

const base: PostalAddress = {
  firstName: 'Ann',
  lastName: 'Lee',
  address1: '1 Main Street',
  address2: '',
  city: 'San Francisco',
  state: 'CA',
  postalCode: '94105',
  countryName: 'United States',
  countryCode: 'US',
  mobile1: '+1 415 555 0100',
};

describe('postalLines', () => {
  it.each<[string, PostalAddress, Parameters<typeof postalLines>[1], string[]]>([
    [
      'a US address',
      base,
      'us',
      ['Ann Lee', '1 Main Street', 'San Francisco, CA 94105', 'United States', '+1 415 555 0100'],
    ],
    [
      'Japan: family name first',
      {
        ...base,
        firstName: '太郎',
        lastName: '山田',
        address1: '東京都渋谷区神南1-2-3',
        city: '',
        state: '',
        postalCode: '150-0041',
        countryName: '日本',
        countryCode: 'JP',
      },
      'jp',
      ['山田 太郎', '〒150-0041', '東京都渋谷区神南1-2-3', '日本', '+1 415 555 0100'],
    ],
    [
      'Japan: postal code, prefecture and city, then the street lines',
      {
        ...base,
        firstName: '太郎',
        lastName: '山田',
        address1: '神南1-2-3',
        address2: 'ハイツ神南101',
        city: '渋谷区',
        state: '東京都',
        postalCode: '150-0041',
        countryName: '日本',
        countryCode: 'JP',
      },
      'jp',
      ['山田 太郎', '〒150-0041', '東京都渋谷区', '神南1-2-3', 'ハイツ神南101', '日本', '+1 415 555 0100'],
    ],
    [
      'a second street line',
      { ...base, address2: 'Suite 5' },
      'us',
      ['Ann Lee', '1 Main Street', 'Suite 5', 'San Francisco, CA 94105', 'United States', '+1 415 555 0100'],
    ],
    [
      'no city, no phone',
      { ...base, city: '', state: '', mobile1: '' },
      'sg',
      ['Ann Lee', '1 Main Street', '94105', 'United States'],
    ],
    [
      'no last name',
      { ...base, lastName: '' },
      'us',
      ['Ann', '1 Main Street', 'San Francisco, CA 94105', 'United States', '+1 415 555 0100'],
    ],
  ])('%s', (_name, address, store, lines) => {
    expect(postalLines(address, store)).toEqual(lines);
  });
});

describe('townLines', () => {
  const town = (city: string, state: string, postalCode: string, countryCode: string) => ({
    city,
    state,
    postalCode,
    countryCode,
  });
  it.each<[string, ReturnType<typeof town>, string[]]>([
    ['United States: city, state postal code', town('San Francisco', 'CA', '94105', 'US'), ['San Francisco, CA 94105']],
    ['Canada', town('Toronto', 'ON', 'M5V 2T6', 'CA'), ['Toronto, ON M5V 2T6']],
    ['Germany: postal code first, no region', town('Berlin', 'Berlin', '10117', 'DE'), ['10117 Berlin']],
    ['France', town('Paris', 'Île-de-France', '75001', 'FR'), ['75001 Paris']],
    ['Italy', town('Roma', 'Lazio', '00184', 'IT'), ['00184 Roma']],
    ['Spain', town('Madrid', 'Madrid', '28013', 'ES'), ['28013 Madrid']],
    ['Poland', town('Warszawa', 'mazowieckie', '00-950', 'PL'), ['00-950 Warszawa']],
    ['Greece', town('Αθήνα', 'Αττική', '105 57', 'GR'), ['105 57 Αθήνα']],
    ['Sweden, a code in lower case', town('Stockholm', '', '111 52', 'se'), ['111 52 Stockholm']],
    ['United Kingdom: the postcode on its own line', town('London', '', 'SW1A 1AA', 'GB'), ['London', 'SW1A 1AA']],
    [
      'United Kingdom with its county',
      town('Reading', 'Berkshire', 'RG1 1AA', 'GB'),
      ['Reading, Berkshire', 'RG1 1AA'],
    ],
    [
      'Ireland: the Eircode on its own line',
      town('Dublin 2', 'Co. Dublin', 'D02 X285', 'IE'),
      ['Dublin 2, Co. Dublin', 'D02 X285'],
    ],
    [
      'Ireland: a county named as its town, said once',
      town('Dublin', 'Dublin', 'D02 XY45', 'IE'),
      ['Dublin', 'D02 XY45'],
    ],
    ['Singapore: no city', town('', '', '018956', 'SG'), ['018956']],
    ['Singapore: the city', town('Singapore', '', '018956', 'SG'), ['Singapore 018956']],
    ['Germany without a town', town('', '', '10117', 'DE'), ['10117']],
  ])('%s', (_name, address, lines) => {
    expect(townLines(address)).toEqual(lines);
  });

  it('writes a German address from the German store the German way, on the card and the label', () => {
    const berlin: PostalAddress = {
      ...base,
      firstName: 'Alex',
      lastName: 'Tester',
      address1: 'Friedrichstraße 12',
      city: 'Berlin',
      state: 'Berlin',
      postalCode: '10117',
      countryName: 'Germany',
      countryCode: 'DE',
      mobile1: '+49 30 1234567',
    };
    expect(postalLines(berlin, 'de')).toEqual([
      'Alex Tester',
      'Friedrichstraße 12',
      '10117 Berlin',
      'Germany',
      '+49 30 1234567',
    ]);
    // The pan-European store writes it the same: the country decides, not the store.
    expect(postalLines(berlin, 'en')).toEqual(postalLines(berlin, 'de'));
  });
});

import { describe, expect, it } from 'vitest';
import { postalLines, type PostalAddress } from './address-lines.js';

const base: PostalAddress = {
  firstName: 'Ann',
  lastName: 'Lee',
  address1: '1 Main Street',
  address2: '',
  city: 'San Francisco',
  state: 'CA',
  postalCode: '94105',
  countryName: 'United States',
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

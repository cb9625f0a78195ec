import { describe, expect, it } from 'vitest';
import { STORES } from '../stores.js';
import { STORE_COUNTRY, storeCountryId } from './store-country.js';

describe('the store’s own country', () => {
  it.each([
    ['us', 'US'],
    ['uk', 'GB'],
    ['de', 'DE'],
    ['jp', 'JP'],
    ['tw', 'TW'],
    ['asean', null],
    ['en', null],
    ['nordic', null],
  ] as const)('%s → %s', (store, code) => {
    expect(STORE_COUNTRY[store]).toBe(code);
  });

  it('names a two-letter code or none for every store', () => {
    for (const store of STORES) expect(STORE_COUNTRY[store] ?? 'XX').toMatch(/^[A-Z]{2}$/);
  });

  const countries = [
    { id: 840, code: 'US' },
    { id: 826, code: 'gb' },
    { id: 276, code: 'DE' },
  ];
  it.each([
    ['us', 840],
    ['uk', 826],
    ['de', 276],
    ['fr', null],
    ['en', null],
  ] as const)('finds %s’s country in the list: %s', (store, id) => {
    expect(storeCountryId(store, countries)).toBe(id);
  });
});

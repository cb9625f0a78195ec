import { describe, expect, it } from 'vitest';
import { countryName } from './country-name.js';

describe('countryName', () => {
  it.each([
    ['JP', 'Japan', 'jp', '日本'],
    ['DE', 'Germany', 'de', 'Deutschland'],
    ['TW', 'Taiwan', 'tw', '台灣'],
    ['FR', 'France', 'fr', 'France'],
    ['US', 'United States', 'en', 'United States'],
    ['', 'Nordic region', 'de', 'Nordic region'],
  ] as const)('%s (%s) in %s is %s', (code, stored, language, expected) => {
    expect(countryName(code, stored, language)).toBe(expected);
  });
});

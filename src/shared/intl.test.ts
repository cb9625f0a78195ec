import { describe, expect, it } from 'vitest';
import { dateTimeFormat, numberFormat } from './intl.js';

describe('kept Intl formats', () => {
  it('gives the same format for the same locale and options, and another for others', () => {
    const a = dateTimeFormat('de-DE', { month: 'short', timeZone: 'UTC' });
    expect(dateTimeFormat('de-DE', { month: 'short', timeZone: 'UTC' })).toBe(a);
    expect(dateTimeFormat('fr-FR', { month: 'short', timeZone: 'UTC' })).not.toBe(a);
    expect(dateTimeFormat('de-DE', { month: 'long', timeZone: 'UTC' })).not.toBe(a);
    expect(a.format(Date.UTC(2026, 4, 1))).toBe('Mai');
  });

  it('writes as a format made anew does, locale after locale, round after round', () => {
    const cases = [
      ['en-US', { style: 'currency', currency: 'USD' }, 1234.5],
      ['de-DE', { style: 'currency', currency: 'EUR' }, 1234.5],
      ['ja-JP', { style: 'currency', currency: 'JPY' }, 1500],
      ['de-DE', undefined, 1990],
    ] as const;
    for (let round = 0; round < 2; round++) {
      for (const [locale, options, value] of cases) {
        expect(numberFormat(locale, options)!.format(value)).toBe(new Intl.NumberFormat(locale, options).format(value));
      }
    }
  });

  it('keeps a refused number format as none, and throws for a refused date locale as Intl does', () => {
    expect(numberFormat('en-US', { style: 'currency', currency: 'X1' })).toBeNull();
    expect(numberFormat('en-US', { style: 'currency', currency: 'X1' })).toBeNull();
    expect(() => dateTimeFormat('not a locale!')).toThrow(RangeError);
  });
});

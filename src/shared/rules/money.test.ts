import { describe, expect, it } from 'vitest';
import { formatMoney } from './money.js';

describe('formatMoney', () => {
  it.each([
    [1990, 'TWD', 'tw', 'NT$1,990'],
    [199.9, 'TWD', 'tw', 'NT$200'],
    [1990, 'TWD', 'en', 'NT$1,990'],
    [59.99, 'USD', 'en', '$59.99'],
    [1500, 'JPY', 'jp', '￥1,500'],
  ] as const)('writes %s %s in %s as %s', (amount, currency, language, expected) => {
    expect(formatMoney(amount, currency, language)).toBe(expected);
  });
  it.each([
    [1234.5, 'EUR', 'de', '1.234,50 €'],
    [1234.5, 'EUR', 'fr', '1 234,50 €'],
    [99.9, 'PLN', 'pl', '99,90 zł'],
  ] as const)('writes %s %s in %s with its own separators', (amount, currency, language, expected) => {
    expect(formatMoney(amount, currency, language).replace(/\s/g, ' ')).toBe(expected);
  });
  it('falls back to the amount and the code for a currency Intl does not know', () => {
    expect(formatMoney(5, 'X1', 'en')).toBe('5.00 X1');
  });
});

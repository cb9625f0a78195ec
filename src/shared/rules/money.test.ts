import { describe, expect, it } from 'vitest';
import { formatMoney, refundEstimate } from './money.js';

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
    expect(formatMoney(7, 'X1', 'en')).toBe('7.00 X1');
  });
  it('keeps each language and currency to its own format when they come in turn, round after round', () => {
    const calls = [
      [59.99, 'USD', 'en', '$59.99'],
      [59.99, 'USD', 'de', '59,99 $'],
      [1234.5, 'EUR', 'de', '1.234,50 €'],
      [1990, 'TWD', 'tw', 'NT$1,990'],
      [1234.5, 'EUR', 'en', '€1,234.50'],
      [1990.4, 'TWD', 'de', 'NT$1.990'],
    ] as const;
    for (let round = 0; round < 3; round++) {
      for (const [amount, currency, language, expected] of calls) {
        expect(formatMoney(amount, currency, language).replace(/\s/g, ' ')).toBe(expected);
      }
    }
  });
});

describe('refundEstimate', () => {
  it.each([
    { lines: [], expected: 0 },
    { lines: [{ fromOrder: true, unitPrice: 59.99 }], expected: 59.99 },
    // Floating point sums are rounded to the cent: 0.1 + 0.2 is 0.30000000000000004.
    {
      lines: [
        { fromOrder: true, unitPrice: 0.1 },
        { fromOrder: true, unitPrice: 0.2 },
      ],
      expected: 0.3,
    },
    // A product bought from another retailer is not refunded by the store.
    {
      lines: [
        { fromOrder: true, unitPrice: 199.99 },
        { fromOrder: false, unitPrice: 120 },
      ],
      expected: 199.99,
    },
    { lines: [{ fromOrder: false, unitPrice: 120 }], expected: 0 },
  ])('$expected for $lines.length lines', ({ lines, expected }) => {
    expect(refundEstimate(lines)).toBe(expected);
  });
});

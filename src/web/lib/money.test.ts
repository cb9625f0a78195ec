import { describe, expect, it } from 'vitest';
import { formatMoney } from './money.js';

describe('formatMoney', () => {
  it('writes Taiwan dollars as NT$ without cents', () => {
    expect(formatMoney(1990, 'TWD', 'tw')).toBe('NT$1,990');
  });
  it('uses the language’s currency format elsewhere', () => {
    expect(formatMoney(59.99, 'USD', 'en')).toBe('$59.99');
    expect(formatMoney(59.99, 'EUR', 'de')).toMatch(/^59,99\s€$/);
  });
});

import { describe, expect, it } from 'vitest';
import { formatRmaDate } from './RmaTimeline.js';

describe('formatRmaDate', () => {
  it.each([
    ['2026-11-05', 'en', '05 Nov 2026'],
    ['2026-11-05', 'jp', '2026年11月5日'],
    ['2026-11-05', 'tw', '2026年11月5日'],
    ['2026-01-31', 'jp', '2026年1月31日'],
    ['2026-05-01', 'de', '01 Mai 2026'],
    ['2026-11-05T09:30:00.000Z', 'en', '05 Nov 2026'],
    ['not a date', 'jp', 'not a date'],
  ] as const)('%s in %s is %s, each time it is asked', (value, language, expected) => {
    expect(formatRmaDate(value, language)).toBe(expected);
    expect(formatRmaDate(value, language)).toBe(expected);
  });
});

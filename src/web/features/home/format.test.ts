import { describe, expect, it } from 'vitest';
import { displayDate, localToday, parseDayMonthYear } from './format.js';

describe('parseDayMonthYear (the purchase-date field, DD/MM/YYYY)', () => {
  it.each([
    ['05/03/2024', '2024-03-05'],
    ['5/3/2024', '2024-03-05'],
    ['29/02/2024', '2024-02-29'],
    ['05.03.2024', '2024-03-05'],
    [' 31-12-2008 ', '2008-12-31'],
    ['29/02/2023', null],
    ['31/04/2024', null],
    ['2024-03-05', null],
    ['05/03/24', null],
    ['', null],
  ])('%j → %s', (input, expected) => {
    expect(parseDayMonthYear(input)).toBe(expected);
  });
});

describe('displayDate', () => {
  it('shows DD MMM YYYY, and year first in Japanese and Chinese', () => {
    expect(displayDate('2024-03-05', 'en')).toBe('05 Mar 2024');
    expect(displayDate('2024-03-05T10:00:00Z', 'en')).toBe('05 Mar 2024');
    expect(displayDate('2024-03-05', 'jp')).toBe('2024年3月5日');
    expect(displayDate('2024-03-05', 'tw')).toBe('2024年3月5日');
    expect(displayDate('2024-03-05', 'de')).toMatch(/^05 Mär\.? 2024$/);
    expect(displayDate('', 'en')).toBe('');
    expect(displayDate('not a date', 'en')).toBe('not a date');
  });
});

describe('localToday', () => {
  it('gives the local calendar day', () => {
    expect(localToday(new Date(2024, 2, 5, 23, 30))).toBe('2024-03-05');
  });
});

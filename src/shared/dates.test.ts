import { describe, it, expect } from 'vitest';
import { addDays, addMonths, addYears, daysBetween, formatDisplayDate, isValidIsoDate } from './dates.js';

describe('isValidIsoDate', () => {
  it.each([
    ['2024-03-05', true],
    ['2024-02-29', true],
    ['2023-02-29', false],
    ['2000-02-29', true],
    ['1900-02-29', false],
    ['2024-04-31', false],
    ['2024-13-01', false],
    ['2024-00-10', false],
    ['2024-01-00', false],
    ['2024-1-05', false],
    ['05/03/2024', false],
    ['2024-03-05T00:00:00Z', false],
    ['', false],
    [null, false],
    [20240305, false],
  ])('%j → %s', (value, expected) => {
    expect(isValidIsoDate(value)).toBe(expected);
  });
});

describe('addMonths', () => {
  it.each([
    ['2024-01-15', 1, '2024-02-15'],
    ['2024-01-31', 1, '2024-02-29'],
    ['2023-01-31', 1, '2023-02-28'],
    ['2024-03-31', 1, '2024-04-30'],
    ['2024-11-30', 2, '2025-01-30'],
    ['2024-01-15', 12, '2025-01-15'],
    ['2024-01-15', 24, '2026-01-15'],
    ['2024-03-31', -1, '2024-02-29'],
    ['2024-01-15', -1, '2023-12-15'],
    ['2024-01-15', 0, '2024-01-15'],
  ])('%s + %i months → %s', (date, n, expected) => {
    expect(addMonths(date, n)).toBe(expected);
  });

  it('rejects a broken date and a fractional count', () => {
    expect(() => addMonths('2024-02-30', 1)).toThrow(RangeError);
    expect(() => addMonths('2024-02-01', 1.5)).toThrow(RangeError);
  });
});

describe('addYears', () => {
  it.each([
    ['2024-02-29', 1, '2025-02-28'],
    ['2024-02-29', 4, '2028-02-29'],
    ['2019-06-10', 5, '2024-06-10'],
    ['2024-06-10', -5, '2019-06-10'],
  ])('%s + %i years → %s', (date, n, expected) => {
    expect(addYears(date, n)).toBe(expected);
  });
});

describe('addDays', () => {
  it.each([
    ['2024-02-28', 1, '2024-02-29'],
    ['2024-02-29', 1, '2024-03-01'],
    ['2024-12-31', 1, '2025-01-01'],
    ['2024-03-01', -1, '2024-02-29'],
    ['2024-01-01', 30, '2024-01-31'],
    ['2024-03-30', 1, '2024-03-31'],
  ])('%s + %i days → %s', (date, n, expected) => {
    expect(addDays(date, n)).toBe(expected);
  });
});

describe('daysBetween', () => {
  it.each([
    ['2024-03-05', '2024-03-05', 0],
    ['2024-03-05', '2024-03-06', 1],
    ['2024-03-06', '2024-03-05', -1],
    ['2024-01-01', '2025-01-01', 366],
    ['2023-01-01', '2024-01-01', 365],
    // 31 March is a DST change in Europe; UTC arithmetic must still count whole days.
    ['2024-03-30', '2024-04-01', 2],
    ['2008-01-01', '2024-03-05', 5908],
  ])('%s → %s is %i days', (from, to, expected) => {
    expect(daysBetween(from, to)).toBe(expected);
  });
});

describe('formatDisplayDate', () => {
  it.each([
    ['2024-03-05', '05 Mar 2024'],
    ['2008-01-01', '01 Jan 2008'],
    ['2022-10-09', '09 Oct 2022'],
    ['1999-12-31', '31 Dec 1999'],
    ['2024-09-15', '15 Sep 2024'],
  ])('%s → %s', (date, expected) => {
    expect(formatDisplayDate(date)).toBe(expected);
    expect(formatDisplayDate(date, 'en-GB')).toBe(expected);
  });

  it('keeps the DD MMM YYYY order with another language’s month name', () => {
    const french = formatDisplayDate('2024-03-05', 'fr');
    expect(french).toMatch(/^05 \S+ 2024$/);
    expect(french).not.toContain('Mar ');
  });

  it('gives each locale its own month names when locales come in turn, as Intl writes them', () => {
    const intl = (date: string, locale: string) =>
      new Intl.DateTimeFormat(locale, { month: 'short', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
    for (let round = 0; round < 2; round++) {
      for (const locale of ['fr', 'de', 'pl', 'es', 'it']) {
        for (const date of ['2024-01-31', '2024-05-01', '2024-12-09']) {
          expect(formatDisplayDate(date, locale)).toBe(`${date.slice(8)} ${intl(date, locale)} ${date.slice(0, 4)}`);
        }
      }
    }
    expect(formatDisplayDate('2024-05-01', 'de')).toBe('01 Mai 2024');
  });
});

describe('the calendar arithmetic agrees with JavaScript’s Date', () => {
  const MS_PER_DAY = 86_400_000;
  /** The UTC day of `year-month-day` by Date (setUTCFullYear keeps years 0..99 as they are). */
  const dayByDate = (year: number, month: number, day: number) => {
    const date = new Date(0);
    date.setUTCFullYear(year, month - 1, day);
    return date;
  };
  const iso = (year: number, month: number, day: number) =>
    `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

  it('on every day from 1600 to 2400', () => {
    const first = dayByDate(1600, 1, 1).getTime() / MS_PER_DAY;
    const last = dayByDate(2400, 12, 31).getTime() / MS_PER_DAY;
    const wrong: string[] = [];
    for (let n = first; n <= last; n++) {
      const date = new Date(n * MS_PER_DAY).toISOString().slice(0, 10);
      if (!isValidIsoDate(date) || addDays('1970-01-01', n) !== date || daysBetween('1970-01-01', date) !== n) {
        wrong.push(date);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('on the end of February of every year from 0 to 9999', () => {
    const wrong: number[] = [];
    for (let year = 0; year <= 9999; year++) {
      const leap = dayByDate(year, 2, 29).getUTCMonth() === 1;
      const february = (dayByDate(year, 3, 1).getTime() - dayByDate(year, 2, 1).getTime()) / MS_PER_DAY;
      if (
        isValidIsoDate(iso(year, 2, 29)) !== leap ||
        daysBetween(iso(year, 2, 1), iso(year, 3, 1)) !== february ||
        addDays(iso(year, 2, 28), 1) !== (leap ? iso(year, 2, 29) : iso(year, 3, 1))
      ) {
        wrong.push(year);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('refuses to write a year outside 0000..9999', () => {
    expect(() => addDays('0000-01-01', -1)).toThrow(RangeError);
    expect(() => addDays('9999-12-31', 1)).toThrow(RangeError);
    expect(() => addDays('2024-01-01', 1e12)).toThrow(RangeError);
  });
});

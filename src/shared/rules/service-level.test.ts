import { describe, expect, it } from 'vitest';
import { addBusinessDays } from './service-level.js';

// 2024-05-06 is a Monday.
describe('addBusinessDays', () => {
  it.each<[string, string, number, string]>([
    ['Monday + 0 is itself', '2024-05-06T09:30:00.000Z', 0, '2024-05-06T09:30:00.000Z'],
    ['Monday + 1 is Tuesday', '2024-05-06T09:30:00.000Z', 1, '2024-05-07T09:30:00.000Z'],
    ['Monday + 4 is Friday', '2024-05-06T09:30:00.000Z', 4, '2024-05-10T09:30:00.000Z'],
    ['Monday + 5 is next Monday', '2024-05-06T09:30:00.000Z', 5, '2024-05-13T09:30:00.000Z'],
    ['Thursday + 2 skips the weekend', '2024-05-09T23:59:00.000Z', 2, '2024-05-13T23:59:00.000Z'],
    ['Friday + 1 is Monday', '2024-05-10T08:00:00.000Z', 1, '2024-05-13T08:00:00.000Z'],
    ['Friday + 10 is two weeks on', '2024-05-10T08:00:00.000Z', 10, '2024-05-24T08:00:00.000Z'],
    ['Saturday + 0 is Monday', '2024-05-11T08:00:00.000Z', 0, '2024-05-13T08:00:00.000Z'],
    ['Saturday + 1 is Tuesday', '2024-05-11T08:00:00.000Z', 1, '2024-05-14T08:00:00.000Z'],
    ['Sunday + 2 is Wednesday', '2024-05-12T08:00:00.000Z', 2, '2024-05-15T08:00:00.000Z'],
    ['across a month end', '2024-05-30T12:00:00.000Z', 2, '2024-06-03T12:00:00.000Z'],
    ['across a year end', '2024-12-31T12:00:00.000Z', 3, '2025-01-03T12:00:00.000Z'],
    ['Friday night at UTC−2 is Saturday in UTC', '2024-05-10T23:30:00-02:00', 1, '2024-05-14T01:30:00.000Z'],
  ])('%s', (_, from, days, expected) => {
    expect(addBusinessDays(from, days)).toBe(expected);
  });

  it.each([-1, 1.5, Number.NaN])('refuses %s days', (days) => {
    expect(() => addBusinessDays('2024-05-06T00:00:00Z', days)).toThrow(RangeError);
  });

  it('refuses a string that is no instant', () => {
    expect(() => addBusinessDays('soon', 1)).toThrow(RangeError);
  });
});

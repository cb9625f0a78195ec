import { describe, expect, it } from 'vitest';
import { ZDate, resolveDate } from './fields.js';

describe('resolveDate', () => {
  it.each([
    ['today', '2025-03-31', '2025-03-31'],
    ['today-45d', '2025-03-31', '2025-02-14'],
    ['today-13m', '2025-03-31', '2024-02-29'],
    ['today-2y', '2024-02-29', '2022-02-28'],
    ['today-1y+2d', '2025-01-01', '2024-01-03'],
    ['today+2w', '2025-01-01', '2025-01-15'],
    ['today-1m', '2025-03-31', '2025-02-28'],
    ['2020-01-02', '2025-01-01', '2020-01-02'],
  ])('%s on %s is %s', (value, today, expected) => {
    expect(resolveDate(value, today)).toBe(expected);
  });
});

describe('ZDate', () => {
  it.each([
    ['2024-02-29', true],
    ['today', true],
    ['today-13m', true],
    ['today+1y-2d', true],
    ['2023-02-29', false],
    ['yesterday', false],
    ['today-1x', false],
    ['2024-2-1', false],
  ])('%s accepted: %s', (value, ok) => {
    expect(ZDate.safeParse(value).success).toBe(ok);
  });
});

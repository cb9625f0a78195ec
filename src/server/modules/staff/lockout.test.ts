import { describe, expect, it } from 'vitest';
import { afterFailure, lockRemainingSeconds, LOCKOUT_FAILURES } from './lockout.js';

const now = new Date('2030-01-01T12:00:00.000Z');

describe('afterFailure', () => {
  it.each([
    [0, { failures: 1, lockedUntil: null }],
    [3, { failures: 4, lockedUntil: null }],
    [LOCKOUT_FAILURES - 1, { failures: 0, lockedUntil: '2030-01-01T12:15:00.000Z' }],
  ])('after %i failures', (failures, expected) => expect(afterFailure(failures, now)).toEqual(expected));
});

describe('lockRemainingSeconds', () => {
  it.each([
    [null, 0],
    ['2030-01-01T12:15:00.000Z', 900],
    ['2030-01-01T12:00:00.500Z', 1],
    ['2030-01-01T12:00:00.000Z', 0],
    ['2030-01-01T11:00:00.000Z', 0],
  ])('locked until %s → %i s', (lockedUntil, expected) =>
    expect(lockRemainingSeconds(lockedUntil, now)).toBe(expected),
  );
});

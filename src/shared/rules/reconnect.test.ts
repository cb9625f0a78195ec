import { describe, expect, it } from 'vitest';
import { reconnectDelay } from './reconnect.js';

describe('reconnectDelay', () => {
  it.each([
    [0, 0, 500],
    [0, 0.999999, 1000],
    [1, 0, 1000],
    [2, 0.5, 3000],
    [4, 0, 8000],
    [5, 0, 15_000],
    [6, 0, 15_000],
    [40, 0.999999, 30_000],
  ])('attempt %i with jitter %f waits about %i ms', (attempt, jitter, expected) => {
    expect(reconnectDelay(attempt, () => jitter)).toBeCloseTo(expected, -1);
  });
});

import { describe, expect, it } from 'vitest';
import { ageBucket, percentile } from './insights.js';

describe('insights rules', () => {
  it.each([
    [[], 0.5, null],
    [[4], 0.9, 4],
    [[1, 2, 3, 4], 0.5, 2.5],
    [[1, 2, 3, 4, 5], 0.5, 3],
    [[1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 0.9, 9.1],
  ] as const)('percentile of %j at %d is %j', (values, p, expected) => {
    const result = percentile(values, p);
    if (expected === null) expect(result).toBeNull();
    else expect(result).toBeCloseTo(expected, 10);
  });

  it.each([
    [0, '0-2'],
    [2, '0-2'],
    [3, '3-7'],
    [7, '3-7'],
    [8, '8-14'],
    [14, '8-14'],
    [15, '15+'],
    [400, '15+'],
  ] as const)('an age of %i days is in bucket %s', (days, bucket) => {
    expect(ageBucket(days)).toBe(bucket);
  });
});

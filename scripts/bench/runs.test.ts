import { describe, expect, it } from 'vitest';
import { medianRun, scoreCell, type Scored } from './runs.js';

/** A run as the benchmark keeps it; `id` tells which run was picked. */
const run = (score: number, id: number): Scored & { id: number } => ({ score, id });

describe('medianRun', () => {
  it.each([
    { scores: [97], picked: 0, all: undefined },
    { scores: [88, 98, 95], picked: 2, all: [88, 98, 95] },
    { scores: [96, 92], picked: 1, all: [96, 92] },
    // A failed run counts as the lowest.
    { scores: [Number.NaN, 97, 94], picked: 2, all: [Number.NaN, 97, 94] },
    { scores: [Number.NaN, Number.NaN, 91], picked: 1, all: [Number.NaN, Number.NaN, 91] },
  ])('of $scores is run $picked, with every score', ({ scores, picked, all }) => {
    const median = medianRun(scores.map((score, id) => run(score, id)));
    // The whole run is kept, so its other figures are the median run's own.
    expect(median.id).toBe(picked);
    expect(median.scores).toEqual(all);
  });

  it('refuses no runs at all', () => {
    expect(() => medianRun([])).toThrow();
  });
});

describe('scoreCell', () => {
  it.each([
    [{ score: 97 }, '97'],
    [{ score: 95, scores: [88, 98, 95] }, '95 (88–98)'],
    [{ score: 99, scores: [99, 99, 99] }, '99'],
    [{ score: 94, scores: [Number.NaN, 97, 94] }, '94 (94–97)'],
    [{ score: Number.NaN, scores: [Number.NaN, Number.NaN, 91] }, 'NaN'],
  ])('shows %j as %s', (scored, cell) => {
    expect(scoreCell(scored)).toBe(cell);
  });
});

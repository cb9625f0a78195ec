/**
 * Repeated measurements of one page: Lighthouse's score of one page moved by ten points between runs minutes apart on
 * one host (docs/benchmark.md), so the benchmark measures each page more than once and shows the median.
 */
export interface Scored {
  score: number;
  /** Every run's score, when there was more than one run (the run that carries them is their median). */
  scores?: number[];
}

/** The median run by score (a failed run, whose score is not a number, counts as the lowest), with every score. */
export function medianRun<T extends Scored>(runs: readonly T[]): T {
  if (runs.length === 0) throw new Error('medianRun: no runs');
  const rank = (run: T) => (Number.isNaN(run.score) ? -1 : run.score);
  const ranked = [...runs].sort((a, b) => rank(a) - rank(b));
  const median = ranked[Math.floor((ranked.length - 1) / 2)]!;
  return runs.length > 1 ? { ...median, scores: runs.map((run) => run.score) } : median;
}

/** A score as the table shows it: the median, and the range of the runs that gave a score when they differ. */
export function scoreCell(run: Scored): string {
  const measured = (run.scores ?? []).filter((score) => !Number.isNaN(score));
  if (measured.length < 2) return String(run.score);
  const low = Math.min(...measured);
  const high = Math.max(...measured);
  return low === high ? String(run.score) : `${run.score} (${low}–${high})`;
}

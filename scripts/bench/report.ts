/**
 * Printing: every figure beside its budget, with `✗` where the figure misses it. Nothing is asserted.
 */
import type { Budget, CallSpec } from './calls.js';
import type { Figures } from './load.js';

export const OVER = '✗';

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
export const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const pct = (ratio: number) => `${(ratio * 100).toFixed(1)} %`;

/** A fixed-width table: numbers right-aligned, text left-aligned. */
export function table(header: string[], rows: string[][], numeric: boolean[]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => (numeric[i] ? c.padStart(widths[i]!) : c.padEnd(widths[i]!)))
      .join('  ')
      .trimEnd();
  return [line(header), ...rows.map(line)].map((l) => `  ${l}`).join('\n');
}

export function budgetText(budget: Budget | undefined): string {
  if (!budget) return '';
  return [
    budget.minRatio === undefined ? '' : `≥ ${budget.minRatio * 100} % of hello`,
    budget.maxP99Ms === undefined ? '' : `p99 ≤ ${budget.maxP99Ms} ms`,
  ]
    .filter(Boolean)
    .join(', ');
}

export function overBudget(budget: Budget | undefined, figures: Figures, ratio: number): boolean {
  if (!budget) return false;
  return (
    (budget.minRatio !== undefined && ratio < budget.minRatio) ||
    (budget.maxP99Ms !== undefined && figures.p99 > budget.maxP99Ms)
  );
}

export interface ApiRow {
  spec: CallSpec;
  figures: Figures;
  answer: string;
}

export interface ApiRun {
  title: string;
  /** The portal ran on PostgreSQL: the table adds the database server's CPU time per answer. */
  onPostgres: boolean;
  hello: Figures;
  /** The bare hello after a fixed CPU work per answer (µs): what share of hello such an answer reaches here. */
  calibration: { workUs: number; figures: Figures }[];
  rows: ApiRow[];
  rss: number;
  /** RSS once started, before any call. */
  rssAtStart: number;
  /** The bare Fastify hello's RSS after its runs (started with no flags): what a Node server of nothing holds. */
  helloRss: number;
}

const ms = (n: number) => (Number.isNaN(n) ? '—' : n.toFixed(n < 10 ? 2 : 1));
const us = (n: number) => (Number.isNaN(n) ? '—' : n.toFixed(0));

/** The API table; with `before` (the demo-data run), each call's change in its share of hello and its CPU time. */
export function printApi(run: ApiRun, before?: ApiRun): void {
  console.log(`\n${run.title}`);
  const header = ['call', 'req/s', 'p50 ms', 'p99 ms', 'CPU µs', 'of hello', 'budget', '', 'answered'];
  if (before) header.splice(7, 0, 'vs demo data');
  if (run.onPostgres) header.splice(5, 0, 'DB µs');
  const hello = run.hello;
  const rows: string[][] = [
    ['hello (bare Fastify)', hello.rps.toFixed(0), ms(hello.p50), ms(hello.p99), us(hello.cpuUs), '100 %', '', ''],
  ];
  for (const { workUs, figures } of run.calibration) {
    rows.push([
      `hello + ${workUs} µs of CPU work`,
      figures.rps.toFixed(0),
      ms(figures.p50),
      ms(figures.p99),
      us(figures.cpuUs),
      pct(figures.rps / hello.rps),
      '',
      '',
    ]);
  }
  for (const row of rows) {
    if (before) row.splice(7, 0, '');
    if (run.onPostgres) row.splice(5, 0, '');
  }
  for (const row of run.rows) {
    const ratio = row.figures.rps / run.hello.rps;
    let over = overBudget(row.spec.budget, row.figures, ratio);
    const cells = [
      row.spec.name,
      row.figures.rps.toFixed(0),
      ms(row.figures.p50),
      ms(row.figures.p99),
      us(row.figures.cpuUs),
      ...(run.onPostgres ? [us(row.figures.dbCpuUs)] : []),
      pct(ratio),
      budgetText(row.spec.budget),
    ];
    if (before) {
      const old = before.rows.find((r) => r.spec.name === row.spec.name);
      const change = old ? ratio / (old.figures.rps / before.hello.rps) - 1 : Number.NaN;
      const cpuChange = old ? row.figures.cpuUs / old.figures.cpuUs - 1 : Number.NaN;
      // Scale budget: a hot read keeps its share of hello, and its CPU time per answer, within 10 % of the
      // demo-data run. The share moves with hello, which moves between runs more than the calls do; the CPU time
      // per answer does not depend on hello.
      if (row.spec.hotRead && (change < -0.1 || cpuChange > 0.1)) over = true;
      const signed = (n: number) => `${n >= 0 ? '+' : ''}${pct(n)}`;
      cells.push(`share ${signed(change)}, CPU ${signed(cpuChange)}${row.spec.hotRead ? ' (≥ -10 %, ≤ +10 %)' : ''}`);
    }
    const failed =
      row.figures.requests === 0
        ? ', no answer within the run'
        : row.figures.failed
          ? `, ${row.figures.failed} failed (${row.figures.statuses})`
          : '';
    cells.push(over ? OVER : '', `${row.answer}${failed}`);
    rows.push(cells);
  }
  const right = [false, true, true, true, true, true, false, false, false, false];
  if (run.onPostgres) right.splice(5, 0, true);
  console.log(table(header, rows, right));
  console.log(
    "  CPU µs: the server's CPU time per answer, all its threads; well below 1,000,000 / req/s, the server waited.",
  );
  console.log(
    '  hello + N µs: the bare hello after N µs of CPU work per answer, what share of hello an answer costing that much' +
      ' more reaches here.',
  );
  if (run.onPostgres) {
    console.log(
      "  DB µs: the PostgreSQL server's CPU time per answer, when it runs on this machine (it shares the cores).",
    );
  }
  const rssOver = run.rss > 150 * 1024 * 1024;
  const mark = rssOver ? ` ${OVER}` : '';
  console.log(
    `  portal RSS after the API run: ${mb(run.rss)} (budget ≤ 150 MB)${mark}; once started: ${mb(run.rssAtStart)}; ` +
      `the bare Fastify hello after its runs: ${mb(run.helloRss)}`,
  );
}

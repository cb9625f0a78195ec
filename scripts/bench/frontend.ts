/**
 * Front end: Lighthouse (mobile and desktop presets, Debian's Chromium) on three pages of the running portal,
 * and the JS and CSS each page loads for its first screen, sized from the built files (gzip and brotli).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import zlib from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../chromium.js';
import { kb, OVER, table } from './report.js';
import { medianRun, scoreCell } from './runs.js';

const WEB_DIR = path.resolve('dist/web');
const ASSETS = path.join(WEB_DIR, 'assets');
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_FLAGS];
const HOME_BUDGET_GZIP = 170 * 1024;

interface Sizes {
  raw: number;
  gzip: number;
  brotli: number;
}

/** Sizes of one built file: the precompressed copies the server sends when present, else compressed here. */
function sizesOf(file: string): Sizes {
  const full = path.join(ASSETS, file);
  const content = fs.readFileSync(full);
  const sized = (suffix: string, make: () => Buffer) =>
    fs.existsSync(full + suffix) ? fs.statSync(full + suffix).size : make().length;
  return {
    raw: content.length,
    gzip: sized('.gz', () => zlib.gzipSync(content, { level: 9 })),
    brotli: sized('.br', () =>
      zlib.brotliCompressSync(content, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
    ),
  };
}

function total(files: string[]): Sizes & { js: number; css: number } {
  const sum = { raw: 0, gzip: 0, brotli: 0, js: 0, css: 0 };
  for (const file of files) {
    const s = sizesOf(file);
    sum.raw += s.raw;
    sum.gzip += s.gzip;
    sum.brotli += s.brotli;
    if (file.endsWith('.css')) sum.css += s.gzip;
    else sum.js += s.gzip;
  }
  return sum;
}

export function ensureBuilt(): void {
  if (fs.existsSync(path.join(WEB_DIR, 'index.html'))) return;
  console.log('\n(dist/web is missing: npm run build)');
  const build = spawnSync('npm', ['run', 'build'], { stdio: ['ignore', 'ignore', 'inherit'] });
  if (build.status !== 0) throw new Error('npm run build failed');
}

/** The scripts, module preloads and stylesheets index.html names: what every route loads first. */
function entryFiles(): string[] {
  const index = fs.readFileSync(path.join(WEB_DIR, 'index.html'), 'utf8');
  return [...index.matchAll(/(?:src|href)="\/rma\/assets\/([^"]+\.(?:js|css))"/g)].map((m) => m[1]!);
}

/**
 * What a route adds to the entry: its lazy route module and the files Vite preloads with it (the dependency
 * list the entry passes beside `import("./<Module>-<hash>.js")`, its JS and CSS), read from the built entry.
 */
function routeFiles(entry: string[], routeModule: string): string[] | undefined {
  const main = entry.find((f) => /^index-.*\.js$/.test(f));
  if (!main) return undefined;
  const code = fs.readFileSync(path.join(ASSETS, main), 'utf8');
  const list = /m\.f=\[([^\]]*)\]/.exec(code)?.[1];
  const deps = list ? [...list.matchAll(/"assets\/([^"]+)"/g)].map((m) => m[1]!) : [];
  const call = new RegExp(
    `import\\([\`"']\\./(${routeModule}-[^\`"']+\\.js)[\`"']\\)[\\s\\S]{0,200}?__vite__mapDeps\\(\\[([\\d,]*)\\]\\)`,
  );
  const found = call.exec(code);
  if (!found) return undefined;
  const preloaded = found[2]!.split(',').map((i) => deps[Number(i)]);
  return [...new Set([...entry, found[1]!, ...preloaded.filter((f): f is string => !!f)])];
}

/** The routes measured, and the lazy module (src/web/app/router.tsx) each renders. */
const ROUTES: [string, string][] = [
  ['/rma', 'HomeRoute'],
  ['/rma/enquiry/rma-status', 'HomeRoute'],
  ['/rma/confirmation', 'ConfirmationPage'],
];

function printSizes(): void {
  const entry = entryFiles();
  console.log(
    '\nFront end: initial JS and CSS per route, from dist/web (index.html links + the route module and its preloads)',
  );
  const rows: string[][] = [];
  for (const [route, module] of [['index.html links only', ''], ...ROUTES] as [string, string][]) {
    const files = module ? routeFiles(entry, module) : entry;
    if (!files) {
      rows.push([route, `no ${module}-*.js import found in the entry`]);
      continue;
    }
    const t = total(files);
    const budget = route === '/rma' ? '≤ 170 KB gzip' : '';
    const over = budget && t.gzip > HOME_BUDGET_GZIP ? OVER : '';
    rows.push([route, String(files.length), kb(t.raw), kb(t.js), kb(t.css), kb(t.gzip), kb(t.brotli), budget, over]);
  }
  const header = ['route', 'files', 'raw', 'JS gzip', 'CSS gzip', 'gzip', 'brotli', 'budget', ''];
  console.log(table(header, rows, [false, true, true, true, true, true, true, false, false]));
}

interface PageRun {
  page: string;
  preset: 'mobile' | 'desktop';
  score: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** Built JS and CSS files the page requested. */
  assets: string[];
  /** Lighthouse's measure of the host's CPU (lhr.environment.benchmarkIndex): below 1,000 it warns of a slow host. */
  benchmarkIndex: number;
  problem?: string | undefined;
  /** Every run's score of this page and preset, when it was measured more than once (this run is their median). */
  scores?: number[];
}

/**
 * Lighthouse runs per page and preset (BENCH_LIGHTHOUSE_RUNS, 3 unless set): one page's mobile score moved by ten
 * points between runs minutes apart on one host, so the table gives the median run with the range of the scores.
 */
const LIGHTHOUSE_RUNS = Math.max(1, Math.floor(Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3)) || 1);

async function lighthouseRun(port: number, page: string, url: string, preset: PageRun['preset']): Promise<PageRun> {
  const flags = { port, output: 'json' as const, logLevel: 'error' as const, onlyCategories: ['performance'] };
  const result = await lighthouse(url, flags, preset === 'desktop' ? desktopConfig : undefined);
  const lhr = result!.lhr;
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const requests = (lhr.audits['network-requests']?.details as { items?: { url: string }[] } | undefined)?.items;
  const assets = (requests ?? [])
    .map((r) => /\/rma\/assets\/([^?#]+\.(?:js|css))(?:[?#]|$)/.exec(r.url)?.[1])
    .filter((f): f is string => !!f && fs.existsSync(path.join(ASSETS, f)));
  return {
    page,
    preset,
    score: Math.round((lhr.categories.performance?.score ?? Number.NaN) * 100),
    lcp: numeric('largest-contentful-paint'),
    tbt: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    assets: [...new Set(assets)],
    benchmarkIndex: lhr.environment.benchmarkIndex,
    problem: lhr.runtimeError?.message,
  };
}

/**
 * One Lighthouse run of a page, a failure kept as a run with its problem. Lighthouse now and then fails to record a
 * trace ("Please run Lighthouse again"): it then runs once more, and says so.
 */
async function lighthouseOrAgain(port: number, page: string, url: string, preset: PageRun['preset']): Promise<PageRun> {
  const measure = () =>
    lighthouseRun(port, page, url, preset).catch((error: unknown) => ({
      ...{ page, preset, score: Number.NaN, lcp: Number.NaN, tbt: Number.NaN, cls: Number.NaN, assets: [] },
      benchmarkIndex: Number.NaN,
      problem: error instanceof Error ? error.message : String(error),
    }));
  const first = await measure();
  if (!first.problem) return first;
  const again = await measure();
  return again.problem ? again : { ...again, problem: `second run (the first: ${first.problem.slice(0, 60)})` };
}

/** Lighthouse warns of a slow host below this benchmark index (core/gather/driver/environment.js). */
const SLOW_HOST_INDEX = 1000;

/** The reference row's name: a page of text, without script or style, served by the benchmark itself. */
const PLAIN_PAGE = "plain page (the host's floor)";

/**
 * Serves one page of text with no script and no stylesheet on a free port: what Lighthouse gives a page that asks
 * nothing of the CPU, on this host, beside the portal's pages (as hello is for the API).
 */
async function servePlainPage(): Promise<{ url: string; close: () => Promise<void> }> {
  const html =
    '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1"><title>Plain page</title></head>' +
    '<body><h1>Returns</h1><p>A page of text with no script and no stylesheet.</p></body></html>';
  const server = http.createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    response.end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function printLighthouse(runs: PageRun[]): void {
  console.log('\nLighthouse performance (Chromium, Lighthouse 13 presets; mobile is simulated 4x CPU, slow 4G)');
  const cells = runs.map((r) => {
    const reference = r.page === PLAIN_PAGE;
    const over = !reference && (r.preset === 'mobile' ? r.score < 95 || r.lcp > 1800 : r.score < 99);
    return [
      r.page,
      r.preset,
      scoreCell(r),
      `${(r.lcp / 1000).toFixed(2)} s`,
      `${Math.round(r.tbt)} ms`,
      r.cls.toFixed(3),
      kb(total(r.assets).gzip),
      String(Math.round(r.benchmarkIndex)),
      reference ? '' : r.preset === 'mobile' ? '≥ 95, LCP ≤ 1.8 s' : '≥ 99',
      over ? OVER : '',
      r.problem ?? '',
    ];
  });
  const header = ['page', 'preset', 'score', 'LCP', 'TBT', 'CLS', 'JS+CSS gzip', 'host', 'budget', '', ''];
  console.log(table(header, cells, [false, false, true, true, true, true, true, true, false, false, false]));
  const slowest = Math.min(...runs.map((r) => r.benchmarkIndex).filter((index) => Number.isFinite(index)));
  console.log(
    `  host: Lighthouse's benchmark index of this machine's CPU (higher is faster). Mobile slows the host down 4x, so a` +
      `\n  slower host gives lower mobile scores for the same page; compare scores from hosts of a like index.` +
      (slowest < SLOW_HOST_INDEX
        ? `\n  This host measured ${Math.round(slowest)}: below ${SLOW_HOST_INDEX}, Lighthouse warns that its CPU is slower than it expects.`
        : '') +
      `\n  ${PLAIN_PAGE}: one page of text with no script or style, served by the benchmark; its TBT is what this host's` +
      `\n  Chromium blocks on its own, which the portal's pages pay too.`,
  );
}

export async function benchFrontEnd(base: string, confirmation: { rmaNo: string; rmaId: string }): Promise<void> {
  ensureBuilt();
  printSizes();
  const chromePath = CHROMIUM_PATH;
  if (!fs.existsSync(chromePath)) {
    console.log(`\nLighthouse: skipped, no Chromium at ${chromePath} (CHROMIUM_PATH names another)`);
    return;
  }
  const { rmaNo, rmaId } = confirmation;
  const plain = await servePlainPage();
  const pages: [string, string][] = [
    [PLAIN_PAGE, plain.url],
    ['/rma/?store=us', `${base}/rma/?store=us`],
    ['/rma/enquiry/rma-status?store=us', `${base}/rma/enquiry/rma-status?store=us`],
    [`/rma/confirmation (${rmaNo})`, `${base}/rma/confirmation?${new URLSearchParams({ store: 'us', rmaNo, rmaId })}`],
  ];
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS });
  const measured = new Map<string, PageRun[]>();
  try {
    // Round after round over every page and preset, so that a change in the host's load touches every page alike.
    for (let round = 1; round <= LIGHTHOUSE_RUNS; round++) {
      for (const preset of ['mobile', 'desktop'] as const) {
        for (const [page, url] of pages) {
          const run = await lighthouseOrAgain(chrome.port, page, url, preset);
          const key = `${preset} ${page}`;
          measured.set(key, [...(measured.get(key) ?? []), run]);
          process.stderr.write(`  lighthouse ${preset} ${page} (run ${round} of ${LIGHTHOUSE_RUNS}): ${run.score}\n`);
        }
      }
    }
  } finally {
    chrome.kill();
    await plain.close();
  }
  printLighthouse([...measured.values()].map(medianRun));
}

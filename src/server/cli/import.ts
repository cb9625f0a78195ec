/**
 * npm run import -- <file.json> [--today YYYY-MM-DD] [--dry-run]
 *
 * Loads an operator import file (docs/data-format.md) into PostgreSQL when DATABASE_URL is set, else
 * into the embedded SQLite file ${DATA_DIR:-./data}/portal.sqlite; migrates the schema first. A bad
 * file is refused with one line per problem on stderr, exit code 1, and nothing written.
 */
import { sql } from 'kysely';
import path from 'node:path';
import { migrateToLatest, openDatabase } from '../db/connection.js';
import { COUNT_SECTIONS } from '../import/counts.js';
import { importParsed } from '../import/importer.js';
import { parseImportFile } from '../import/parse.js';
import type { ParsedImport } from '../import/types.js';
import { readImportFile } from '../import/read-file.js';
import { isValidIsoDate } from '../../shared/dates.js';

const USAGE = 'usage: npm run import -- <file.json> [--today YYYY-MM-DD] [--dry-run]';

interface Args {
  file: string;
  today: string;
  dryRun: boolean;
}

/** The operator's calendar day, not UTC's: relative dates in the file are meant in local time. */
function localToday(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

function parseArgs(argv: string[]): Args | string {
  let file: string | undefined;
  let today = localToday();
  let dryRun = false;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--dry-run') dryRun = true;
    else if (arg === '--today') {
      const value = argv[++i];
      if (!value || !isValidIsoDate(value)) return `--today needs a date YYYY-MM-DD\n${USAGE}`;
      today = value;
    } else if (arg === '--help' || arg === '-h') return USAGE;
    else if (arg.startsWith('-')) return `unknown option ${arg}\n${USAGE}`;
    else if (file) return `one file at a time\n${USAGE}`;
    else file = arg;
  }
  return file ? { file, today, dryRun } : USAGE;
}

function table(counts: Record<string, { inserted: number; updated: number; unchanged: number }>): string {
  const header = ['section', 'inserted', 'updated', 'unchanged'];
  const rows = COUNT_SECTIONS.map((s) => [
    s,
    ...[counts[s]!.inserted, counts[s]!.updated, counts[s]!.unchanged].map(String),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  return [line(header), ...rows.map(line)].join('\n');
}

/**
 * The file through its schema pass, or undefined once its reason is on stderr. The file's raw records are
 * dropped when this returns: only the checked ones are held while the rest of the import runs.
 */
async function readAndParse(args: Args): Promise<ParsedImport | undefined> {
  let file: unknown;
  try {
    file = await readImportFile(args.file);
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : (error as Error).message;
    console.error(`${args.file}: cannot be read as JSON: ${reason}`);
    return undefined;
  }
  return parseImportFile(file, args.today);
}

async function main(): Promise<number> {
  const args = parseArgs(process.argv.slice(2));
  if (typeof args === 'string') {
    console.error(args);
    return 1;
  }

  const started = performance.now();
  const parsed = await readAndParse(args);
  if (!parsed) return 1;

  const databaseUrl = process.env.DATABASE_URL || undefined;
  const sqliteFile = path.join(process.env.DATA_DIR || './data', 'portal.sqlite');
  // Never echo the connection string: it may carry a password.
  const target = databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `SQLite ${sqliteFile}`;
  const handle = await openDatabase(databaseUrl ? { databaseUrl } : { sqliteFile });
  try {
    await migrateToLatest(handle);
    const result = await importParsed(handle, parsed, { dryRun: args.dryRun });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    if (!result.ok) {
      for (const error of result.errors) console.error(error);
      const n = result.errors.length;
      console.error(`\nRefused ${args.file}: ${n} problem${n === 1 ? '' : 's'}; nothing was written.`);
      return 1;
    }
    // The planner's statistics describe the tables as they were before the import: just after a large one,
    // PostgreSQL would plan on an empty table's and scan where an index serves (at 200,000 orders the products
    // step took 1.7 s a call until autovacuum's own ANALYZE came round). They are refreshed now.
    if (!args.dryRun && handle.dialect === 'postgres') await sql`ANALYZE`.execute(handle.db);
    const verb = args.dryRun ? 'Checked (dry run, nothing written)' : 'Imported';
    console.log(`${verb} ${args.file} into ${target}, import day ${args.today}, in ${seconds} s:\n`);
    console.log(table(result.counts));
    return 0;
  } finally {
    await handle.close();
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exitCode = 1;
  },
);

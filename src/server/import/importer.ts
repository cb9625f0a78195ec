import type { Kysely } from 'kysely';
import type { Database, DialectName } from '../db/schema.js';
import { isValidIsoDate } from '../../shared/dates.js';
import type { SectionCounts } from './counts.js';
import { formatErrors } from './errors.js';
import { parseImportFile } from './parse.js';
import { buildPlan, writePlan } from './plan.js';
import { loadSnapshot, snapshotLookup } from './snapshot.js';
import type { ParsedImport } from './types.js';
import { crossCheck } from './validate.js';

/**
 * Loads an operator import file (docs/data-format.md) into the database.
 *
 * Order of work: parse and validate the whole file against the schema and against the rows already
 * stored; if anything is wrong, return every problem and write nothing. Otherwise compare each record
 * with its stored row (preloaded by natural key, a few chunked queries per table rather than one per
 * record), hash new passwords, and only then open one transaction that inserts or updates just the
 * rows that differ, in multi-row statements. So a second import of the same file writes nothing, and
 * the write lock is held only for the writes themselves.
 *
 * Each section of the file (sections/*.ts) brings its own cross-checks, preloading, plan and write.
 */

export type ImportResult = { ok: true; counts: Record<string, SectionCounts> } | { ok: false; errors: string[] };

export function importData(
  database: { db: Kysely<Database>; dialect: DialectName },
  file: unknown,
  opts: {
    /** The import day, 'YYYY-MM-DD': relative dates of the file are resolved against it. */
    today: string;
    /** Validate and count what would change, but write nothing. */
    dryRun?: boolean;
  },
): Promise<ImportResult> {
  if (!isValidIsoDate(opts.today)) throw new RangeError(`importData: today must be YYYY-MM-DD, got ${opts.today}`);
  return importParsed(database, parseImportFile(file, opts.today), opts);
}

/**
 * The same for a file through its schema pass already (`parseImportFile`, against its import day). The import
 * command parses the file as soon as it is read, so that its raw records are not held beside the checked ones
 * while the rest of the import runs.
 */
export async function importParsed(
  { db, dialect }: { db: Kysely<Database>; dialect: DialectName },
  parsed: ParsedImport,
  opts: { dryRun?: boolean } = {},
): Promise<ImportResult> {
  const snapshot = await loadSnapshot(db, parsed.views);
  const errors = [...parsed.errors, ...crossCheck(parsed, snapshotLookup(snapshot))];
  if (errors.length) return { ok: false, errors: formatErrors(errors) };

  const plan = await buildPlan(parsed.data, snapshot, parsed.today);
  if (plan.hasWrites && !opts.dryRun) await db.transaction().execute((trx) => writePlan(trx, plan, dialect));
  return { ok: true, counts: plan.counts };
}

import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { isValidIsoDate } from '../../shared/dates.js';
import type { SectionCounts } from './counts.js';
import { formatErrors } from './errors.js';
import { parseImportFile } from './parse.js';
import { buildPlan, writePlan } from './plan.js';
import { loadSnapshot, snapshotLookup } from './snapshot.js';
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

export async function importData(
  db: Kysely<Database>,
  file: unknown,
  opts: {
    /** The import day, 'YYYY-MM-DD': relative dates of the file are resolved against it. */
    today: string;
    /** Validate and count what would change, but write nothing. */
    dryRun?: boolean;
  },
): Promise<ImportResult> {
  if (!isValidIsoDate(opts.today)) throw new RangeError(`importData: today must be YYYY-MM-DD, got ${opts.today}`);
  const parsed = parseImportFile(file, opts.today);
  const snapshot = await loadSnapshot(db, parsed.views);
  const errors = [...parsed.errors, ...crossCheck(parsed, snapshotLookup(snapshot))];
  if (errors.length) return { ok: false, errors: formatErrors(errors) };

  const plan = await buildPlan(parsed.data, snapshot, opts.today);
  if (plan.hasWrites && !opts.dryRun) await db.transaction().execute((trx) => writePlan(trx, plan));
  return { ok: true, counts: plan.counts };
}

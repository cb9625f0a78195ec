import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { importData } from '../import/importer.js';

export const DEMO_DATA_FILE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'demo-data.json');

export function readDemoData(): unknown {
  return JSON.parse(fs.readFileSync(DEMO_DATA_FILE, 'utf8'));
}

/** Imports the demo data into an empty database (no products yet); returns a summary, or null when skipped. */
export async function loadDemoDataIfEmpty(db: Kysely<Database>, today = new Date().toISOString().slice(0, 10)) {
  const { count } = await db
    .selectFrom('products')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  if (Number(count) > 0) return null;
  const result = await importData(db, readDemoData(), { today });
  if (!result.ok) throw new Error(`The demo data file is invalid:\n${result.errors.join('\n')}`);
  return Object.entries(result.counts)
    .map(([section, counts]) => `${section} ${counts.inserted}`)
    .join(', ');
}

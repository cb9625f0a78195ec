import fs from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Database, DialectName } from '../db/schema.js';
import { projectPath } from '../lib/project-path.js';

const HERE = projectPath('src', 'server', 'demo');
export const DEMO_DATA_FILE = path.join(HERE, 'demo-data.json');

/**
 * The demo catalogue's product pictures, served under {@link DEMO_IMAGES_PATH} (plugins/web-app.ts) and named by
 * the demo data's `image` links (docs/decisions/0032-product-images.md). They are cached for a year: a picture
 * that changes takes a new file name.
 */
export const DEMO_IMAGES_DIR = path.join(HERE, 'images');
export const DEMO_IMAGES_PATH = '/rma/demo-images/';

export function readDemoData(): unknown {
  return JSON.parse(fs.readFileSync(DEMO_DATA_FILE, 'utf8'));
}

/**
 * Imports the demo data into an empty database (no products yet); returns a summary, or null when skipped. The
 * importer (and the layout HTML policy's sanitiser it checks fragments with) is loaded only then: a portal started
 * again over its data never loads it (docs/decisions/0034-portal-memory-and-hot-answers.md).
 */
export async function loadDemoDataIfEmpty(
  database: { db: Kysely<Database>; dialect: DialectName },
  today = new Date().toISOString().slice(0, 10),
) {
  const { db } = database;
  const { count } = await db
    .selectFrom('products')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  if (Number(count) > 0) return null;
  const { importData } = await import('../import/importer.js');
  const result = await importData(database, readDemoData(), { today });
  if (!result.ok) throw new Error(`The demo data file is invalid:\n${result.errors.join('\n')}`);
  return Object.entries(result.counts)
    .map(([section, counts]) => `${section} ${counts.inserted}`)
    .join(', ');
}

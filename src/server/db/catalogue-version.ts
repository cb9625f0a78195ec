import type { Kysely } from 'kysely';
import { compiledOnce } from './compiled-once.js';
import type { Database } from './schema.js';

/**
 * The catalogue's version: one number the importer raises in the transaction that writes products, faults, the
 * stores' countries or orders (docs/decisions/0033-catalogue-kept-by-version.md,
 * 0056-catalogue-version-read-with-the-session.md, 0071-customer-orders-kept-by-version.md).
 * A process keeps what it read of them while the number it reads is the one it read them at, so every process and
 * instance sees an import at its next call. A session's read brings the number along (modules/session/repository.ts);
 * a call without a session reads it here.
 */
const selectCatalogueVersion = compiledOnce((db, id: number) =>
  db.selectFrom('catalogue_version').select('version').where('id', '=', id),
);

export async function readCatalogueVersion(db: Kysely<Database>): Promise<number> {
  return Number((await selectCatalogueVersion(db, 1)).rows[0]?.version ?? 0);
}

/** Raises the version, in the importer's transaction, when it writes any of what is kept by it. */
export async function raiseCatalogueVersion(trx: Kysely<Database>): Promise<void> {
  await trx
    .updateTable('catalogue_version')
    .set((eb) => ({ version: eb('version', '+', 1) }))
    .where('id', '=', 1)
    .execute();
}

/**
 * What a process keeps at one catalogue version, per database: `at(db, version)` answers the map of that database,
 * a new one when the version differs from the one the last was filled at. The map is per database (per its dialect's
 * adapter, which a database and its transactions share), as two databases may stand at the same number.
 */
export function keptPerVersion<K, V>(): (db: Kysely<Database>, version: number) => Map<K, V> {
  const kept = new WeakMap<object, { version: number; entries: Map<K, V> }>();
  return (db, version) => {
    const key = db.getExecutor().adapter;
    let slot = kept.get(key);
    if (!slot) kept.set(key, (slot = { version, entries: new Map() }));
    if (slot.version !== version) {
      // A new map, not the old one emptied: a call that read the old version and is still reading holds the old
      // map, and what it writes there when its read ends must not land under the new version.
      slot.entries = new Map();
      slot.version = version;
    }
    return slot.entries;
  };
}

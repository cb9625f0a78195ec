import type { Kysely, Selectable, Transaction } from 'kysely';
import { compiledOnce } from '../../db/compiled-once.js';
import type { Database, DialectName, SessionTable } from '../../db/schema.js';

type Db = Kysely<Database>;

export interface SessionRow {
  id: string;
  store: string;
  memberId: number | null;
  email: string;
  expiresAt: string;
  state: string;
  version: number;
  /** The catalogue's version, read in the same statement (db/catalogue-version.ts); absent from a written row. */
  catalogueVersion: number | undefined;
}

/** Inserts a session and answers its row as stored (the table's defaults included), in one statement. */
export async function insertSession(
  db: Db,
  row: { id: string; store: string; createdAt: string; expiresAt: string; state: string },
): Promise<SessionRow> {
  const inserted = await db
    .insertInto('sessions')
    .values({ id: row.id, store: row.store, created_at: row.createdAt, expires_at: row.expiresAt, state: row.state })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toRow(inserted)!;
}

const selectSession = compiledOnce((db, id: string, versionId: number) =>
  db
    .selectFrom('sessions')
    .selectAll('sessions')
    .select((eb) =>
      eb.selectFrom('catalogue_version').select('version').where('id', '=', versionId).as('catalogue_version'),
    )
    .where('sessions.id', '=', id),
);

/**
 * The session's row: the one statement every call with a session runs, compiled once. It brings the catalogue's
 * version along, which the calls that answer kept catalogue data (the products, a store's countries) would
 * otherwise read in a statement of their own (docs/decisions/0056-catalogue-version-read-with-the-session.md).
 */
export async function sessionRow(db: Db, id: string): Promise<SessionRow | undefined> {
  return toRow((await selectSession(db, id, 1)).rows[0]);
}

/**
 * The row of a session, locked until the transaction `trx` ends: a second writer waits here for the first to
 * commit. PostgreSQL takes a row lock; SQLite has one writer at a time and Kysely's SQLite driver gives a
 * transaction the one connection, so its transactions already run one after another.
 */
export async function lockedSessionRow(
  trx: Transaction<Database>,
  dialect: DialectName,
  id: string,
): Promise<SessionRow | undefined> {
  const query = trx.selectFrom('sessions').selectAll().where('id', '=', id);
  return toRow(await (dialect === 'postgres' ? query.forUpdate() : query).executeTakeFirst());
}

function toRow(
  row: (Selectable<SessionTable> & { catalogue_version?: number | string | null }) | undefined,
): SessionRow | undefined {
  return (
    row && {
      id: row.id,
      store: row.store,
      memberId: row.member_id,
      email: row.email,
      expiresAt: row.expires_at,
      state: row.state,
      version: row.version,
      catalogueVersion: row.catalogue_version === undefined ? undefined : Number(row.catalogue_version ?? 0),
    }
  );
}

const updateSessionState = compiledOnce((db, state: string, email: string, next: number, id: string, version: number) =>
  db.updateTable('sessions').set({ state, email, version: next }).where('id', '=', id).where('version', '=', version),
);

/** Writes the state only if nobody wrote since `version` was read; returns whether it was written. */
export async function writeSessionState(
  db: Db,
  id: string,
  version: number,
  state: string,
  email: string,
): Promise<boolean> {
  const result = await updateSessionState(db, state, email, version + 1, id, version);
  return Number(result.numAffectedRows) === 1;
}

export async function writeSessionMember(db: Db, id: string, memberId: number | null, email: string): Promise<void> {
  await db.updateTable('sessions').set({ member_id: memberId, email }).where('id', '=', id).execute();
}

export async function deleteSession(db: Db, id: string): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', id).execute();
}

/** Deletes the sessions whose expiry is before `now`; answers how many. */
export async function deleteExpiredSessions(db: Db, now: string): Promise<number> {
  const result = await db.deleteFrom('sessions').where('expires_at', '<', now).executeTakeFirst();
  return Number(result.numDeletedRows);
}

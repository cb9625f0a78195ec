import type { Insertable, Kysely } from 'kysely';
import type { Database, StaffPresenceTable } from '../../db/schema.js';

type Db = Kysely<Database>;

export async function insertPresence(db: Db, rows: Insertable<StaffPresenceTable>[]): Promise<void> {
  if (rows.length > 0) await db.insertInto('staff_presence').values(rows).execute();
}

export async function touchPresence(db: Db, connectionIds: readonly string[], at: string): Promise<void> {
  await db
    .updateTable('staff_presence')
    .set({ seen_at: at })
    .where('connection_id', 'in', [...connectionIds])
    .execute();
}

export async function deletePresence(db: Db, connectionId: string): Promise<void> {
  await db.deleteFrom('staff_presence').where('connection_id', '=', connectionId).execute();
}

export async function deleteStalePresence(db: Db, before: string): Promise<void> {
  await db.deleteFrom('staff_presence').where('seen_at', '<', before).execute();
}

/** The stores, among those given, with a presence row seen since `since`. */
export async function storesWithPresence(db: Db, stores: readonly string[], since: string): Promise<string[]> {
  const rows = await db
    .selectFrom('staff_presence')
    .select('store')
    .distinct()
    .where('store', 'in', [...stores])
    .where('seen_at', '>=', since)
    .execute();
  return rows.map((row) => row.store);
}

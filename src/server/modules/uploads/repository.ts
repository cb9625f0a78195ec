import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database, UploadTable } from '../../db/schema.js';

export type UploadRow = Selectable<UploadTable>;

export async function insertUpload(db: Kysely<Database>, row: Insertable<UploadTable>): Promise<void> {
  await db.insertInto('uploads').values(row).execute();
}

export async function findUpload(db: Kysely<Database>, id: string): Promise<UploadRow | undefined> {
  return db.selectFrom('uploads').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Deletes the row and tells which file it named (undefined when there was no row). */
export async function deleteUploadRow(db: Kysely<Database>, id: string): Promise<string | undefined> {
  const row = await db.selectFrom('uploads').select('stored_name').where('id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  await db.deleteFrom('uploads').where('id', '=', id).execute();
  return row.stored_name;
}

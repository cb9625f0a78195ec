import { sql, type Insertable, type Kysely, type Selectable } from 'kysely';
import type { Database, UploadChunkTable, UploadTable } from '../../db/schema.js';

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

export async function insertChunk(db: Kysely<Database>, row: Insertable<UploadChunkTable>): Promise<void> {
  await db.insertInto('upload_chunks').values(row).execute();
}

/** One chunk of an upload's content (PostgreSQL), or undefined past its end. */
export async function readChunk(db: Kysely<Database>, uploadId: string, seq: number): Promise<Buffer | undefined> {
  const row = await db
    .selectFrom('upload_chunks')
    .select('data')
    .where('upload_id', '=', uploadId)
    .where('seq', '=', seq)
    .executeTakeFirst();
  return row?.data;
}

export async function deleteChunks(db: Kysely<Database>, uploadId: string): Promise<void> {
  await db.deleteFrom('upload_chunks').where('upload_id', '=', uploadId).execute();
}

/** Chunks written before `cutoff` that no uploads row names; answers how many uploads' chunks went. */
export async function deleteStrayChunks(db: Kysely<Database>, cutoff: string): Promise<number> {
  const rows = await db
    .deleteFrom('upload_chunks')
    .where('created_at', '<', cutoff)
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('uploads').select('uploads.id').whereRef('uploads.id', '=', 'upload_chunks.upload_id'))),
    )
    .returning('upload_id')
    .execute();
  return new Set(rows.map((row) => row.upload_id)).size;
}

/** Which of these ids have an uploads row. */
export async function uploadIdsKnown(db: Kysely<Database>, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db.selectFrom('uploads').select('id').where('id', 'in', ids).execute();
  return new Set(rows.map((row) => row.id));
}

/**
 * Uploads made before `cutoff` that nothing uses: no RMA line names them, and their session is gone, expired, or
 * no longer names them in its state.
 */
export async function orphanedUploads(
  db: Kysely<Database>,
  input: { cutoff: string; now: string; limit: number },
): Promise<{ id: string; stored_name: string }[]> {
  return db
    .selectFrom('uploads as u')
    .select(['u.id', 'u.stored_name'])
    .where('u.created_at', '<', input.cutoff)
    .where(({ not, exists, selectFrom, or }) =>
      not(
        or([
          exists(
            selectFrom('rma_lines as l')
              .select('l.id')
              .where((w) =>
                w.or([w('l.damage_upload_id', '=', w.ref('u.id')), w('l.proof_upload_id', '=', w.ref('u.id'))]),
              ),
          ),
          exists(
            selectFrom('sessions as s')
              .select('s.id')
              .whereRef('s.id', '=', 'u.session_id')
              .where('s.expires_at', '>', input.now)
              .where(sql<boolean>`s.state like '%' || u.id || '%'`),
          ),
        ]),
      ),
    )
    .orderBy('u.created_at')
    .limit(input.limit)
    .execute();
}

/** The stores of the RMAs whose lines hold the upload as proof of purchase or damage photo. */
export async function storesOfUpload(db: Kysely<Database>, id: string): Promise<string[]> {
  const rows = await db
    .selectFrom('rma_lines')
    .innerJoin('rmas', 'rmas.id', 'rma_lines.rma_id')
    .select('rmas.store')
    .where('rma_lines.proof_upload_id', '=', id)
    .union(
      db
        .selectFrom('rma_lines')
        .innerJoin('rmas', 'rmas.id', 'rma_lines.rma_id')
        .select('rmas.store')
        .where('rma_lines.damage_upload_id', '=', id),
    )
    .execute();
  return rows.map((row) => row.store);
}

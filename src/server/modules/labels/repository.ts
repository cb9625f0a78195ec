import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database, ReturnLabelTable, RmaEventTable } from '../../db/schema.js';
import { RMA_CANCELED } from '../rmas/vocabulary.js';

/** All the SQL of return labels (docs/labels.md). */

type Db = Kysely<Database>;
export type LabelRow = Selectable<ReturnLabelTable>;

/** A label found by its token's hash, with what the download needs of its RMA. */
export async function labelByTokenHash(db: Db, tokenHash: string) {
  return db
    .selectFrom('return_labels')
    .innerJoin('rmas', 'rmas.id', 'return_labels.rma_id')
    .selectAll('return_labels')
    .select([
      'rmas.rma_no',
      'rmas.store',
      'rmas.email',
      'rmas.status as rma_status',
      'rmas.language_reply',
      'rmas.country_code',
      'rmas.address_id',
    ])
    .where('return_labels.token_hash', '=', tokenHash)
    .executeTakeFirst();
}
export type LabelWithRma = NonNullable<Awaited<ReturnType<typeof labelByTokenHash>>>;

export async function insertLabel(trx: Db, label: Insertable<ReturnLabelTable>): Promise<void> {
  await trx.insertInto('return_labels').values(label).execute();
}

/** Revokes every live label of an RMA; answers the ones it revoked. */
export async function revokeLabelsOf(trx: Db, rmaId: string, at: string) {
  return trx
    .updateTable('return_labels')
    .set({ revoked_at: at })
    .where('rma_id', '=', rmaId)
    .where('revoked_at', 'is', null)
    .returning(['id', 'tracking_no'])
    .execute();
}

/** What the customer sees of the label on the status and confirmation pages. */
export async function setRmaLabel(
  trx: Db,
  rmaId: string,
  label: { link?: string; status: string; trackingNo?: string },
): Promise<void> {
  await trx
    .updateTable('rmas')
    .set({
      label_status: label.status,
      ...(label.link === undefined ? {} : { label_link: label.link }),
      ...(label.trackingNo === undefined ? {} : { label_tracking_no: label.trackingNo }),
    })
    .where('id', '=', rmaId)
    .execute();
}

/**
 * Records the first download; true for the one call that did (a concurrent first download finds it set and
 * records nothing).
 */
export async function markFirstOpened(trx: Db, labelId: string, at: string): Promise<boolean> {
  const result = await trx
    .updateTable('return_labels')
    .set({ first_opened_at: at })
    .where('id', '=', labelId)
    .where('first_opened_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function appendRmaEvent(trx: Db, event: Insertable<RmaEventTable>): Promise<void> {
  await trx.insertInto('rma_events').values(event).execute();
}

/** The lines to put in the box: every line not cancelled nor rejected, in order. */
export async function parcelLinesOf(db: Db, rmaId: string) {
  return db
    .selectFrom('rma_lines')
    .innerJoin('products', 'products.id', 'rma_lines.product_id')
    .select(['rma_lines.line_no', 'rma_lines.serial_number', 'products.name as product'])
    .where('rma_lines.rma_id', '=', rmaId)
    .where('rma_lines.status', '<>', RMA_CANCELED)
    .where('rma_lines.decision', '<>', 'rejected')
    .orderBy('rma_lines.line_no')
    .execute();
}

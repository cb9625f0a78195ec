import type { Kysely, Migration } from 'kysely';

/**
 * The queues' keyset indexes (docs/decisions/0017-queue-keyset-pagination.md). A page reads one status at a time
 * (and one store, when the user's scope lists stores) in sort order and stops after a page: each sort needs an
 * index that starts with the status, or the store and the status, and ends with the sort key and the id.
 * The created sort's two also hold the due date and the assignee, so the late and unassigned tabs and their
 * counts are read from the index alone; they replace 0004's (store, status, created_at, id).
 */
const INDEXES: [string, string[]][] = [
  ['rmas_queue_created', ['store', 'status', 'created_at', 'id', 'due_at', 'assignee_id']],
  ['rmas_status_created', ['status', 'created_at', 'id', 'due_at', 'assignee_id']],
  ['rmas_queue_updated', ['store', 'status', 'updated_at', 'id']],
  ['rmas_status_updated', ['status', 'updated_at', 'id']],
  ['rmas_queue_due', ['store', 'status', 'due_at', 'id']],
  ['rmas_status_due', ['status', 'due_at', 'id']],
];

/**
 * The insights (docs/staff/insights.md) read resolutions by status and date, and units sold by store and date; a
 * staff user's upload is checked against the stores of the RMA lines that hold it.
 */
const INSIGHT_INDEXES: [string, string, string[]][] = [
  ['rma_history_status_date', 'rma_history', ['status', 'status_date']],
  ['orders_store_date', 'orders', ['store', 'order_date']],
  ['rma_lines_proof_upload', 'rma_lines', ['proof_upload_id']],
  ['rma_lines_damage_upload', 'rma_lines', ['damage_upload_id']],
];

export const queueIndexesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    for (const [name, columns] of INDEXES) await db.schema.createIndex(name).on('rmas').columns(columns).execute();
    await db.schema.dropIndex('rmas_queue').execute();
    for (const [name, table, columns] of INSIGHT_INDEXES) {
      await db.schema.createIndex(name).on(table).columns(columns).execute();
    }
  },
  async down(db: Kysely<unknown>) {
    await db.schema.createIndex('rmas_queue').on('rmas').columns(['store', 'status', 'created_at', 'id']).execute();
    for (const [name] of [...INDEXES, ...INSIGHT_INDEXES]) await db.schema.dropIndex(name).execute();
  },
};

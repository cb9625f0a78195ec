import type { ColumnDefinitionBuilder, Kysely, Migration } from 'kysely';
import type { DialectName } from '../schema.js';

type ColumnType = 'text' | 'integer';
interface NewColumn {
  name: string;
  type: ColumnType;
  /** Omitted: the column is nullable with no default. */
  default?: string | number;
}

/** Staff's working fields on an RMA: the version for conflict checks, assignment, priority and due date, and
 * what a replacement shipment and a closing reason record. */
const RMA_COLUMNS: NewColumn[] = [
  { name: 'version', type: 'integer', default: 0 },
  { name: 'assignee_id', type: 'integer' },
  { name: 'priority', type: 'integer', default: 0 },
  { name: 'due_at', type: 'text' },
  { name: 'updated_at', type: 'text', default: '' },
  { name: 'resolution', type: 'text', default: '' },
  { name: 'close_reason', type: 'text', default: '' },
  { name: 'replacement_carrier', type: 'text', default: '' },
  { name: 'replacement_tracking_no', type: 'text', default: '' },
];

/** Per line: the decision, what arrived at the warehouse, the inspection, and a replacement unit's serial. */
const LINE_COLUMNS: NewColumn[] = [
  { name: 'decision', type: 'text', default: '' },
  { name: 'decision_reason', type: 'text', default: '' },
  { name: 'receipt', type: 'text', default: '' },
  { name: 'inspection', type: 'text', default: '' },
  { name: 'inspection_note', type: 'text', default: '' },
  { name: 'replacement_serial', type: 'text', default: '' },
];

/** Contact-us and chat conversations become an inbox with a state and a due date. */
const CONTACT_COLUMNS: NewColumn[] = [
  { name: 'status', type: 'text', default: 'open' },
  { name: 'language', type: 'text', default: 'en' },
  { name: 'due_at', type: 'text' },
  { name: 'answered_at', type: 'text' },
  { name: 'assignee_id', type: 'integer' },
];

async function addColumns(db: Kysely<unknown>, table: string, columns: NewColumn[]): Promise<void> {
  // One ALTER per column: SQLite adds one column per statement.
  for (const column of columns) {
    await db.schema
      .alterTable(table)
      .addColumn(column.name, column.type, (c) =>
        column.default === undefined ? c : c.notNull().defaultTo(column.default),
      )
      .execute();
  }
}

/**
 * The RMA as staff work it (docs/decisions/0010-operator-data-model.md): working columns on RMAs and lines, the
 * RMA's event log, conversation messages of the inbox, the e-mail outbox and the return labels.
 */
export function rmaWorkMigration(dialect: DialectName): Migration {
  const serial = dialect === 'postgres' ? 'serial' : 'integer';
  const id = (c: ColumnDefinitionBuilder) => (dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement());
  return {
    async up(db: Kysely<unknown>) {
      await addColumns(db, 'rmas', RMA_COLUMNS);
      await addColumns(db, 'rma_lines', LINE_COLUMNS);
      await addColumns(db, 'contact_messages', CONTACT_COLUMNS);
      // The queues read by store and status, newest first, with keyset pagination on (created_at, id).
      await db.schema.createIndex('rmas_queue').on('rmas').columns(['store', 'status', 'created_at', 'id']).execute();
      await db.schema.createIndex('rmas_created').on('rmas').columns(['created_at', 'id']).execute();
      await db.schema.createIndex('rmas_assignee').on('rmas').columns(['assignee_id', 'status']).execute();
      await db.schema.createIndex('rmas_due').on('rmas').columns(['due_at']).execute();
      await db.schema
        .createIndex('contact_messages_inbox')
        .on('contact_messages')
        .columns(['store', 'status', 'created_at'])
        .execute();
      await db.schema
        .createTable('rma_events')
        .addColumn('id', serial, id)
        .addColumn('rma_id', 'text', (c) => c.notNull().references('rmas.id'))
        .addColumn('at', 'text', (c) => c.notNull())
        .addColumn('staff_id', 'integer')
        .addColumn('actor', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('visibility', 'text', (c) => c.notNull().defaultTo('internal'))
        .addColumn('body', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('data', 'text', (c) => c.notNull().defaultTo('{}'))
        .execute();
      await db.schema.createIndex('rma_events_rma').on('rma_events').columns(['rma_id', 'id']).execute();
      await db.schema
        .createTable('conversation_messages')
        .addColumn('id', serial, id)
        .addColumn('contact_message_id', 'integer', (c) => c.notNull().references('contact_messages.id'))
        .addColumn('at', 'text', (c) => c.notNull())
        .addColumn('author', 'text', (c) => c.notNull())
        .addColumn('staff_id', 'integer')
        .addColumn('body', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('conversation_messages_thread')
        .on('conversation_messages')
        .columns(['contact_message_id', 'id'])
        .execute();
      await mailAndLabels(db);
    },
    async down() {
      throw new Error('This migration is not reversible; restore a backup instead.');
    },
  };
}

/** The e-mail outbox (its id is the stable Message-ID) and the return labels (found by their token's hash). */
async function mailAndLabels(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('mail_outbox')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('store', 'text', (c) => c.notNull())
    .addColumn('event', 'text', (c) => c.notNull())
    .addColumn('rma_id', 'text')
    .addColumn('contact_message_id', 'integer')
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('sender', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('html', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text', (c) => c.notNull())
    .addColumn('locked_until', 'text')
    .addColumn('last_error', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text')
    .execute();
  await db.schema.createIndex('mail_outbox_due').on('mail_outbox').columns(['status', 'next_attempt_at']).execute();
  await db.schema.createIndex('mail_outbox_rma').on('mail_outbox').columns(['rma_id']).execute();
  await db.schema
    .createTable('return_labels')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('rma_id', 'text', (c) => c.notNull().references('rmas.id'))
    .addColumn('provider', 'text', (c) => c.notNull().defaultTo('builtin'))
    .addColumn('tracking_no', 'text', (c) => c.notNull())
    .addColumn('issued_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('first_opened_at', 'text')
    .addColumn('revoked_at', 'text')
    .addColumn('issued_by', 'integer')
    .execute();
  await db.schema.createIndex('return_labels_rma').on('return_labels').columns(['rma_id']).execute();
}

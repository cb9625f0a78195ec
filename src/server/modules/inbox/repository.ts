import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { ContactMessageTable, Database, DialectName } from '../../db/schema.js';

type Db = Kysely<Database>;

export type ConversationRow = Selectable<ContactMessageTable>;

/** The stores a staff user may see: every store, or a list (an empty list sees nothing). */
export type StoreFilter = '*' | readonly string[];

export interface ListFilter {
  stores: StoreFilter;
  store?: string | undefined;
  status?: string | undefined;
  channel?: string | undefined;
}

/** A (created_at, id) position of the newest-first order. */
export interface Keyset {
  createdAt: string;
  id: number;
}

function filtered(db: Db, filter: ListFilter) {
  let query = db.selectFrom('contact_messages');
  if (filter.stores !== '*') {
    const stores = filter.stores.length > 0 ? [...filter.stores] : [''];
    query = query.where('store', 'in', stores);
  }
  if (filter.store) query = query.where('store', '=', filter.store);
  if (filter.channel) query = query.where('channel', '=', filter.channel);
  return query;
}

/** One page, newest first, after the keyset position. */
export async function conversationPage(
  db: Db,
  filter: ListFilter,
  after: Keyset | null,
  limit: number,
): Promise<ConversationRow[]> {
  let query = filtered(db, filter).selectAll();
  if (filter.status) query = query.where('status', '=', filter.status);
  if (after) {
    query = query.where((eb) =>
      eb.or([
        eb('created_at', '<', after.createdAt),
        eb.and([eb('created_at', '=', after.createdAt), eb('id', '<', after.id)]),
      ]),
    );
  }
  return query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
}

/** How many conversations are open, and the one waiting longest, under the filter (its status aside). */
export async function openSummary(
  db: Db,
  filter: ListFilter,
): Promise<{ count: number; oldest: Pick<ConversationRow, 'id' | 'store' | 'waiting_since'> | null }> {
  const open = filtered(db, filter).where('status', '=', 'open');
  const [count, oldest] = await Promise.all([
    open.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    open
      .select(['id', 'store', 'waiting_since'])
      .where('waiting_since', 'is not', null)
      .orderBy('waiting_since', 'asc')
      .orderBy('id', 'asc')
      .limit(1)
      .executeTakeFirst(),
  ]);
  return { count: Number(count.n), oldest: oldest ?? null };
}

export async function conversationById(db: Db, id: number): Promise<ConversationRow | null> {
  return (await db.selectFrom('contact_messages').selectAll().where('id', '=', id).executeTakeFirst()) ?? null;
}

/** The conversation, locked for the rest of the transaction on PostgreSQL (SQLite writes one at a time anyway). */
export async function lockedConversation(db: Db, dialect: DialectName, id: number): Promise<ConversationRow | null> {
  const query = db.selectFrom('contact_messages').selectAll().where('id', '=', id);
  return (await (dialect === 'postgres' ? query.forUpdate() : query).executeTakeFirst()) ?? null;
}

/** The chat conversation a customer session holds, if it has started one. */
export async function chatOfSession(db: Db, sessionId: string): Promise<ConversationRow | null> {
  const row = await db
    .selectFrom('contact_messages')
    .selectAll()
    .where('session_id', '=', sessionId)
    .where('channel', '=', 'chat')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ?? null;
}

export interface ReplyRow {
  id: number;
  at: string;
  author: string;
  staff_id: number | null;
  staff_name: string | null;
  body: string;
}

function repliesQuery(db: Db) {
  return db
    .selectFrom('conversation_messages as m')
    .leftJoin('staff_users as s', 's.id', 'm.staff_id')
    .select(['m.id', 'm.at', 'm.author', 'm.staff_id', 's.name as staff_name', 'm.body']);
}

/** The messages after the first, with an id above `after`, in order. */
export async function repliesAfter(db: Db, conversationId: number, after: number): Promise<ReplyRow[]> {
  return repliesQuery(db)
    .where('m.contact_message_id', '=', conversationId)
    .where('m.id', '>', after)
    .orderBy('m.id', 'asc')
    .execute();
}

export async function replyById(db: Db, id: number): Promise<(ReplyRow & { contact_message_id: number }) | null> {
  const row = await repliesQuery(db).select('m.contact_message_id').where('m.id', '=', id).executeTakeFirst();
  return row ?? null;
}

export async function insertConversation(db: Db, row: Insertable<ContactMessageTable>): Promise<number> {
  const inserted = await db.insertInto('contact_messages').values(row).returning('id').executeTakeFirstOrThrow();
  return Number(inserted.id);
}

export async function insertReply(
  db: Db,
  row: { contactMessageId: number; at: string; author: 'customer' | 'staff'; staffId: number | null; body: string },
): Promise<number> {
  const inserted = await db
    .insertInto('conversation_messages')
    .values({
      contact_message_id: row.contactMessageId,
      at: row.at,
      author: row.author,
      staff_id: row.staffId,
      body: row.body,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(inserted.id);
}

/**
 * Changes a conversation's state. Run first in a message's transaction: on PostgreSQL the row lock it takes
 * orders the messages of one conversation, so their ids grow in the order they are committed and a client that
 * resumes after an id cannot miss an earlier one committed later.
 */
export async function updateConversation(
  db: Db,
  id: number,
  change: Pick<
    Updateable<ContactMessageTable>,
    'status' | 'due_at' | 'answered_at' | 'waiting_since' | 'email' | 'first_name' | 'last_name'
  >,
): Promise<void> {
  await db.updateTable('contact_messages').set(change).where('id', '=', id).execute();
}

/** The store's first-response service level in business days, or null when the store has no settings. */
export async function firstResponseDays(db: Db, store: string): Promise<number | null> {
  const row = await db
    .selectFrom('store_settings')
    .select('first_response_days')
    .where('store', '=', store)
    .executeTakeFirst();
  return row ? Number(row.first_response_days) : null;
}

/** The customer's RMAs in a store, newest first. */
export async function rmasOfEmail(db: Db, store: string, email: string, limit: number) {
  return db
    .selectFrom('rmas')
    .select(['id', 'rma_no', 'status', 'created_at'])
    .where('store', '=', store)
    .where('email', '=', email)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

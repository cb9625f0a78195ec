import { isLanguage } from '../../../shared/languages.js';
import { normaliseEmail } from '../../../shared/rules/identifiers.js';
import { waitingSeconds } from '../../../shared/rules/inbox.js';
import { inScope } from '../../../shared/staff/roles.js';
import type {
  InboxChannel,
  InboxStatus,
  TInboxConversation,
  TInboxPage,
  TInboxQuery,
  TInboxRow,
} from '../../../shared/staff/inbox.js';
import type { Store } from '../../../shared/stores.js';
import type { AppContext } from '../../context.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { assertCan } from '../staff/access.js';
import type { StaffPrincipal } from '../staff/principal.js';
import { firstMessage, replyMessage } from './messages.js';
import {
  conversationById,
  conversationPage,
  openSummary,
  repliesAfter,
  rmasOfEmail,
  type ConversationRow,
  type Keyset,
} from './repository.js';

type Ctx = AppContext;

const CUSTOMER_RMAS_SHOWN = 20;

/** A conversation of one's stores; another store's answers as a missing one does, so ids reveal nothing. */
export function assertInScope(staff: StaffPrincipal, row: ConversationRow | null): ConversationRow {
  if (!row || !inScope(staff.stores, row.store)) throw notFound('not-found', 'notFound');
  return row;
}

export function encodeCursor(row: Keyset): string {
  return Buffer.from(JSON.stringify([row.createdAt, row.id])).toString('base64url');
}

export function decodeCursor(cursor: string): Keyset {
  try {
    const [createdAt, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown[];
    if (typeof createdAt === 'string' && Number.isSafeInteger(id)) return { createdAt, id: id as number };
  } catch {
    // Falls through to the refusal.
  }
  throw badRequest('invalidRequest', { cursor: 'invalidRequest' });
}

export function toRow(row: ConversationRow, now: Date): TInboxRow {
  const status = row.status as InboxStatus;
  return {
    id: row.id,
    store: row.store as Store,
    channel: row.channel as InboxChannel,
    status,
    email: row.email,
    customerName: `${row.first_name} ${row.last_name}`.trim(),
    language: isLanguage(row.language) ? row.language : 'en',
    preview: row.message,
    createdAt: row.created_at,
    waitingSince: row.waiting_since,
    dueAt: row.due_at,
    late: status === 'open' && row.due_at !== null && row.due_at < now.toISOString(),
    answeredAt: row.answered_at,
    assigneeId: row.assignee_id,
  };
}

/** GET /api/staff/inbox: a page of one's stores' conversations, with the open count and the oldest waiting. */
export async function listInbox(ctx: Ctx, staff: StaffPrincipal, query: TInboxQuery): Promise<TInboxPage> {
  assertCan(staff, 'read');
  if (query.store && !inScope(staff.stores, query.store)) throw notFound('not-found', 'notFound');
  const filter = { stores: staff.stores, store: query.store, channel: query.channel, status: query.status };
  const after = query.cursor ? decodeCursor(query.cursor) : null;
  const [rows, summary] = await Promise.all([
    conversationPage(ctx.db, filter, after, query.limit + 1),
    openSummary(ctx.db, filter),
  ]);
  const now = ctx.now();
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  const oldest = summary.oldest;
  return {
    items: page.map((row) => toRow(row, now)),
    nextCursor: rows.length > query.limit && last ? encodeCursor({ createdAt: last.created_at, id: last.id }) : null,
    openCount: summary.count,
    oldestUnanswered:
      oldest && oldest.waiting_since
        ? {
            id: oldest.id,
            store: oldest.store as Store,
            waitingSince: oldest.waiting_since,
            ageSeconds: waitingSeconds(oldest.waiting_since, now),
          }
        : null,
  };
}

/** A conversation as staff read it: its messages, the customer, and the customer's RMAs in the store. */
export async function conversationView(ctx: Ctx, row: ConversationRow): Promise<TInboxConversation> {
  const email = row.email ? normaliseEmail(row.email) : '';
  const [replies, rmas] = await Promise.all([
    repliesAfter(ctx.db, row.id, 0),
    email ? rmasOfEmail(ctx.db, row.store, email, CUSTOMER_RMAS_SHOWN) : Promise.resolve([]),
  ]);
  const base = toRow(row, ctx.now());
  return {
    ...base,
    customer: { email: row.email, firstName: row.first_name, lastName: row.last_name, language: base.language },
    messages: [firstMessage(row), ...replies.map(replyMessage)],
    rmas: rmas.map((r) => ({ id: r.id, rmaNo: r.rma_no, status: r.status, createdAt: r.created_at })),
  };
}

/** GET /api/staff/inbox/:id. */
export async function getConversation(ctx: Ctx, staff: StaffPrincipal, id: number): Promise<TInboxConversation> {
  assertCan(staff, 'read');
  return conversationView(ctx, assertInScope(staff, await conversationById(ctx.db, id)));
}

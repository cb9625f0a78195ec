import type { Kysely } from 'kysely';
import { isLanguage, type Language } from '../../../shared/languages.js';
import { firstResponseDue } from '../../../shared/rules/inbox.js';
import { STORE_INFO } from '../../../shared/stores.js';
import type { TInboxMessage } from '../../../shared/staff/inbox.js';
import type { Database } from '../../db/schema.js';
import type { Session } from '../session/service.js';
import {
  firstResponseDays,
  insertReply,
  updateConversation,
  type ConversationRow,
  type ReplyRow,
} from './repository.js';

type Db = Kysely<Database>;

/** The id of a conversation's first message (stored on the conversation itself); later ones have their row's id. */
export const FIRST_MESSAGE_ID = 0;

/** When a message arriving at `at` in the store is due (docs/staff/inbox.md#due-dates). */
export async function dueAt(db: Db, store: string, at: Date): Promise<string> {
  return firstResponseDue(at, await firstResponseDays(db, store)).toISOString();
}

/** The state of a new conversation: staff owe a reply from its first message on. */
export async function openingState(db: Db, store: string, at: Date) {
  return { status: 'open', waiting_since: at.toISOString(), due_at: await dueAt(db, store, at) };
}

/** The language a customer wants replies in: the one chosen in their details, else their store's. */
export function replyLanguage(session: Session): Language {
  const chosen = session.state.details?.languageReply;
  return isLanguage(chosen) ? chosen : STORE_INFO[session.store].language;
}

/** Agents show to customers by their first name only. */
export function agentName(name: string | null): string {
  return (name ?? '').trim().split(/\s+/)[0] ?? '';
}

export function firstMessage(row: ConversationRow): TInboxMessage {
  return {
    id: FIRST_MESSAGE_ID,
    at: row.created_at,
    author: 'customer',
    name: '',
    body: row.message,
    staffId: null,
  };
}

export function replyMessage(row: ReplyRow): TInboxMessage {
  return {
    id: row.id,
    at: row.at,
    author: row.author === 'staff' ? 'staff' : 'customer',
    name: row.author === 'staff' ? agentName(row.staff_name) : '',
    body: row.body,
    staffId: row.staff_id,
  };
}

/**
 * A later customer message, inside the caller's transaction: the conversation is open again (or still), waiting
 * since this message unless an earlier one already waits, and due by the store's service level from then on.
 * The customer's details fill in what the conversation did not know yet.
 */
export async function appendCustomerMessage(
  trx: Db,
  conversation: ConversationRow,
  input: { body: string; at: Date; email: string; firstName: string; lastName: string },
): Promise<number> {
  const waiting = conversation.status === 'open' && conversation.waiting_since !== null;
  await updateConversation(trx, conversation.id, {
    status: 'open',
    ...(waiting
      ? {}
      : { waiting_since: input.at.toISOString(), due_at: await dueAt(trx, conversation.store, input.at) }),
    ...(conversation.email === '' && input.email ? { email: input.email } : {}),
    ...(conversation.first_name === '' && input.firstName
      ? { first_name: input.firstName, last_name: input.lastName }
      : {}),
  });
  return insertReply(trx, {
    contactMessageId: conversation.id,
    at: input.at.toISOString(),
    author: 'customer',
    staffId: null,
    body: input.body,
  });
}

/** A staff reply, inside the caller's transaction: the conversation is answered and nothing waits. */
export async function appendStaffReply(
  trx: Db,
  conversation: ConversationRow,
  input: { body: string; at: Date; staffId: number },
): Promise<number> {
  const at = input.at.toISOString();
  await updateConversation(trx, conversation.id, {
    status: 'answered',
    answered_at: at,
    waiting_since: null,
    due_at: null,
  });
  return insertReply(trx, {
    contactMessageId: conversation.id,
    at,
    author: 'staff',
    staffId: input.staffId,
    body: input.body,
  });
}

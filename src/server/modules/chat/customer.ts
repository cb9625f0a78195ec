import { CONTACT_MESSAGE_MAX } from '../../../shared/limits.js';
import { validateContactMessage } from '../../../shared/rules/contact.js';
import type { TChatMessage } from '../../../shared/schemas/chat.js';
import type { TInboxMessage } from '../../../shared/staff/inbox.js';
import type { Store } from '../../../shared/stores.js';
import type { AppContext } from '../../context.js';
import { FieldErrors, fieldMessage, unauthorized } from '../../lib/errors.js';
import {
  appendCustomerMessage,
  FIRST_MESSAGE_ID,
  firstMessage,
  openingState,
  replyLanguage,
  replyMessage,
} from '../inbox/messages.js';
import {
  chatOfSession,
  conversationById,
  insertConversation,
  lockedConversation,
  repliesAfter,
  replyById,
  type ConversationRow,
} from '../inbox/repository.js';
import { assertMemberHeader } from '../session/member-header.js';
import { lockedSessionRow } from '../session/repository.js';
import { sessionFromToken, type Session } from '../session/service.js';
import { publishChat } from './events.js';

type Ctx = AppContext;

/** What the customer sees of a message: not which staff user wrote it. */
export function forCustomer(message: TInboxMessage): TChatMessage {
  const { staffId, ...shown } = message;
  void staffId;
  return shown;
}

/**
 * The session a chat socket's `hello` names, as `requireSession` checks an HTTP call's: a live token, of the
 * socket's store, with a consistent member token. Anything else is unauthorized.
 */
export async function chatSession(
  ctx: Ctx,
  store: Store,
  credentials: { token: string; memberToken?: string | undefined },
): Promise<Session> {
  const session = await sessionFromToken(ctx, credentials.token);
  if (!session || session.store !== store) throw unauthorized();
  await assertMemberHeader(ctx.config.tokenSecret, session, credentials.memberToken);
  return session;
}

/** The messages of a conversation after the id `after` (-1: all of them), in order. */
export async function messagesAfter(ctx: Ctx, row: ConversationRow, after: number): Promise<TInboxMessage[]> {
  const replies = await repliesAfter(ctx.db, row.id, Math.max(after, FIRST_MESSAGE_ID));
  return [...(after < FIRST_MESSAGE_ID ? [firstMessage(row)] : []), ...replies.map(replyMessage)];
}

/** What the customer's page missed: the session's chat after `after`; nothing before its first message. */
export async function customerBacklog(ctx: Ctx, session: Session, after: number): Promise<TChatMessage[]> {
  const row = await chatOfSession(ctx.db, session.id);
  return row ? (await messagesAfter(ctx, row, after)).map(forCustomer) : [];
}

/** One message of a conversation, read back for delivery. */
export async function chatMessage(
  ctx: Ctx,
  conversationId: number,
  messageId: number,
): Promise<{ conversation: ConversationRow; message: TInboxMessage } | null> {
  const conversation = await conversationById(ctx.db, conversationId);
  if (!conversation) return null;
  if (messageId === FIRST_MESSAGE_ID) return { conversation, message: firstMessage(conversation) };
  const reply = await replyById(ctx.db, messageId);
  return reply && reply.contact_message_id === conversationId ? { conversation, message: replyMessage(reply) } : null;
}

function validBody(body: string): string {
  const message = body.trim();
  const invalid = validateContactMessage(message);
  if (invalid) {
    throw new FieldErrors(
      invalid,
      { message: fieldMessage(invalid, CONTACT_MESSAGE_MAX) },
      { max: CONTACT_MESSAGE_MAX },
    );
  }
  return message;
}

/**
 * A customer's chat message, written before anyone hears of it. The session holds one chat conversation: the
 * first message starts it (an inbox conversation, due by the store's service level), later ones are its
 * messages and reopen it when it was answered or closed. The session's row lock keeps two tabs from starting two.
 */
export async function sendCustomerChat(
  ctx: Ctx,
  session: Session,
  body: string,
): Promise<{ conversationId: number; message: TChatMessage }> {
  const text = validBody(body);
  const at = ctx.now();
  const details = session.state.details;
  const customer = {
    email: session.email,
    firstName: details?.firstName ?? '',
    lastName: details?.lastName ?? '',
  };
  const written = await ctx.db.transaction().execute(async (trx) => {
    if (!(await lockedSessionRow(trx, ctx.dialect, session.id))) throw unauthorized();
    const existing = await chatOfSession(trx, session.id);
    if (existing) {
      const conversation = (await lockedConversation(trx, ctx.dialect, existing.id)) ?? existing;
      const id = await appendCustomerMessage(trx, conversation, { body: text, at, ...customer });
      return { conversationId: conversation.id, messageId: id };
    }
    const conversationId = await insertConversation(trx, {
      store: session.store,
      email: customer.email,
      first_name: customer.firstName,
      last_name: customer.lastName,
      channel: 'chat',
      message: text,
      created_at: at.toISOString(),
      language: replyLanguage(session),
      session_id: session.id,
      ...(await openingState(trx, session.store, at)),
    });
    return { conversationId, messageId: FIRST_MESSAGE_ID };
  });
  await publishChat(ctx, { kind: 'chat.message', store: session.store, ...written });
  return {
    conversationId: written.conversationId,
    message: { id: written.messageId, at: at.toISOString(), author: 'customer', name: '', body: text },
  };
}

/** The customer is typing (or stopped) in their conversation; nothing to tell before it exists. */
export async function customerTyping(ctx: Ctx, session: Session, typing: boolean): Promise<void> {
  const row = await chatOfSession(ctx.db, session.id);
  if (row)
    await publishChat(ctx, { kind: 'chat.typing', store: row.store, conversationId: row.id, from: 'customer', typing });
}

import { validateReply } from '../../../shared/rules/inbox.js';
import { INBOX_REPLY_MAX } from '../../../shared/limits.js';
import type { TInboxConversation } from '../../../shared/staff/inbox.js';
import type { AppContext } from '../../context.js';
import { FieldErrors, fieldMessage } from '../../lib/errors.js';
import { recordAudit } from '../audit/repository.js';
import { publishChat } from '../chat/events.js';
import type { StaffPrincipal } from '../staff/principal.js';
import { onReplied, type Replied } from './effects.js';
import { appendStaffReply, dueAt } from './messages.js';
import { conversationById, lockedConversation, updateConversation } from './repository.js';
import { assertInScope, conversationView } from './view.js';
import { assertCan } from '../staff/access.js';

type Ctx = AppContext;

/**
 * A staff reply (POST /api/staff/inbox/:id/reply, and a message an agent types in the live chat): in one
 * transaction the message, the conversation answered, the audit entry and the reply's effects (its e-mail). Once
 * committed, every instance is told, so a customer connected to the chat reads it at once.
 */
export async function replyToConversation(
  ctx: Ctx,
  staff: StaffPrincipal,
  id: number,
  input: { body: string; via: Replied['via'] },
): Promise<{ messageId: number; store: string }> {
  assertCan(staff, 'work');
  const invalid = validateReply(input.body);
  if (invalid) {
    throw new FieldErrors(invalid, { body: fieldMessage(invalid, INBOX_REPLY_MAX) }, { max: INBOX_REPLY_MAX });
  }
  const body = input.body.trim();
  const at = ctx.now();
  const result = await ctx.db.transaction().execute(async (trx) => {
    const conversation = assertInScope(staff, await lockedConversation(trx, ctx.dialect, id));
    const messageId = await appendStaffReply(trx, conversation, { body, at, staffId: staff.id });
    await recordAudit(trx, {
      at: at.toISOString(),
      staffId: staff.id,
      actor: staff.email,
      action: 'inbox.reply',
      entity: 'conversation',
      entityId: String(id),
      store: conversation.store,
      before: { status: conversation.status },
      after: { status: 'answered', messageId, via: input.via },
      ip: staff.ip,
    });
    await onReplied(trx, ctx, { conversation, messageId, body, staff, at, via: input.via });
    return { messageId, store: conversation.store };
  });
  await publishChat(ctx, {
    kind: 'chat.message',
    store: result.store,
    conversationId: id,
    messageId: result.messageId,
  });
  return result;
}

/** POST /api/staff/inbox/:id/reply: the reply, answered with the conversation as it now is. */
export async function replyFromInbox(
  ctx: Ctx,
  staff: StaffPrincipal,
  id: number,
  body: string,
): Promise<TInboxConversation> {
  await replyToConversation(ctx, staff, id, { body, via: 'inbox' });
  return conversationView(ctx, assertInScope(staff, await conversationById(ctx.db, id)));
}

/**
 * POST /api/staff/inbox/:id/status: close (nothing is owed any more) or reopen (staff owe a reply again, due by
 * the store's service level from now unless something already waits), with its audit entry.
 */
export async function setConversationStatus(
  ctx: Ctx,
  staff: StaffPrincipal,
  id: number,
  status: 'open' | 'closed',
): Promise<TInboxConversation> {
  assertCan(staff, 'work');
  const at = ctx.now();
  const store = await ctx.db.transaction().execute(async (trx) => {
    const conversation = assertInScope(staff, await lockedConversation(trx, ctx.dialect, id));
    if (conversation.status === status) return null;
    await updateConversation(
      trx,
      id,
      status === 'closed'
        ? { status, waiting_since: null, due_at: null }
        : {
            status,
            waiting_since: conversation.waiting_since ?? at.toISOString(),
            due_at: conversation.due_at ?? (await dueAt(trx, conversation.store, at)),
          },
    );
    await recordAudit(trx, {
      at: at.toISOString(),
      staffId: staff.id,
      actor: staff.email,
      action: status === 'closed' ? 'inbox.close' : 'inbox.reopen',
      entity: 'conversation',
      entityId: String(id),
      store: conversation.store,
      before: { status: conversation.status },
      after: { status },
      ip: staff.ip,
    });
    return conversation.store;
  });
  if (store) await publishChat(ctx, { kind: 'chat.status', store, conversationId: id, status });
  return conversationView(ctx, assertInScope(staff, await conversationById(ctx.db, id)));
}

import type { TInboxMessage } from '../../../shared/staff/inbox.js';
import type { AppContext } from '../../context.js';
import { assertInScope } from '../inbox/view.js';
import { assertCan } from '../staff/access.js';
import { conversationById } from '../inbox/repository.js';
import type { StaffPrincipal } from '../staff/principal.js';
import { messagesAfter } from './customer.js';
import { publishChat } from './events.js';

type Ctx = AppContext;

/** What an agent's reconnecting console missed of a conversation of their stores. */
export async function staffBacklog(
  ctx: Ctx,
  staff: StaffPrincipal,
  conversationId: number,
  after: number,
): Promise<TInboxMessage[]> {
  assertCan(staff, 'read');
  return messagesAfter(ctx, assertInScope(staff, await conversationById(ctx.db, conversationId)), after);
}

/** An agent is typing (or stopped) in a conversation of their stores. */
export async function staffTyping(ctx: Ctx, staff: StaffPrincipal, conversationId: number, typing: boolean) {
  assertCan(staff, 'work');
  const row = assertInScope(staff, await conversationById(ctx.db, conversationId));
  await publishChat(ctx, { kind: 'chat.typing', store: row.store, conversationId, from: 'staff', typing });
}

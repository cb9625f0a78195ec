import type { InboxStatus } from '../../../shared/staff/inbox.js';
import type { AppContext } from '../../context.js';

/**
 * What the live chat tells every instance (over `ctx.broadcast`). A message event names the message, not its
 * text: whoever delivers it reads it from the database, where it was written before anyone was told.
 */
export type ChatEvent =
  | { kind: 'chat.message'; store: string; conversationId: number; messageId: number }
  | { kind: 'chat.typing'; store: string; conversationId: number; from: 'customer' | 'staff'; typing: boolean }
  | { kind: 'chat.status'; store: string; conversationId: number; status: InboxStatus }
  /** Agents came or went in the store: instances with its customers connected ask who is online. */
  | { kind: 'chat.presence'; store: string };

const KINDS = new Set(['chat.message', 'chat.typing', 'chat.status', 'chat.presence']);

export function isChatEvent(event: unknown): event is ChatEvent {
  return typeof event === 'object' && event !== null && KINDS.has((event as { kind?: string }).kind ?? '');
}

/**
 * Tells every instance. A failure to tell is logged by the caller's error path but never undoes the write: the
 * message is in the database, and a client that missed the event gets it when it resumes.
 */
export async function publishChat(ctx: AppContext, event: ChatEvent): Promise<void> {
  try {
    await ctx.broadcast.publish(event);
  } catch {
    // The database holds the message; resume delivers it.
  }
}

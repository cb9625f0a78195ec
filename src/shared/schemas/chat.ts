import { z } from 'zod';
import { STORES } from '../stores.js';

/**
 * The customer's live chat (docs/staff/inbox.md#live-chat): GET /api/chat/availability and the WebSocket at
 * /api/chat/ws. A conversation's messages are numbered: 0 is its first message, every later one has a larger id,
 * so "the last id I have" names exactly what a reconnecting client missed.
 */
export const CHAT_AUTHORS = ['customer', 'staff'] as const;

export const ZChatMessage = z.object({
  id: z.number().int().min(0),
  at: z.string(),
  author: z.enum(CHAT_AUTHORS),
  /** The agent's display name on a staff message; '' on the customer's. */
  name: z.string(),
  body: z.string(),
});
export type TChatMessage = z.infer<typeof ZChatMessage>;

export const ZChatAvailabilityQuery = z.object({ store: z.enum(STORES) });
export const ZChatAvailability = z.object({ online: z.boolean() });
export type TChatAvailability = z.infer<typeof ZChatAvailability>;

/** No message yet: `after` is -1. */
export const NO_MESSAGE = -1;

/** What the customer's page sends. `hello` comes first and carries the session's bearer token (never in the URL). */
export const ZChatClientFrame = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('hello'),
    token: z.string().min(1).max(2000),
    memberToken: z.string().max(2000).optional(),
    after: z.number().int().min(NO_MESSAGE).default(NO_MESSAGE),
  }),
  /** `clientId` is the page's own id of the message, echoed by the `ack`, so a resend is recognised. */
  z.object({ type: z.literal('send'), clientId: z.string().min(1).max(64), body: z.string().max(20_000) }),
  z.object({ type: z.literal('typing'), typing: z.boolean() }),
]);
export type TChatClientFrame = z.infer<typeof ZChatClientFrame>;

/** What the server sends the customer's page. */
export const ZChatServerFrame = z.discriminatedUnion('type', [
  /** After `hello`: whether an agent is online, and the messages after `after`. */
  z.object({ type: z.literal('ready'), agentOnline: z.boolean(), messages: z.array(ZChatMessage) }),
  /** The message is in the database. */
  z.object({ type: z.literal('ack'), clientId: z.string(), message: ZChatMessage }),
  /** A message of the conversation, from the agent or from another tab of the same session. */
  z.object({ type: z.literal('message'), message: ZChatMessage }),
  z.object({ type: z.literal('typing'), typing: z.boolean() }),
  z.object({ type: z.literal('presence'), agentOnline: z.boolean() }),
  /** A refused frame; `clientId` names the refused message. Authentication failures close the socket (4401). */
  z.object({
    type: z.literal('error'),
    code: z.string(),
    message: z.string(),
    clientId: z.string().optional(),
  }),
]);
export type TChatServerFrame = z.infer<typeof ZChatServerFrame>;

/** Close codes of the chat sockets. */
export const CHAT_CLOSE = { unauthorized: 4401, forbidden: 4403, badFrame: 4400, unavailable: 4503 } as const;

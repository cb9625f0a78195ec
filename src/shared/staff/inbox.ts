import { z } from 'zod';
import { LANGUAGES } from '../languages.js';
import { INBOX_REPLY_MAX } from '../limits.js';
import { ZChatMessage } from '../schemas/chat.js';
import { STORES } from '../stores.js';

/**
 * The inbox of the staff console (docs/staff/inbox.md): contact-us and chat conversations per store, with their
 * state, and the staff side of the live chat. Staff see the conversations of their stores only.
 */
export const INBOX_STATUSES = ['open', 'answered', 'closed'] as const;
export type InboxStatus = (typeof INBOX_STATUSES)[number];
export const INBOX_CHANNELS = ['contact', 'chat'] as const;
export type InboxChannel = (typeof INBOX_CHANNELS)[number];

/** GET /api/staff/inbox: newest first, keyset-paginated on (created_at, id). */
export const ZInboxQuery = z.object({
  store: z.enum(STORES).optional(),
  status: z.enum(INBOX_STATUSES).optional(),
  channel: z.enum(INBOX_CHANNELS).optional(),
  /** Opaque keyset cursor from the previous page's nextCursor. */
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export type TInboxQuery = z.infer<typeof ZInboxQuery>;

export const ZInboxRow = z.object({
  id: z.number().int(),
  store: z.enum(STORES),
  channel: z.enum(INBOX_CHANNELS),
  status: z.enum(INBOX_STATUSES),
  email: z.string(),
  customerName: z.string(),
  language: z.enum(LANGUAGES),
  /** The first message. */
  preview: z.string(),
  createdAt: z.string(),
  /** The oldest unanswered message's arrival; null when nothing waits. */
  waitingSince: z.string().nullable(),
  dueAt: z.string().nullable(),
  /** Open and past its due date. */
  late: z.boolean(),
  answeredAt: z.string().nullable(),
  assigneeId: z.number().int().nullable(),
});
export type TInboxRow = z.infer<typeof ZInboxRow>;

/** The oldest conversation staff owe a reply, under the page's store filter (all one's stores without one). */
export const ZOldestUnanswered = z.object({
  id: z.number().int(),
  store: z.enum(STORES),
  waitingSince: z.string(),
  ageSeconds: z.number().int(),
});

export const ZInboxPage = z.object({
  items: z.array(ZInboxRow),
  nextCursor: z.string().nullable(),
  /** Conversations open under the store and channel filter (the status filter aside). */
  openCount: z.number().int(),
  oldestUnanswered: ZOldestUnanswered.nullable(),
});
export type TInboxPage = z.infer<typeof ZInboxPage>;

/** A message of a conversation as staff see it: who of the staff wrote it. */
export const ZInboxMessage = ZChatMessage.extend({ staffId: z.number().int().nullable() });
export type TInboxMessage = z.infer<typeof ZInboxMessage>;

export const ZInboxCustomerRma = z.object({
  id: z.string(),
  rmaNo: z.string(),
  status: z.string(),
  createdAt: z.string(),
});

/** GET /api/staff/inbox/:id. */
export const ZInboxConversation = ZInboxRow.extend({
  customer: z.object({
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    language: z.enum(LANGUAGES),
  }),
  messages: z.array(ZInboxMessage),
  /** The customer's RMAs in the conversation's store, by e-mail (none without one), newest first, at most 20. */
  rmas: z.array(ZInboxCustomerRma),
});
export type TInboxConversation = z.infer<typeof ZInboxConversation>;

export const ZInboxParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

/** POST /api/staff/inbox/:id/reply: answers the conversation (and a live chat's customer at once). */
export const ZInboxReply = z.object({ body: z.string().trim().min(1).max(INBOX_REPLY_MAX) });
export type TInboxReply = z.infer<typeof ZInboxReply>;

/** POST /api/staff/inbox/:id/status: reopen or close. */
export const ZInboxStatusChange = z.object({ status: z.enum(['open', 'closed']) });
export type TInboxStatusChange = z.infer<typeof ZInboxStatusChange>;

/** The answer of reply and status: the conversation as it is now. */
export const ZInboxChangeResult = z.object({ conversation: ZInboxConversation });

/** What the console's chat socket (/api/staff/chat/ws) sends. The staff cookie authenticates it. */
export const ZStaffChatClientFrame = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('send'),
    clientId: z.string().min(1).max(64),
    conversationId: z.number().int().min(1),
    body: z.string().max(20_000),
  }),
  z.object({ type: z.literal('typing'), conversationId: z.number().int().min(1), typing: z.boolean() }),
  /** The messages of a conversation after `after` (-1: all), answered with `messages`. */
  z.object({ type: z.literal('resume'), conversationId: z.number().int().min(1), after: z.number().int().min(-1) }),
]);
export type TStaffChatClientFrame = z.infer<typeof ZStaffChatClientFrame>;

export const ZStaffChatServerFrame = z.discriminatedUnion('type', [
  /** On connect: the chat stores in which this socket makes the user an online agent. */
  z.object({ type: z.literal('ready'), stores: z.array(z.enum(STORES)) }),
  /** Any message of a chat conversation in one's stores, the customer's and staff's. */
  z.object({
    type: z.literal('message'),
    conversationId: z.number().int(),
    store: z.enum(STORES),
    message: ZInboxMessage,
  }),
  z.object({ type: z.literal('ack'), clientId: z.string(), conversationId: z.number().int(), message: ZInboxMessage }),
  /** The customer of a conversation is typing, or stopped. */
  z.object({ type: z.literal('typing'), conversationId: z.number().int(), store: z.enum(STORES), typing: z.boolean() }),
  z.object({
    type: z.literal('status'),
    conversationId: z.number().int(),
    store: z.enum(STORES),
    status: z.enum(INBOX_STATUSES),
  }),
  z.object({ type: z.literal('messages'), conversationId: z.number().int(), messages: z.array(ZInboxMessage) }),
  z.object({
    type: z.literal('error'),
    code: z.string(),
    message: z.string(),
    clientId: z.string().optional(),
  }),
]);
export type TStaffChatServerFrame = z.infer<typeof ZStaffChatServerFrame>;

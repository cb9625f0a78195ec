import { CHAT_CLOSE, NO_MESSAGE } from '../../../../../shared/schemas/chat.js';
import {
  ZStaffChatServerFrame,
  type TInboxMessage,
  type TStaffChatClientFrame,
  type TStaffChatServerFrame,
} from '../../../../../shared/staff/inbox.js';
import type { Store } from '../../../../../shared/stores.js';
import { reconnectDelay } from '../../../../../shared/rules/reconnect.js';

export type ChatState = 'connecting' | 'open' | 'reconnecting' | 'closed';

/** A reply sent on the socket that the server has not confirmed yet, or refused. */
export interface PendingReply {
  clientId: string;
  conversationId: number;
  body: string;
  at: string;
  status: 'sending' | 'failed';
  error: string | null;
  /** The last message id the console had of the conversation when it was sent (a resume starts there). */
  after: number;
}

export interface ChatSnapshot {
  state: ChatState;
  /** The chat stores this console is online for (null until the server has said). */
  stores: readonly Store[] | null;
  /** The server refused the socket (signed out, or a role that may not work): it is not tried again. */
  refused: boolean;
  /** Conversations whose customer is typing now. */
  typing: Readonly<Record<number, boolean>>;
  pending: readonly PendingReply[];
}

export interface StaffChatOptions {
  url: string;
  /** The browser's WebSocket; tests pass their own. */
  WebSocket?: typeof WebSocket;
  /** Delay before reconnect attempt `n` (0-based). */
  backoff?: (attempt: number) => number;
  /** Every frame the server sends, after the connection has taken what it keeps (the screens' cache uses them). */
  onFrame?: (frame: TStaffChatServerFrame) => void;
}

/** A customer's "typing" that no "stopped" follows (their page closed) is dropped after this long. */
const CUSTOMER_TYPING_MS = 6000;
/** An open socket acknowledges a reply once it is written; without an ack by then the reply is shown as failed. */
const ACK_TIMEOUT_MS = 15_000;
let nextClientId = 1;

/**
 * The console's side of the staff chat socket (docs/staff/inbox.md#staff-chat-socket). While it is open the user
 * is an online agent of their chat stores. It reconnects with backoff, and after every `ready` asks `resume` for
 * each conversation on screen (with the last id the screen has) and for each with a reply not yet acknowledged;
 * a reply the server wrote but could not acknowledge comes back there and is taken as delivered, not sent twice.
 */
export class StaffChatConnection {
  private snapshot: ChatSnapshot = { state: 'closed', stores: null, refused: false, typing: {}, pending: [] };
  private readonly listeners = new Set<() => void>();
  private readonly watched = new Map<number, () => number>();
  private readonly typingTimers = new Map<number, ReturnType<typeof setTimeout>>();
  private readonly ackTimers = new Map<string, ReturnType<typeof setTimeout>>();
  private socket: WebSocket | null = null;
  private attempt = 0;
  private retry: ReturnType<typeof setTimeout> | undefined;
  private stopped = true;

  constructor(private readonly options: StaffChatOptions) {}

  get current(): ChatSnapshot {
    return this.snapshot;
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.connect('connecting');
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.retry);
    for (const timer of [...this.typingTimers.values(), ...this.ackTimers.values()]) clearTimeout(timer);
    this.typingTimers.clear();
    this.ackTimers.clear();
    this.socket?.close();
    this.socket = null;
    this.update({ state: 'closed', typing: {} });
  }

  /** The socket is open: a reply sent now goes live. */
  get isOpen(): boolean {
    return this.snapshot.state === 'open' && this.socket?.readyState === 1;
  }

  /** A conversation on screen: resumed with its last id after every reconnect. Returns the unwatch. */
  watch(conversationId: number, lastId: () => number): () => void {
    this.watched.set(conversationId, lastId);
    return () => {
      if (this.watched.get(conversationId) === lastId) this.watched.delete(conversationId);
    };
  }

  /** Sends a reply on the socket; false (nothing queued) when the socket is not open, so the caller uses HTTP. */
  send(conversationId: number, body: string): boolean {
    if (!this.isOpen) return false;
    const reply: PendingReply = {
      clientId: `${Date.now().toString(36)}-${nextClientId++}`,
      conversationId,
      body,
      at: new Date().toISOString(),
      status: 'sending',
      error: null,
      after: this.watched.get(conversationId)?.() ?? NO_MESSAGE,
    };
    this.update({ pending: [...this.snapshot.pending, reply] });
    this.transmit({ type: 'send', clientId: reply.clientId, conversationId, body });
    this.awaitAck(reply.clientId);
    return true;
  }

  /**
   * Sends a reply that failed again; false when the socket is not open. The conversation is resumed first, so a
   * reply the server wrote after all (its ack lost or late) is found there and not sent twice.
   */
  resend(clientId: string): boolean {
    const reply = this.snapshot.pending.find((p) => p.clientId === clientId);
    if (!reply || !this.isOpen) return false;
    this.patchPending(clientId, { status: 'sending', error: null });
    this.transmit({ type: 'resume', conversationId: reply.conversationId, after: reply.after });
    this.awaitAck(clientId);
    return true;
  }

  /** Forgets a reply (sent another way, or given up). */
  drop(clientId: string): void {
    clearTimeout(this.ackTimers.get(clientId));
    this.ackTimers.delete(clientId);
    this.update({ pending: this.snapshot.pending.filter((p) => p.clientId !== clientId) });
  }

  /** A reply still on its way after ACK_TIMEOUT_MS on an open socket is shown as failed, to be sent again. */
  private awaitAck(clientId: string): void {
    clearTimeout(this.ackTimers.get(clientId));
    this.ackTimers.set(
      clientId,
      setTimeout(() => {
        this.ackTimers.delete(clientId);
        const reply = this.snapshot.pending.find((p) => p.clientId === clientId);
        if (reply?.status === 'sending' && this.isOpen) this.patchPending(clientId, { status: 'failed' });
      }, ACK_TIMEOUT_MS),
    );
  }

  typing(conversationId: number, typing: boolean): void {
    this.transmit({ type: 'typing', conversationId, typing });
  }

  private update(change: Partial<ChatSnapshot>): void {
    this.snapshot = { ...this.snapshot, ...change };
    for (const listener of this.listeners) listener();
  }

  private patchPending(clientId: string, change: Partial<PendingReply>): void {
    this.update({ pending: this.snapshot.pending.map((p) => (p.clientId === clientId ? { ...p, ...change } : p)) });
  }

  private transmit(frame: TStaffChatClientFrame): void {
    if (this.isOpen) this.socket?.send(JSON.stringify(frame));
  }

  private connect(state: 'connecting' | 'reconnecting'): void {
    this.update({ state });
    const Socket = this.options.WebSocket ?? WebSocket;
    const socket = new Socket(this.options.url);
    this.socket = socket;
    socket.addEventListener('message', (event) => this.receive(String(event.data)));
    socket.addEventListener('close', (event) => {
      if (this.socket !== socket) return;
      this.socket = null;
      if (this.stopped) return;
      if (event.code === CHAT_CLOSE.unauthorized || event.code === CHAT_CLOSE.forbidden) return this.refuse();
      this.scheduleReconnect();
    });
  }

  /** Retrying will not be accepted: replies still on their way are handed back as not sent. */
  private refuse(): void {
    this.update({
      state: 'closed',
      refused: true,
      stores: [],
      typing: {},
      pending: this.snapshot.pending.map((p) => (p.status === 'sending' ? { ...p, status: 'failed' } : p)),
    });
  }

  private scheduleReconnect(): void {
    if (this.stopped) return;
    this.update({ state: 'reconnecting', typing: {} });
    const delay = (this.options.backoff ?? reconnectDelay)(this.attempt++);
    this.retry = setTimeout(() => this.connect('reconnecting'), delay);
  }

  private receive(data: string): void {
    let frame: TStaffChatServerFrame;
    try {
      frame = ZStaffChatServerFrame.parse(JSON.parse(data));
    } catch {
      return;
    }
    if (frame.type === 'ready') this.ready(frame.stores);
    else if (frame.type === 'ack') this.drop(frame.clientId);
    else if (frame.type === 'typing') this.customerTyping(frame.conversationId, frame.typing);
    else if (frame.type === 'message' && frame.message.author === 'customer')
      this.customerTyping(frame.conversationId, false);
    else if (frame.type === 'message') this.written(frame.conversationId, frame.message);
    else if (frame.type === 'messages') this.reconcile(frame.conversationId, frame.messages);
    else if (frame.type === 'error' && frame.clientId)
      this.patchPending(frame.clientId, { status: 'failed', error: frame.message });
    this.options.onFrame?.(frame);
  }

  private ready(stores: readonly Store[]): void {
    this.attempt = 0;
    this.update({ state: 'open', stores });
    const after = new Map<number, number>();
    for (const [id, lastId] of this.watched) after.set(id, lastId());
    for (const reply of this.snapshot.pending) {
      if (reply.status !== 'sending') continue;
      after.set(reply.conversationId, Math.min(after.get(reply.conversationId) ?? reply.after, reply.after));
    }
    for (const [conversationId, last] of after) this.transmit({ type: 'resume', conversationId, after: last });
  }

  /**
   * A staff message of a conversation reaches every agent's socket, the sender's too, and may come before the
   * sender's ack: the reply still on its way with the same text, sent after the messages the screen had, is that
   * message, and is no longer shown as on its way (else it showed twice until the ack).
   */
  private written(conversationId: number, message: TInboxMessage): void {
    const reply = this.snapshot.pending.find((p) => isWrittenAs(p, conversationId, message) && message.id > p.after);
    if (reply) this.drop(reply.clientId);
  }

  /** After a resume: a reply found among the staff messages was delivered; the others are sent again. */
  private reconcile(conversationId: number, messages: readonly TInboxMessage[]): void {
    const unmatched = messages.filter((m) => m.author === 'staff');
    const delivered = new Set<string>();
    for (const reply of this.snapshot.pending) {
      const index = unmatched.findIndex((m) => isWrittenAs(reply, conversationId, m));
      if (index === -1) continue;
      unmatched.splice(index, 1);
      delivered.add(reply.clientId);
    }
    this.update({ pending: this.snapshot.pending.filter((p) => !delivered.has(p.clientId)) });
    for (const reply of this.snapshot.pending)
      if (reply.conversationId === conversationId && reply.status === 'sending')
        this.transmit({ type: 'send', clientId: reply.clientId, conversationId, body: reply.body });
  }

  private customerTyping(conversationId: number, typing: boolean): void {
    clearTimeout(this.typingTimers.get(conversationId));
    this.typingTimers.delete(conversationId);
    if (Boolean(this.snapshot.typing[conversationId]) !== typing) {
      const next = { ...this.snapshot.typing };
      if (typing) next[conversationId] = true;
      else delete next[conversationId];
      this.update({ typing: next });
    }
    if (typing)
      this.typingTimers.set(
        conversationId,
        setTimeout(() => this.customerTyping(conversationId, false), CUSTOMER_TYPING_MS),
      );
  }
}

/** Whether a staff message of the conversation is that reply still on its way, as the server wrote it (trimmed). */
function isWrittenAs(reply: PendingReply, conversationId: number, message: TInboxMessage): boolean {
  return reply.conversationId === conversationId && reply.status === 'sending' && message.body === reply.body.trim();
}

/** The messages of both lists, once each, in id order (a message may arrive by ack, by event and by resume). */
export function mergeMessages(known: readonly TInboxMessage[], incoming: readonly TInboxMessage[]): TInboxMessage[] {
  const byId = new Map(known.map((m) => [m.id, m]));
  for (const message of incoming) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

import {
  CHAT_CLOSE,
  NO_MESSAGE,
  ZChatServerFrame,
  type TChatClientFrame,
  type TChatMessage,
  type TChatServerFrame,
} from '../../../../shared/schemas/chat.js';
import { reconnectDelay } from '../../../../shared/rules/reconnect.js';

export type LiveState = 'connecting' | 'open' | 'reconnecting' | 'closed';

/** A message the page sent that the server has not confirmed yet, or refused. */
export interface PendingMessage {
  clientId: string;
  body: string;
  at: Date;
  status: 'sending' | 'failed';
  error: string | null;
}

export interface LiveSnapshot {
  state: LiveState;
  /** null until the server has said. */
  agentOnline: boolean | null;
  /** The conversation as the server holds it, in order. */
  messages: readonly TChatMessage[];
  pending: readonly PendingMessage[];
  agentTyping: boolean;
}

export interface ConnectionOptions {
  url: string;
  /** The session's bearer token (made with authenticate when there is none yet). */
  token: () => Promise<string>;
  memberToken: () => string | null;
  /** The browser's WebSocket; tests pass their own. */
  WebSocket?: typeof WebSocket;
  /** Delay before reconnect attempt `n` (0-based). */
  backoff?: (attempt: number) => number;
}

const AGENT_TYPING_MS = 6000;
let nextClientId = 1;

/**
 * The page's side of the live chat socket (docs/staff/inbox.md#live-chat): says hello with the token and the last
 * message id it has, reconnects with backoff, and resends what was not acknowledged. A message the server wrote
 * but could not acknowledge before the connection dropped comes back in the `ready` frame; a pending message of
 * the same text is then taken as delivered instead of being sent twice.
 */
export class ChatConnection {
  private snapshot: LiveSnapshot = {
    state: 'closed',
    agentOnline: null,
    messages: [],
    pending: [],
    agentTyping: false,
  };
  private readonly listeners = new Set<() => void>();
  private socket: WebSocket | null = null;
  private attempt = 0;
  private retry: ReturnType<typeof setTimeout> | undefined;
  private typingTimer: ReturnType<typeof setTimeout> | undefined;
  private stopped = true;

  constructor(private readonly options: ConnectionOptions) {}

  get current(): LiveSnapshot {
    return this.snapshot;
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    void this.connect('connecting');
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.retry);
    clearTimeout(this.typingTimer);
    this.socket?.close();
    this.socket = null;
    this.update({ state: 'closed' });
  }

  /** Queues a message; it is sent now if the socket is open, else once it is again. */
  send(body: string): void {
    const message: PendingMessage = {
      clientId: `${Date.now().toString(36)}-${nextClientId++}`,
      body,
      at: new Date(),
      status: 'sending',
      error: null,
    };
    this.update({ pending: [...this.snapshot.pending, message] });
    this.transmit({ type: 'send', clientId: message.clientId, body });
  }

  retryMessage(clientId: string): void {
    const message = this.snapshot.pending.find((m) => m.clientId === clientId);
    if (!message) return;
    this.patchPending(clientId, { status: 'sending', error: null });
    this.transmit({ type: 'send', clientId, body: message.body });
  }

  typing(typing: boolean): void {
    this.transmit({ type: 'typing', typing });
  }

  private update(change: Partial<LiveSnapshot>): void {
    this.snapshot = { ...this.snapshot, ...change };
    for (const listener of this.listeners) listener();
  }

  private patchPending(clientId: string, change: Partial<PendingMessage>): void {
    this.update({ pending: this.snapshot.pending.map((m) => (m.clientId === clientId ? { ...m, ...change } : m)) });
  }

  private transmit(frame: TChatClientFrame): void {
    if (this.snapshot.state === 'open' && this.socket?.readyState === 1) this.socket.send(JSON.stringify(frame));
  }

  private lastId(): number {
    return this.snapshot.messages.at(-1)?.id ?? NO_MESSAGE;
  }

  private async connect(state: 'connecting' | 'reconnecting'): Promise<void> {
    this.update({ state });
    let token: string;
    try {
      token = await this.options.token();
    } catch {
      return this.scheduleReconnect();
    }
    if (this.stopped) return;
    const Socket = this.options.WebSocket ?? WebSocket;
    const socket = new Socket(this.options.url);
    this.socket = socket;
    socket.addEventListener('open', () => {
      const memberToken = this.options.memberToken();
      socket.send(
        JSON.stringify({ type: 'hello', token, after: this.lastId(), ...(memberToken ? { memberToken } : {}) }),
      );
    });
    socket.addEventListener('message', (event) => this.receive(String(event.data)));
    socket.addEventListener('close', (event) => {
      if (this.socket !== socket) return;
      this.socket = null;
      if (this.stopped) return;
      // A refused session will not be accepted by retrying; the panel falls back to the message form.
      if (event.code === CHAT_CLOSE.unauthorized) return this.update({ state: 'closed', agentOnline: false });
      this.scheduleReconnect();
    });
  }

  private scheduleReconnect(): void {
    if (this.stopped) return;
    this.update({ state: 'reconnecting', agentTyping: false });
    const delay = (this.options.backoff ?? reconnectDelay)(this.attempt++);
    this.retry = setTimeout(() => void this.connect('reconnecting'), delay);
  }

  private receive(data: string): void {
    let frame: TChatServerFrame;
    try {
      frame = ZChatServerFrame.parse(JSON.parse(data));
    } catch {
      return;
    }
    if (frame.type === 'ready') return this.ready(frame.agentOnline, frame.messages);
    if (frame.type === 'message') {
      const answered = frame.message.author === 'staff';
      if (answered) clearTimeout(this.typingTimer);
      return this.update({
        messages: merge(this.snapshot.messages, [frame.message]),
        ...(answered ? { agentTyping: false } : {}),
      });
    }
    if (frame.type === 'ack') {
      return this.update({
        messages: merge(this.snapshot.messages, [frame.message]),
        pending: this.snapshot.pending.filter((m) => m.clientId !== frame.clientId),
      });
    }
    if (frame.type === 'presence') return this.update({ agentOnline: frame.agentOnline });
    if (frame.type === 'typing') return this.agentIsTyping(frame.typing);
    if (frame.clientId) this.patchPending(frame.clientId, { status: 'failed', error: frame.message });
  }

  private ready(agentOnline: boolean, missed: readonly TChatMessage[]): void {
    this.attempt = 0;
    const unmatched = [...missed.filter((m) => m.author === 'customer')];
    const pending = this.snapshot.pending.filter((message) => {
      const index = unmatched.findIndex((m) => m.body === message.body.trim());
      if (index === -1) return true;
      unmatched.splice(index, 1);
      return false;
    });
    this.update({ state: 'open', agentOnline, messages: merge(this.snapshot.messages, missed), pending });
    for (const message of pending) if (message.status === 'sending') this.retryMessage(message.clientId);
  }

  private agentIsTyping(typing: boolean): void {
    clearTimeout(this.typingTimer);
    this.update({ agentTyping: typing });
    // A stop that never comes (the agent's page closed) must not leave the indicator on.
    if (typing) this.typingTimer = setTimeout(() => this.update({ agentTyping: false }), AGENT_TYPING_MS);
  }
}

/** The messages of both lists, once each, in id order (a message may arrive by ack, by event and by resume). */
export function merge(known: readonly TChatMessage[], incoming: readonly TChatMessage[]): TChatMessage[] {
  const byId = new Map(known.map((m) => [m.id, m]));
  for (const message of incoming) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

import type { TChatServerFrame } from '../../../shared/schemas/chat.js';
import type { TStaffChatServerFrame } from '../../../shared/staff/inbox.js';
import type { Store } from '../../../shared/stores.js';
import type { AppContext } from '../../context.js';
import { chatMessage, forCustomer } from './customer.js';
import { isChatEvent, publishChat, type ChatEvent } from './events.js';
import { enterPresence, HEARTBEAT_MS, leavePresence, onlineStores, refreshPresence } from './presence.js';

/** A customer's socket on this instance: the session it speaks for. */
export interface CustomerPeer {
  store: Store;
  sessionId: string;
  send(frame: TChatServerFrame): void;
}

/** An agent's socket on this instance: the chat stores it is online for. */
export interface AgentPeer {
  connectionId: string;
  staffId: number;
  stores: readonly Store[];
  send(frame: TStaffChatServerFrame): void;
}

type Log = { error(object: unknown, message: string): void };

/**
 * The sockets of one instance, and the delivery of what any instance publishes to them
 * (docs/decisions/0019-inbox-and-live-chat.md). It keeps no message: each is read from the database when told.
 */
export class ChatHub {
  private readonly customers = new Map<string, Set<CustomerPeer>>();
  private readonly agents = new Set<AgentPeer>();
  /** The availability each customer socket was last told. */
  private readonly told = new WeakMap<CustomerPeer, boolean>();
  /** Which session holds a chat conversation, learnt as messages are delivered. */
  private readonly sessionOf = new Map<number, string | null>();
  private readonly pending = new Set<Promise<unknown>>();
  private unsubscribe: (() => void) | null = null;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly ctx: AppContext,
    private readonly log: Log,
  ) {}

  async start(): Promise<void> {
    this.unsubscribe = await this.ctx.broadcast.subscribe((event) => {
      if (isChatEvent(event))
        this.deliver(event).catch((error) => this.log.error({ err: error }, 'chat delivery failed'));
    });
    this.timer = setInterval(() => void this.heartbeat(), HEARTBEAT_MS);
    this.timer.unref();
  }

  /** Work a socket's closing started: awaited by stop(), so nothing runs on a closed database. */
  track(work: Promise<unknown>): void {
    const settled = work.catch((error: unknown) => this.log.error({ err: error }, 'chat socket clean-up failed'));
    this.pending.add(settled);
    void settled.finally(() => this.pending.delete(settled));
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.unsubscribe?.();
    await Promise.all(this.pending);
    for (const agent of this.agents) await leavePresence(this.ctx, agent.connectionId).catch(() => undefined);
    this.agents.clear();
    this.customers.clear();
  }

  addCustomer(peer: CustomerPeer): void {
    const peers = this.customers.get(peer.sessionId) ?? new Set();
    peers.add(peer);
    this.customers.set(peer.sessionId, peers);
  }

  removeCustomer(peer: CustomerPeer): void {
    const peers = this.customers.get(peer.sessionId);
    peers?.delete(peer);
    if (peers?.size === 0) this.customers.delete(peer.sessionId);
  }

  /** The agent is online in its stores on every instance once this returns. */
  async addAgent(peer: AgentPeer): Promise<void> {
    this.agents.add(peer);
    await enterPresence(this.ctx, peer.connectionId, peer.staffId, peer.stores);
    for (const store of peer.stores) await publishChat(this.ctx, { kind: 'chat.presence', store });
  }

  async removeAgent(peer: AgentPeer): Promise<void> {
    if (!this.agents.delete(peer)) return;
    await leavePresence(this.ctx, peer.connectionId);
    for (const store of peer.stores) await publishChat(this.ctx, { kind: 'chat.presence', store });
  }

  /** Marks what a newly connected customer was told, so only changes are pushed later. */
  noteAvailability(peer: CustomerPeer, online: boolean): void {
    this.told.set(peer, online);
  }

  private customersOf(sessionId: string | null | undefined): CustomerPeer[] {
    return sessionId ? [...(this.customers.get(sessionId) ?? [])] : [];
  }

  private agentsOf(store: string): AgentPeer[] {
    return [...this.agents].filter((agent) => (agent.stores as readonly string[]).includes(store));
  }

  private async deliver(event: ChatEvent): Promise<void> {
    if (event.kind === 'chat.presence') return this.pushAvailability([event.store]);
    const agents = this.agentsOf(event.store);
    if (event.kind === 'chat.status') {
      for (const agent of agents) agent.send({ type: 'status', ...storeAndId(event), status: event.status });
      return;
    }
    if (event.kind === 'chat.typing') {
      if (event.from === 'customer') {
        for (const agent of agents) agent.send({ type: 'typing', ...storeAndId(event), typing: event.typing });
        return;
      }
      const sessionId = await this.sessionOfConversation(event.conversationId);
      for (const peer of this.customersOf(sessionId)) peer.send({ type: 'typing', typing: event.typing });
      return;
    }
    if (agents.length === 0 && this.customers.size === 0) return;
    const found = await chatMessage(this.ctx, event.conversationId, event.messageId);
    if (!found) return;
    this.sessionOf.set(event.conversationId, found.conversation.session_id);
    for (const agent of agents) agent.send({ type: 'message', ...storeAndId(event), message: found.message });
    const shown = forCustomer(found.message);
    for (const peer of this.customersOf(found.conversation.session_id)) peer.send({ type: 'message', message: shown });
  }

  private async sessionOfConversation(conversationId: number): Promise<string | null> {
    if (!this.sessionOf.has(conversationId)) {
      const found = await chatMessage(this.ctx, conversationId, 0);
      this.sessionOf.set(conversationId, found?.conversation.session_id ?? null);
    }
    return this.sessionOf.get(conversationId) ?? null;
  }

  /** Tells this instance's customers of the given stores when their store's chat went live or quiet. */
  private async pushAvailability(stores: readonly string[]): Promise<void> {
    const peers = [...this.customers.values()].flatMap((set) => [...set]).filter((p) => stores.includes(p.store));
    if (peers.length === 0) return;
    const online = await onlineStores(this.ctx, [...new Set(peers.map((peer) => peer.store))]);
    for (const peer of peers) {
      const now = online.has(peer.store);
      if (this.told.get(peer) === now) continue;
      this.told.set(peer, now);
      peer.send({ type: 'presence', agentOnline: now });
    }
  }

  /** Keeps this instance's agents online, and notices agents of dead instances going quiet. */
  private async heartbeat(): Promise<void> {
    try {
      await refreshPresence(
        this.ctx,
        [...this.agents].map((agent) => agent.connectionId),
      );
      const stores = new Set([...this.customers.values()].flatMap((set) => [...set].map((peer) => peer.store)));
      await this.pushAvailability([...stores]);
    } catch (error) {
      this.log.error({ err: error }, 'chat heartbeat failed');
    }
  }
}

function storeAndId(event: { store: string; conversationId: number }) {
  return { store: event.store as Store, conversationId: event.conversationId };
}

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChatConnection, merge } from './connection.js';

/** A stand-in for the browser's WebSocket that records what the page sends and lets the test answer. */
class FakeSocket extends EventTarget {
  static all: FakeSocket[] = [];
  readyState = 0;
  sent: Record<string, unknown>[] = [];
  constructor(readonly url: string) {
    super();
    FakeSocket.all.push(this);
  }
  send(data: string) {
    this.sent.push(JSON.parse(data) as Record<string, unknown>);
  }
  close() {
    this.drop(1000);
  }
  open() {
    this.readyState = 1;
    this.dispatchEvent(new Event('open'));
  }
  receive(frame: object) {
    this.dispatchEvent(Object.assign(new Event('message'), { data: JSON.stringify(frame) }));
  }
  drop(code: number) {
    if (this.readyState === 3) return;
    this.readyState = 3;
    this.dispatchEvent(Object.assign(new Event('close'), { code }));
  }
}

const message = (id: number, author: 'customer' | 'staff', body: string) => ({
  id,
  at: '2025-03-07T10:00:00.000Z',
  author,
  name: author === 'staff' ? 'Robin' : '',
  body,
});

async function settle() {
  await vi.advanceTimersByTimeAsync(0);
}

describe('ChatConnection', () => {
  let connection: ChatConnection;
  const backoff = vi.fn((attempt: number) => 1000 * (attempt + 1));

  beforeEach(() => {
    vi.useFakeTimers();
    FakeSocket.all = [];
    backoff.mockClear();
    connection = new ChatConnection({
      url: 'ws://portal/api/chat/ws?store=sg',
      token: async () => 'the-token',
      memberToken: () => null,
      WebSocket: FakeSocket as unknown as typeof WebSocket,
      backoff,
    });
  });
  afterEach(() => {
    connection.stop();
    vi.useRealTimers();
  });

  it('says hello with the token (never in the URL) and keeps the conversation the server sends', async () => {
    connection.start();
    await settle();
    const socket = FakeSocket.all[0]!;
    expect(socket.url).not.toContain('the-token');
    socket.open();
    expect(socket.sent).toEqual([{ type: 'hello', token: 'the-token', after: -1 }]);
    socket.receive({ type: 'ready', agentOnline: true, messages: [message(0, 'customer', 'Hi')] });
    expect(connection.current).toMatchObject({ state: 'open', agentOnline: true });
    expect(connection.current.messages.map((m) => m.id)).toEqual([0]);
  });

  it('shows a message as sending until its ack, and a refused one as failed with the reason', async () => {
    connection.start();
    await settle();
    const socket = FakeSocket.all[0]!;
    socket.open();
    socket.receive({ type: 'ready', agentOnline: true, messages: [] });
    connection.send('Where is my parcel?');
    const sent = socket.sent.at(-1) as { clientId: string };
    expect(connection.current.pending).toMatchObject([{ status: 'sending' }]);
    socket.receive({ type: 'ack', clientId: sent.clientId, message: message(0, 'customer', 'Where is my parcel?') });
    expect(connection.current.pending).toEqual([]);
    connection.send('x');
    const refused = socket.sent.at(-1) as { clientId: string };
    socket.receive({ type: 'error', code: 'tooLong', message: 'Too long', clientId: refused.clientId });
    expect(connection.current.pending).toMatchObject([{ status: 'failed', error: 'Too long' }]);
  });

  it('reconnects with backoff, resumes after the last id, and does not send twice what the server wrote', async () => {
    connection.start();
    await settle();
    const first = FakeSocket.all[0]!;
    first.open();
    first.receive({
      type: 'ready',
      agentOnline: true,
      messages: [message(0, 'customer', 'Hi'), message(4, 'staff', 'Hello')],
    });
    connection.send('Written before the drop');
    connection.send('Lost with the drop');
    first.drop(1006);
    expect(connection.current.state).toBe('reconnecting');
    await vi.advanceTimersByTimeAsync(999);
    expect(FakeSocket.all).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    const second = FakeSocket.all[1]!;
    second.open();
    expect(second.sent[0]).toMatchObject({ type: 'hello', after: 4 });
    second.receive({ type: 'ready', agentOnline: true, messages: [message(5, 'customer', 'Written before the drop')] });
    expect(connection.current.messages.map((m) => m.id)).toEqual([0, 4, 5]);
    expect(second.sent.slice(1)).toMatchObject([{ type: 'send', body: 'Lost with the drop' }]);
    expect(connection.current.pending.map((m) => m.body)).toEqual(['Lost with the drop']);
  });

  it('stops for good when the session is refused, so the panel falls back to the form', async () => {
    connection.start();
    await settle();
    FakeSocket.all[0]!.open();
    FakeSocket.all[0]!.drop(4401);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(FakeSocket.all).toHaveLength(1);
    expect(connection.current).toMatchObject({ state: 'closed', agentOnline: false });
  });

  it('shows the agent typing until they stop, send, or go quiet', async () => {
    connection.start();
    await settle();
    const socket = FakeSocket.all[0]!;
    socket.open();
    socket.receive({ type: 'ready', agentOnline: true, messages: [] });
    socket.receive({ type: 'typing', typing: true });
    expect(connection.current.agentTyping).toBe(true);
    socket.receive({ type: 'message', message: message(3, 'staff', 'Here you go') });
    expect(connection.current.agentTyping).toBe(false);
    socket.receive({ type: 'typing', typing: true });
    await vi.advanceTimersByTimeAsync(6000);
    expect(connection.current.agentTyping).toBe(false);
    socket.receive({ type: 'presence', agentOnline: false });
    expect(connection.current.agentOnline).toBe(false);
  });
});

describe('merge', () => {
  it('keeps each message once, in id order', () => {
    const a = message(0, 'customer', 'a');
    const b = message(2, 'staff', 'b');
    const c = message(1, 'customer', 'c');
    expect(merge([a, b], [c, b]).map((m) => m.id)).toEqual([0, 1, 2]);
  });
});

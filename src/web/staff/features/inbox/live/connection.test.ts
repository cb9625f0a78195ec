import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { StaffChatConnection } from './connection.js';

/** A stand-in for the browser's WebSocket that records what the console sends and lets the test answer. */
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
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.dispatchEvent(new Event('open'));
  }
  receive(frame: object) {
    this.dispatchEvent(Object.assign(new Event('message'), { data: JSON.stringify(frame) }));
  }
}

const staffMessage = (id: number, body: string) => ({
  id,
  at: '2026-11-26T10:00:00.000Z',
  author: 'staff' as const,
  name: 'Robin',
  body,
  staffId: 3,
});

describe('StaffChatConnection', () => {
  let connection: StaffChatConnection;
  let socket: FakeSocket;

  beforeEach(() => {
    vi.useFakeTimers();
    FakeSocket.all = [];
    connection = new StaffChatConnection({
      url: 'ws://portal/api/staff/chat/ws',
      WebSocket: FakeSocket as unknown as typeof WebSocket,
    });
    connection.start();
    socket = FakeSocket.all[0]!;
    socket.open();
    socket.receive({ type: 'ready', stores: ['us'] });
    connection.watch(7, () => 40);
  });
  afterEach(() => {
    connection.stop();
    vi.useRealTimers();
  });

  it("shows a reply once when its message comes before the sender's ack", () => {
    expect(connection.send(7, 'The Pulse H6 is splash-proof. ')).toBe(true);
    expect(connection.current.pending).toHaveLength(1);
    const clientId = connection.current.pending[0]!.clientId;
    // Every agent's socket hears the message, the sender's first; the ack follows.
    socket.receive({
      type: 'message',
      conversationId: 7,
      store: 'us',
      message: staffMessage(41, 'The Pulse H6 is splash-proof.'),
    });
    expect(connection.current.pending).toHaveLength(0);
    socket.receive({
      type: 'ack',
      clientId,
      conversationId: 7,
      message: staffMessage(41, 'The Pulse H6 is splash-proof.'),
    });
    expect(connection.current.pending).toHaveLength(0);
    // No failure later: the ack's timer went with the reply.
    vi.advanceTimersByTime(20_000);
    expect(connection.current.pending).toHaveLength(0);
  });

  it("keeps a reply on its way for another conversation's message, another text, or an older message", () => {
    connection.send(7, 'Thanks!');
    socket.receive({ type: 'message', conversationId: 8, store: 'us', message: staffMessage(41, 'Thanks!') });
    socket.receive({ type: 'message', conversationId: 7, store: 'us', message: staffMessage(42, 'Thanks a lot!') });
    socket.receive({ type: 'message', conversationId: 7, store: 'us', message: staffMessage(39, 'Thanks!') });
    expect(connection.current.pending.map((p) => p.body)).toEqual(['Thanks!']);
  });

  it('takes two identical replies as two messages, one each', () => {
    connection.send(7, 'OK');
    connection.send(7, 'OK');
    socket.receive({ type: 'message', conversationId: 7, store: 'us', message: staffMessage(41, 'OK') });
    expect(connection.current.pending).toHaveLength(1);
    socket.receive({ type: 'message', conversationId: 7, store: 'us', message: staffMessage(42, 'OK') });
    expect(connection.current.pending).toHaveLength(0);
  });
});

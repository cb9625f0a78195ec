import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeSocket, FakeWebSocket, inboxMessage } from '../fixtures.js';
import { StaffChatConnection } from './connection.js';

const staffMessage = (id: number, body: string) => inboxMessage(id, 'staff', body);

describe('StaffChatConnection', () => {
  let connection: StaffChatConnection;
  let socket: FakeSocket;

  beforeEach(() => {
    vi.useFakeTimers();
    FakeSocket.all = [];
    connection = new StaffChatConnection({
      url: 'ws://portal/api/staff/chat/ws',
      WebSocket: FakeWebSocket,
    });
    connection.start();
    socket = FakeSocket.last;
    socket.open(['us']);
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

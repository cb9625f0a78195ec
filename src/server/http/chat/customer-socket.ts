import type { FastifyInstance } from 'fastify';
import {
  CHAT_CLOSE,
  ZChatClientFrame,
  type TChatClientFrame,
  type TChatServerFrame,
} from '../../../shared/schemas/chat.js';
import { STORE_INFO, type Store } from '../../../shared/stores.js';
import { AppError } from '../../lib/errors.js';
import { messageIn } from '../../lib/messages.js';
import { chatSession, customerBacklog, customerTyping, sendCustomerChat } from '../../modules/chat/customer.js';
import type { CustomerPeer } from '../../modules/chat/hub.js';
import { chatAvailability } from '../../modules/chat/presence.js';
import { sessionFromToken, type Session } from '../../modules/session/service.js';
import { errorFrame, onFrames, sendFrame, type Socket } from './socket.js';
import { databaseBusy } from '../../db/busy.js';

/** How long a socket may stay open without saying who it is. */
const HELLO_TIMEOUT_MS = 10_000;

/**
 * The customer's chat socket (docs/staff/inbox.md#live-chat): the first frame is `hello` with the session's bearer
 * token (a URL would put it in logs), then messages and typing. A message is acknowledged once it is in the
 * database; `hello` carries the last message id the page has, and the answer brings what it missed.
 */
export function customerSocket(app: FastifyInstance, socket: Socket, store: Store): void {
  const { ctx, chatHub } = app;
  const language = STORE_INFO[store].language;
  const send = (frame: TChatServerFrame) => sendFrame(socket, frame);
  let credentials: { token: string; memberToken?: string | undefined } | null = null;
  let peer: CustomerPeer | null = null;
  const timeout = setTimeout(() => socket.close(CHAT_CLOSE.unauthorized, 'hello expected'), HELLO_TIMEOUT_MS);

  /** The session as it is now: its details may have changed since hello; an ended one closes the socket. */
  const currentSession = async (): Promise<Session | null> => {
    const session = credentials ? await sessionFromToken(ctx, credentials.token) : null;
    if (!session) socket.close(CHAT_CLOSE.unauthorized, 'session ended');
    return session;
  };

  const hello = async (frame: Extract<TChatClientFrame, { type: 'hello' }>) => {
    let session: Session;
    try {
      session = await chatSession(ctx, store, frame);
    } catch (error) {
      // A database too busy to read the session: the browser connects again after a pause, not for good.
      if (databaseBusy(error)) return socket.close(CHAT_CLOSE.unavailable, 'busy');
      return socket.close(CHAT_CLOSE.unauthorized, 'unauthorized');
    }
    clearTimeout(timeout);
    credentials = { token: frame.token, memberToken: frame.memberToken };
    peer = { store, sessionId: session.id, send };
    chatHub.addCustomer(peer);
    const [messages, availability] = await Promise.all([
      customerBacklog(ctx, session, frame.after),
      chatAvailability(ctx, store),
    ]);
    chatHub.noteAvailability(peer, availability.online);
    send({ type: 'ready', agentOnline: availability.online, messages });
  };

  const handle = async (frame: TChatClientFrame) => {
    if (frame.type === 'hello') return peer ? refuse('invalidRequest') : hello(frame);
    if (!peer) return socket.close(CHAT_CLOSE.unauthorized, 'hello expected');
    if (frame.type === 'typing') {
      const session = await currentSession();
      return session ? customerTyping(ctx, session, frame.typing) : undefined;
    }
    try {
      const session = await currentSession();
      if (!session) return;
      const { message } = await sendCustomerChat(ctx, session, frame.body);
      send({ type: 'ack', clientId: frame.clientId, message });
    } catch (error) {
      if (databaseBusy(error))
        app.log.warn({ code: (error as { code?: unknown }).code }, 'chat message: database busy');
      else if (!(error instanceof AppError)) app.log.error({ err: error }, 'chat message failed');
      send(errorFrame(error, language, frame.clientId));
    }
  };

  const refuse = (code: 'invalidRequest' | 'rateLimited') =>
    peer ? send({ type: 'error', code, message: messageIn(language, code) }) : socket.close(CHAT_CLOSE.badFrame, code);
  onFrames(socket, ZChatClientFrame, {
    frame: handle,
    refused: refuse,
    log: app.log,
  });
  socket.on('close', () => {
    clearTimeout(timeout);
    if (peer) chatHub.removeCustomer(peer);
  });
}

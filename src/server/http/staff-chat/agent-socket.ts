import crypto from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CHAT_CLOSE } from '../../../shared/schemas/chat.js';
import { STAFF_COOKIE } from '../../../shared/staff/auth.js';
import {
  ZStaffChatClientFrame,
  type TStaffChatClientFrame,
  type TStaffChatServerFrame,
} from '../../../shared/staff/inbox.js';
import { AppError } from '../../lib/errors.js';
import { messageIn } from '../../lib/messages.js';
import { chatMessage } from '../../modules/chat/customer.js';
import type { AgentPeer } from '../../modules/chat/hub.js';
import { agentStores } from '../../modules/chat/presence.js';
import { staffBacklog, staffTyping } from '../../modules/chat/staff.js';
import { replyToConversation } from '../../modules/inbox/reply.js';
import type { StaffPrincipal } from '../../modules/staff/principal.js';
import { staffFromToken } from '../../modules/staff/sessions.js';
import { staffOf } from '../../plugins/staff-session.js';
import { errorFrame, onFrames, sendFrame, type Socket } from '../chat/socket.js';
import { databaseBusy } from '../../db/busy.js';

const SESSION_RECHECK_MS = 60_000;

/**
 * The console's chat socket (docs/staff/inbox.md#staff-chat-socket): while it is open its user is an online agent of
 * the chat stores of their scope. It receives every chat message and customer typing of those stores, sends
 * replies (the inbox's reply: written, audited and only then acknowledged) and typing. The staff session is
 * checked again for every frame, so signing out or disabling the user takes effect on the next one.
 */
export function agentSocket(app: FastifyInstance, socket: Socket, request: FastifyRequest): void {
  const { ctx, chatHub } = app;
  let staff: StaffPrincipal = staffOf(request);
  const send = (frame: TStaffChatServerFrame) => sendFrame(socket, frame);
  const peer: AgentPeer = { connectionId: crypto.randomUUID(), staffId: staff.id, stores: agentStores(staff), send };
  if (peer.stores.length === 0) return socket.close(CHAT_CLOSE.forbidden, 'no chat store to work');
  let closed = false;
  const joined = chatHub.addAgent(peer).then(() => {
    if (!closed) send({ type: 'ready', stores: [...peer.stores] });
  });
  chatHub.track(joined);

  const stillSignedIn = async (): Promise<boolean> => {
    const found = await staffFromToken(ctx, request.cookies[STAFF_COOKIE], request.ip);
    if (found) staff = found.principal;
    else socket.close(CHAT_CLOSE.unauthorized, 'signed out');
    return found !== null;
  };
  // An idle console is checked too, so a signed-out or disabled user stops counting as online.
  const recheck = setInterval(() => chatHub.track(stillSignedIn()), SESSION_RECHECK_MS);
  recheck.unref();

  const handle = async (frame: TStaffChatClientFrame) => {
    await joined;
    const clientId = frame.type === 'send' ? frame.clientId : undefined;
    try {
      if (!(await stillSignedIn())) return;
      if (frame.type === 'typing') return await staffTyping(ctx, staff, frame.conversationId, frame.typing);
      if (frame.type === 'resume') {
        const messages = await staffBacklog(ctx, staff, frame.conversationId, frame.after);
        return send({ type: 'messages', conversationId: frame.conversationId, messages });
      }
      const { messageId } = await replyToConversation(ctx, staff, frame.conversationId, {
        body: frame.body,
        via: 'live-chat',
      });
      const written = await chatMessage(ctx, frame.conversationId, messageId);
      if (written)
        send({ type: 'ack', clientId: frame.clientId, conversationId: frame.conversationId, message: written.message });
    } catch (error) {
      if (databaseBusy(error)) app.log.warn({ code: (error as { code?: unknown }).code }, 'staff chat: database busy');
      else if (!(error instanceof AppError)) app.log.error({ err: error }, 'staff chat frame failed');
      send(errorFrame(error, staff.language, clientId));
    }
  };

  onFrames(socket, ZStaffChatClientFrame, {
    frame: handle,
    refused: (code) => send({ type: 'error', code, message: messageIn(staff.language, code) }),
    log: app.log,
  });
  socket.on('close', () => {
    closed = true;
    clearInterval(recheck);
    chatHub.track(joined.then(() => chatHub.removeAgent(peer)));
  });
}

/**
 * A browser always names the page that opens a socket; one from another site is refused (the SameSite cookie
 * already keeps the session out of it; this is the second lock). Clients that are not browsers send no Origin.
 */
export function sameOrigin(request: FastifyRequest): boolean {
  const origin = request.headers.origin;
  if (!origin) return true;
  try {
    return new URL(origin).host === request.headers.host;
  } catch {
    return false;
  }
}

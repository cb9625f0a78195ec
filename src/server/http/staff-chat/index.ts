import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../../lib/errors.js';
import { agentSocket, sameOrigin } from './agent-socket.js';
import type { Socket } from '../chat/socket.js';

/** The console's live chat socket, under the staff session (docs/staff/inbox.md#staff-chat-socket). */
const staffChat: FastifyPluginAsync = async (app) => {
  app.addHook('preHandler', async (request) => {
    if (!sameOrigin(request)) throw new AppError(403, 'forbidden', 'staffForbidden');
  });
  app.addHook('preHandler', app.requireStaff);
  app.get('/ws', { websocket: true, schema: { hide: true } }, (socket, request) =>
    agentSocket(app, socket as Socket, request),
  );
};
export default staffChat;

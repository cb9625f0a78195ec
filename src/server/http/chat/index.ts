import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZApiError } from '../../../shared/schemas/common.js';
import { ZChatAvailability, ZChatAvailabilityQuery } from '../../../shared/schemas/chat.js';
import { chatAvailability } from '../../modules/chat/presence.js';
import { customerSocket } from './customer-socket.js';
import type { Socket } from './socket.js';

/** The customer's live chat: whether an agent is online, and the chat socket (docs/staff/inbox.md#live-chat). */
const chat: FastifyPluginAsync = async (app) => {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/availability',
    {
      schema: {
        querystring: ZChatAvailabilityQuery,
        response: { 200: ZChatAvailability, 400: ZApiError },
        tags: ['chat'],
        summary: 'Whether an agent of the store is online, so the chat is live (else it is the message form)',
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return chatAvailability(app.ctx, request.query.store);
    },
  );

  r.get('/ws', { websocket: true, schema: { querystring: ZChatAvailabilityQuery, hide: true } }, (socket, request) =>
    customerSocket(app, socket as Socket, request.query.store),
  );
};
export default chat;

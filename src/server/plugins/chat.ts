import websocket from '@fastify/websocket';
import fp from 'fastify-plugin';
import { ChatHub } from '../modules/chat/hub.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** This instance's chat sockets and their delivery (src/server/modules/chat/hub.ts). */
    chatHub: ChatHub;
  }
}

/** A chat frame is small: a message is at most a few thousand characters. */
const MAX_FRAME_BYTES = 64 * 1024;

/**
 * WebSockets for the live chat (docs/decisions/0019-inbox-and-live-chat.md): the plugin, which must come before
 * every route, and the hub that delivers what any instance publishes to this one's sockets.
 */
export default fp(
  async (app) => {
    await app.register(websocket, { options: { maxPayload: MAX_FRAME_BYTES } });
    const hub = new ChatHub(app.ctx, app.log);
    app.decorate('chatHub', hub);
    app.addHook('onReady', async () => hub.start());
    app.addHook('onClose', async () => hub.stop());
  },
  { name: 'chat', dependencies: ['context'] },
);

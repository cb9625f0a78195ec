import fp from 'fastify-plugin';
import type { AppContext } from '../context.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Configuration, database, store platform and clock (src/server/context.ts). */
    ctx: AppContext;
  }
}

/** Decorates the app with its context, so adapters reach use cases' dependencies one way. */
export default fp<{ ctx: AppContext }>(
  async (app, { ctx }) => {
    app.decorate('ctx', ctx);
    app.addHook('onClose', async () => ctx.broadcast.close());
  },
  { name: 'context' },
);

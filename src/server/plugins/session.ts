import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { unauthorized } from '../lib/errors.js';
import { bearerToken, requestStore } from '../lib/request.js';
import { assertMemberHeader } from '../modules/session/member-header.js';
import { sessionFromToken, type Session } from '../modules/session/service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler: loads the session the bearer token names, or answers 401. Adapters add it once per folder. */
    requireSession: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    session: Session | null;
  }
}

/** The session of a request under requireSession (answers 401 had there been none). */
export function sessionOf(request: FastifyRequest): Session {
  if (!request.session) throw unauthorized();
  return request.session;
}

export default fp(
  async (app) => {
    const { ctx } = app;
    app.decorateRequest('session', null);
    app.decorate('requireSession', async (request: FastifyRequest) => {
      const session = await sessionFromToken(ctx, bearerToken(request));
      if (!session) throw unauthorized();
      const store = requestStore(request);
      // A session belongs to one store; a call for another store starts over there.
      if (store && store !== session.store) throw unauthorized();
      const memberHeader = request.headers['x-member-token'];
      await assertMemberHeader(
        ctx.config.tokenSecret,
        session,
        Array.isArray(memberHeader) ? memberHeader[0] : memberHeader,
      );
      request.session = session;
    });
  },
  { name: 'session', dependencies: ['context'] },
);

import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZApiError, ZConfirmationQuery, ZConfirmationResponse } from '../../../shared/schemas/index.js';
import { bearerToken, lookupRateLimit } from '../../app.js';
import { confirmation } from './service.js';

const routes: FastifyPluginAsync = async (app) => {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/',
    {
      schema: {
        querystring: ZConfirmationQuery,
        response: { 200: ZConfirmationResponse, 404: ZApiError },
        tags: ['confirmation'],
        summary:
          'The RMA just made, by its number and rmaId (no session needed); detail.loggedIn tells a member session',
        security: [{}, { bearer: [] }],
      },
      config: lookupRateLimit(app),
    },
    async (request) => {
      // The token is optional here: it only tells whether to prompt for sign-in.
      const session = await app.ctx.sessions.fromToken(bearerToken(request));
      const { store, rmaNo, rmaId } = request.query;
      return confirmation(app.ctx, session, { store, rmaNo, rmaId });
    },
  );
};

export default routes;

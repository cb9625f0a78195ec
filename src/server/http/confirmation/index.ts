import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZApiError, ZConfirmationQuery, ZConfirmationResponse } from '../../../shared/schemas/index.js';
import { bearerToken } from '../../lib/request.js';
import { lookupRateLimit } from '../../plugins/rate-limit.js';
import { confirmation } from '../../modules/request/confirmation.js';
import { sessionFromToken } from '../../modules/session/service.js';

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
      const session = await sessionFromToken(app.ctx, bearerToken(request));
      const { store, rmaNo, rmaId } = request.query;
      return confirmation(app.ctx, session, { store, rmaNo, rmaId });
    },
  );
};

export default routes;

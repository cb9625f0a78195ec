import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/errors.js';
import { ZApiError, ZStoreQuery } from '../../../shared/schemas/common.js';
import { LAYOUT_FRAGMENTS } from '../../../shared/schemas/site.js';
import { layoutFragment } from '../../modules/layout/service.js';

/** The store's page-shell fragments as HTML; no token (the page shell loads them before any session). */
const routes: FastifyPluginAsync = async (app) => {
  const r = app.withTypeProvider<ZodTypeProvider>();

  for (const kind of LAYOUT_FRAGMENTS) {
    r.get(
      `/${kind}`,
      {
        schema: {
          querystring: ZStoreQuery,
          // A string answer is sent as is (text/html), never JSON-serialised.
          response: { 200: z.string().describe('Sanitised HTML fragment'), 400: ZApiError, 404: ZApiError },
          tags: ['layout'],
          summary: `The store's ${kind} fragment (sanitised HTML)`,
        },
      },
      async (request, reply) => {
        const html = await layoutFragment(app.ctx, request.query.store, kind);
        if (html === null) throw notFound('not-found', 'notFound');
        return reply.type('text/html; charset=utf-8').header('cache-control', 'public, max-age=300').send(html);
      },
    );
  }
};
export default routes;

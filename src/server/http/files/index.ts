import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/errors.js';
import { openUpload } from '../../modules/uploads/service.js';
import { sessionOf } from '../../plugins/session.js';

const routes: FastifyPluginAsync = async (app) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Every call of this folder acts for the session its bearer token names.
  app.addHook('preHandler', app.requireSession);

  r.get(
    '/:id',
    {
      schema: {
        params: z.object({ id: z.string().max(64) }),
        querystring: z.object({ store: z.string().max(10).optional() }),
        tags: ['files'],
        summary: 'An uploaded file (purchase proof or damage photo), for the session that uploaded it only',
        security: [{ bearer: [] }],
      },
    },
    async (request, reply) => {
      const content = await openUpload(app.ctx, sessionOf(request), request.params.id);
      // Someone else's upload answers exactly like a missing one.
      if (!content) throw notFound('not-found', 'notFound');
      return reply
        .header('content-type', content.mime)
        .header('content-length', String(content.size))
        .header('content-disposition', `inline; filename="${content.fileName}"`)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(content.stream);
    },
  );
};
export default routes;

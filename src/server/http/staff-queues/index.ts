import { Readable } from 'node:stream';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZApiError } from '../../../shared/schemas/common.js';
import { ZQueueCounts, ZQueueFilters, ZQueuePage, ZQueuePageQuery } from '../../../shared/staff/queues.js';
import { STAFF_ROLES } from '../../../shared/staff/roles.js';
import { notFound } from '../../lib/errors.js';
import { assignees } from '../../modules/queues/assignees.js';
import { exportCsv } from '../../modules/queues/csv.js';
import { listQueue, queueCounts } from '../../modules/queues/service.js';
import { openStaffUpload } from '../../modules/uploads/staff.js';
import { staffOf } from '../../plugins/staff-session.js';

const tags = ['staff-queues'];
const security = [{ staffCookie: [] }];
const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError };
const ZAssignees = z.object({
  items: z.array(z.object({ id: z.number().int(), name: z.string(), role: z.enum(STAFF_ROLES) })),
});

/** The staff queues under /api/staff (docs/staff/queues.md): every call reads, under the staff session. */
const routes: FastifyPluginAsync = async (app) => {
  app.addHook('preHandler', app.requireStaff);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/rmas',
    {
      schema: {
        querystring: ZQueuePageQuery,
        response: { 200: ZQueuePage, ...errors },
        tags,
        security,
        summary: 'A page of a queue',
      },
    },
    async (request) => listQueue(app.ctx, staffOf(request), request.query),
  );

  r.get(
    '/rmas/counts',
    {
      schema: {
        querystring: ZQueueFilters,
        response: { 200: ZQueueCounts, ...errors },
        tags,
        security,
        summary: 'The count of every tab',
      },
    },
    async (request) => queueCounts(app.ctx, staffOf(request), request.query),
  );

  r.get(
    '/rmas.csv',
    { schema: { querystring: ZQueueFilters, tags, security, summary: 'The filtered queue as CSV' } },
    async (request, reply) => {
      const chunks = await exportCsv(app.ctx, staffOf(request), request.query);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="rmas.csv"')
        .send(Readable.from(chunks));
    },
  );

  r.get(
    '/assignees',
    {
      schema: {
        response: { 200: ZAssignees, ...errors },
        tags,
        security,
        summary: 'Who an RMA of my stores can be assigned to',
      },
    },
    async (request) => ({ items: await assignees(app.ctx, staffOf(request)) }),
  );

  r.get(
    '/uploads/:id',
    {
      schema: {
        params: z.object({ id: z.string().max(64) }),
        tags,
        security,
        summary: 'An upload (purchase proof or damage photo) of an RMA of my stores',
      },
    },
    async (request, reply) => {
      const content = await openStaffUpload(app.ctx, staffOf(request), request.params.id);
      // An upload outside the user's stores answers exactly like a missing one.
      if (!content) throw notFound('not-found', 'notFound');
      return reply
        .header('content-type', content.mime)
        .header('content-length', String(content.size))
        .header('content-disposition', `inline; filename="${content.fileName}"`)
        .header('x-content-type-options', 'nosniff')
        .send(content.stream);
    },
  );
};
export default routes;

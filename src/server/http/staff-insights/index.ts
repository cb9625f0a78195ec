import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZApiError } from '../../../shared/schemas/common.js';
import { ZInsights, ZInsightsCsvQuery, ZInsightsQuery } from '../../../shared/staff/insights.js';
import { insights, insightsCsv } from '../../modules/insights/service.js';
import { staffOf } from '../../plugins/staff-session.js';

const tags = ['staff-insights'];
const security = [{ staffCookie: [] }];

/** The insights dashboard under /api/staff (docs/staff/insights.md), under the staff session. */
const routes: FastifyPluginAsync = async (app) => {
  app.addHook('preHandler', app.requireStaff);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/insights',
    {
      schema: {
        querystring: ZInsightsQuery,
        response: { 200: ZInsights, 400: ZApiError, 401: ZApiError, 403: ZApiError },
        tags,
        security,
        summary: 'The dashboard of a store, or of all my stores, over a period',
      },
    },
    async (request) => insights(app.ctx, staffOf(request), request.query),
  );

  r.get(
    '/insights.csv',
    { schema: { querystring: ZInsightsCsvQuery, tags, security, summary: 'One table of the dashboard as CSV' } },
    async (request, reply) => {
      const csv = await insightsCsv(app.ctx, staffOf(request), request.query);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="insights-${request.query.table}.csv"`)
        .send(csv);
    },
  );
};
export default routes;

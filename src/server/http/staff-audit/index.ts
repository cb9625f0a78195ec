import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZApiError } from '../../../shared/schemas/common.js';
import { ZAuditPage, ZAuditQuery } from '../../../shared/staff/audit.js';
import { staffAuditLog } from '../../modules/audit/read.js';
import { staffOf } from '../../plugins/staff-session.js';

/**
 * GET /api/staff/audit (docs/staff/audit.md): the audit log for supervisors and admins, within their stores. Read
 * only: the log has no call that changes it, and its table refuses updates and deletes.
 */
const staffAuditCalls: FastifyPluginAsync = async (app) => {
  app.addHook('preHandler', app.requireStaff);
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/',
    {
      schema: {
        querystring: ZAuditQuery,
        response: { 200: ZAuditPage, 400: ZApiError, 401: ZApiError, 403: ZApiError },
        tags: ['staff-audit'],
        security: [{ staffCookie: [] }],
        summary: 'The audit log, newest first, by actor, RMA or target, action and dates, within the user’s stores',
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return staffAuditLog(app.ctx, staffOf(request), request.query);
    },
  );
};
export default staffAuditCalls;

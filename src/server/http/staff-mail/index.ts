import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZApiError } from '../../../shared/schemas/common.js';
import { ZMailDetail, ZMailList, ZMailListQuery } from '../../../shared/schemas/mail.js';
import { staffMail, staffMailList } from '../../modules/mail/staff-view.js';
import { staffOf } from '../../plugins/staff-session.js';

/**
 * The console's mail view under /api/staff/mail (docs/mail.md#the-mail-view): the outbox's e-mails of the staff
 * user's stores, and one with its HTML and text. The HTML is the e-mail as sent; show it in a sandboxed frame.
 */
const staffMailCalls: FastifyPluginAsync = async (app) => {
  app.addHook('preHandler', app.requireStaff);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['staff-mail'];
  const security = [{ staffCookie: [] }];
  const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError };

  r.get(
    '/',
    {
      schema: {
        querystring: ZMailListQuery,
        response: { 200: ZMailList, ...errors },
        tags,
        security,
        summary: "The outbox's e-mails, newest first, by store or RMA, within the user's stores",
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return staffMailList(app.ctx, staffOf(request), request.query);
    },
  );

  r.get(
    '/:id',
    {
      schema: {
        params: z.object({ id: z.string().min(1).max(64) }),
        response: { 200: ZMailDetail, ...errors, 404: ZApiError },
        tags,
        security,
        summary: 'One e-mail with its HTML and text versions and its Message-ID',
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return staffMail(app.ctx, staffOf(request), request.params.id);
    },
  );
};
export default staffMailCalls;

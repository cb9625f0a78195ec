import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZApiError } from '../../../shared/schemas/common.js';
import { ZBulkRequest, ZBulkResult, ZConflict, ZRmaActionRequest } from '../../../shared/staff/actions.js';
import { ZStaffRma } from '../../../shared/staff/rma.js';
import { applyAction, bulkAction } from '../../modules/rmas/actions.js';
import { staffRmaDetail } from '../../modules/rmas/staff-detail.js';
import { staffOf } from '../../plugins/staff-session.js';

const ZRmaParams = z.object({ id: z.string().trim().min(1).max(64) });

/** The staff console's RMA page and its actions (docs/staff/actions.md). */
const staffRmas: FastifyPluginAsync = async (app) => {
  app.addHook('preHandler', app.requireStaff);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['staff-rmas'];
  const security = [{ staffCookie: [] }];
  const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 404: ZApiError };

  r.get(
    '/:id',
    {
      schema: {
        params: ZRmaParams,
        response: { 200: ZStaffRma, ...errors },
        tags,
        security,
        summary: 'An RMA as staff work it, with the actions this user may take now; 404 outside their stores',
      },
    },
    async (request) => staffRmaDetail(app.ctx, staffOf(request), request.params.id),
  );

  r.post(
    '/:id/actions',
    {
      schema: {
        params: ZRmaParams,
        body: ZRmaActionRequest,
        // 409: a stale version (conflict, with who changed the RMA and when), or an action its status does not allow.
        response: { 200: ZStaffRma, ...errors, 409: z.union([ZConflict, ZApiError]) },
        tags,
        security,
        summary: 'One action on the RMA version the page showed; answers the RMA as it now is',
      },
    },
    async (request) => applyAction(app.ctx, staffOf(request), request.params.id, request.body),
  );

  r.post(
    '/bulk',
    {
      schema: {
        body: ZBulkRequest,
        response: { 200: ZBulkResult, ...errors },
        tags,
        security,
        summary: 'Approve, assign or mark received on selected rows, each on its own; reports each row',
      },
    },
    async (request) => bulkAction(app.ctx, staffOf(request), request.body),
  );
};
export default staffRmas;

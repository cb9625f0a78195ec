import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { staffOf } from '../../plugins/staff-session.js';
import { ZApiError } from '../../../shared/schemas/common.js';
import {
  ZEndSessionsResult,
  ZStaffUser,
  ZStaffUserCreate,
  ZStaffUserList,
  ZStaffUserParams,
  ZStaffUserPatch,
} from '../../../shared/staff/users.js';
import { createStaffUser, endSessionsOf, listStaffUsers, updateStaffUserAsAdmin } from '../../modules/staff/users.js';

/** Admin calls on staff users (docs/staff/api.md#staff-users). */
const users: FastifyPluginAsync = async (app) => {
  app.addHook('preHandler', app.requireStaff);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['staff-users'];
  const security = [{ staffCookie: [] }];
  const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 404: ZApiError };

  r.get(
    '/users',
    {
      schema: {
        response: { 200: ZStaffUserList, ...errors },
        tags,
        security,
        summary: 'The staff users the admin manages',
      },
    },
    async (request) => ({ users: await listStaffUsers(app.ctx, staffOf(request)) }),
  );

  r.post(
    '/users',
    {
      schema: {
        body: ZStaffUserCreate,
        response: { 201: ZStaffUser, 409: ZApiError, ...errors },
        tags,
        security,
        summary: 'Creates a staff user with a role, stores and a first password',
      },
    },
    async (request, reply) => reply.status(201).send(await createStaffUser(app.ctx, staffOf(request), request.body)),
  );

  r.patch(
    '/users/:id',
    {
      schema: {
        params: ZStaffUserParams,
        body: ZStaffUserPatch,
        response: { 200: ZStaffUser, 409: ZApiError, ...errors },
        tags,
        security,
        summary: "Changes a staff user's name, role, stores, access, password or one-time code",
      },
    },
    async (request) => updateStaffUserAsAdmin(app.ctx, staffOf(request), request.params.id, request.body),
  );

  r.post(
    '/users/:id/end-sessions',
    {
      schema: {
        params: ZStaffUserParams,
        response: { 200: ZEndSessionsResult, ...errors },
        tags,
        security,
        summary: 'Ends every session of a staff user, effective on their next call',
      },
    },
    async (request) => ({ ended: await endSessionsOf(app.ctx, staffOf(request), request.params.id) }),
  );
};
export default users;

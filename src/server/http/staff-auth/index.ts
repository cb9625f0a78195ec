import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/errors.js';
import { lookupRateLimit } from '../../plugins/rate-limit.js';
import { clientOf, setStaffCookie, staffOf } from '../../plugins/staff-session.js';
import { ZApiError } from '../../../shared/schemas/common.js';
import {
  ZStaffLanguage,
  ZStaffMe,
  ZStaffSession,
  ZStaffSignIn,
  ZStaffSignInResult,
  ZTotpConfirm,
  ZTotpEnrolment,
} from '../../../shared/staff/auth.js';
import { confirmTotp, setLanguage, staffMe, startTotp } from '../../modules/staff/self.js';
import { csrfTokenOf, signOut } from '../../modules/staff/sessions.js';
import { signIn } from '../../modules/staff/sign-in.js';
import settings from './settings.js';
import users from './users.js';

/**
 * The staff console's sign-in and own-account calls under /api/staff (docs/staff/api.md). Sign-in is open and
 * rate limited; every other call is under requireStaff (cookie session, CSRF token on writes).
 */

const staffSecurity = [{ staffCookie: [] }];
const tags = ['staff-auth'];
const ZLockedError = ZApiError.extend({ retryAfterSeconds: z.number().int() });
const ZSignedOut = z.object({ status: z.literal('signed-out') });
/** Open to a supervisor or admin who has not enrolled a one-time code yet: what they need to enrol. */
const enrolling = { staffWithoutTotp: true };

/** A browser's cross-site request never signs anyone in (login CSRF); SameSite cannot guard a call with no cookie. */
function refuseCrossSite(request: FastifyRequest): void {
  if (request.headers['sec-fetch-site'] === 'cross-site') throw new AppError(403, 'forbidden', 'staffForbidden');
}

const signInCall: FastifyPluginAsync = async (app) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/session',
    {
      schema: {
        body: ZStaffSignIn,
        response: { 200: ZStaffSignInResult, 401: ZApiError, 403: ZApiError, 423: ZLockedError },
        tags,
        summary: 'Staff sign-in: e-mail and password, then the one-time code when asked; sets the staff cookie',
      },
      config: lookupRateLimit(app),
    },
    async (request, reply) => {
      refuseCrossSite(request);
      const outcome = await signIn(app.ctx, request.body, clientOf(request));
      if (outcome.status === 'code-required') return outcome;
      setStaffCookie(app, request, reply, outcome.token);
      reply.header('cache-control', 'no-store');
      return { status: outcome.status, staff: outcome.me, csrfToken: csrfTokenOf(app.ctx, outcome.staff.sessionId) };
    },
  );
};

const ownCalls: FastifyPluginAsync = async (app) => {
  app.addHook('preHandler', app.requireStaff);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const errors = { 401: ZApiError, 403: ZApiError };
  const security = staffSecurity;

  r.get(
    '/me',
    {
      schema: { response: { 200: ZStaffSession, ...errors }, tags, security, summary: 'Who is signed in' },
      config: enrolling,
    },
    async (request, reply) => {
      const staff = staffOf(request);
      reply.header('cache-control', 'no-store');
      return { staff: await staffMe(app.ctx, staff), csrfToken: csrfTokenOf(app.ctx, staff.sessionId) };
    },
  );

  r.delete(
    '/session',
    {
      schema: { response: { 200: ZSignedOut, ...errors }, tags, security, summary: 'Signs out (this session)' },
      config: enrolling,
    },
    async (request, reply) => {
      await signOut(app.ctx, staffOf(request));
      setStaffCookie(app, request, reply, null);
      return { status: 'signed-out' as const };
    },
  );

  r.put(
    '/me/language',
    {
      schema: {
        body: ZStaffLanguage,
        response: { 200: ZStaffMe, 400: ZApiError, ...errors },
        tags,
        security,
        summary: "The staff user's language (console and messages)",
      },
      config: enrolling,
    },
    async (request) => setLanguage(app.ctx, staffOf(request), request.body.language),
  );

  r.post(
    '/me/totp',
    {
      schema: {
        response: { 200: ZTotpEnrolment, 409: ZApiError, ...errors },
        tags,
        security,
        summary: 'Starts enrolling an authenticator app: a new secret and its otpauth URI',
      },
      config: enrolling,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return startTotp(app.ctx, staffOf(request));
    },
  );

  r.post(
    '/me/totp/confirm',
    {
      schema: {
        body: ZTotpConfirm,
        response: { 200: ZStaffMe, 400: ZApiError, 409: ZApiError, ...errors },
        tags,
        security,
        summary: 'Enables the one-time code with a code the app shows',
      },
      config: enrolling,
    },
    async (request) => confirmTotp(app.ctx, staffOf(request), request.body.code),
  );
};

/** Everything under /api/staff that this folder answers. */
const staffAuth: FastifyPluginAsync = async (app) => {
  await app.register(signInCall);
  await app.register(ownCalls);
  await app.register(users);
  await app.register(settings);
};
export default staffAuth;

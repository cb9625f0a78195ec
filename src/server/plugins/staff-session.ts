import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/errors.js';
import { useCookies } from '../lib/store-login-cookie.js';
import { CSRF_HEADER, STAFF_COOKIE } from '../../shared/staff/auth.js';
import { requiresTotp } from '../../shared/staff/roles.js';
import type { StaffPrincipal } from '../modules/staff/principal.js';
import { csrfMatches, staffFromToken, unauthorizedStaff } from '../modules/staff/sessions.js';
import type { Client } from '../modules/staff/sign-in.js';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * preHandler of the staff calls: the session the `staff_session` cookie names (401 without one, or when its
     * user is disabled), the CSRF token on every call but GET and HEAD (403), and, for a supervisor or admin
     * without a one-time code yet, only the calls that enrol one (403). Never reads a bearer token.
     */
    requireStaff: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    staff: StaffPrincipal | null;
  }
  interface FastifyContextConfig {
    /** The call stays open to a supervisor or admin who has not enrolled a one-time code yet. */
    staffWithoutTotp?: boolean;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The staff user of a request under requireStaff. */
export function staffOf(request: FastifyRequest): StaffPrincipal {
  if (!request.staff) throw unauthorizedStaff();
  return request.staff;
}

/** Who makes a sign-in, for the session row and the audit log. */
export function clientOf(request: FastifyRequest): Client {
  return { ip: request.ip, userAgent: String(request.headers['user-agent'] ?? '').slice(0, 300) };
}

function cookieOptions(app: FastifyInstance, request: FastifyRequest) {
  const secure = request.protocol === 'https' || app.ctx.config.publicBaseUrl.startsWith('https:');
  return { path: '/', httpOnly: true, sameSite: 'strict', secure } as const;
}

/**
 * Sets the staff cookie, or clears it when the token is null. It has no Max-Age: the browser forgets it when it
 * closes, and the server's own expiry (12 hours past the last use) holds either way.
 */
export function setStaffCookie(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  token: string | null,
): void {
  if (token === null) reply.clearCookie(STAFF_COOKIE, cookieOptions(app, request));
  else reply.setCookie(STAFF_COOKIE, token, cookieOptions(app, request));
}

function headerOf(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

export default fp(
  async (app) => {
    const { ctx } = app;
    await useCookies(app);
    app.decorateRequest('staff', null);
    app.decorateRequest('messageLanguage', null);
    app.decorate('requireStaff', async (request: FastifyRequest) => {
      const found = await staffFromToken(ctx, request.cookies[STAFF_COOKIE], request.ip);
      if (!found) throw unauthorizedStaff();
      const { principal, user } = found;
      request.staff = principal;
      request.messageLanguage = principal.language;
      if (!SAFE_METHODS.has(request.method) && !csrfMatches(ctx, principal.sessionId, headerOf(request, CSRF_HEADER))) {
        throw new AppError(403, 'csrf', 'staffCsrfInvalid');
      }
      if (requiresTotp(principal.role) && user.totp_enabled !== 1 && !request.routeOptions.config.staffWithoutTotp) {
        throw new AppError(403, 'totp-required', 'staffTotpEnrolmentRequired');
      }
    });
  },
  { name: 'staff-session', dependencies: ['context'] },
);

import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * The store-side login cookie: it names a store_logins row (by a hash of its value), is HttpOnly, SameSite=Lax,
 * Path=/, Secure when the portal is served over TLS, and lives as long as the login it names. Cookies are parsed
 * and written by @fastify/cookie, registered in the plugin that uses them (`useCookies`).
 */
export const STORE_LOGIN_COOKIE = 'store_login';

/** Registers @fastify/cookie in the calling plugin, unless an enclosing one already did. */
export async function useCookies(app: FastifyInstance): Promise<void> {
  if (!app.hasRequestDecorator('cookies')) await app.register(fastifyCookie);
}

export function storeLoginCookieOf(request: FastifyRequest): string | undefined {
  // Without the plugin there is nothing parsed: failing loudly beats treating every browser as signed out.
  if (!request.cookies) throw new Error('@fastify/cookie is not registered here: call useCookies(app) in the plugin');
  return request.cookies[STORE_LOGIN_COOKIE];
}

function cookieOptions(app: FastifyInstance, request: FastifyRequest) {
  const secure = request.protocol === 'https' || app.ctx.config.publicBaseUrl.startsWith('https:');
  return { path: '/', httpOnly: true, sameSite: 'lax', secure } as const;
}

/** Sets the store login cookie (value and Max-Age), or clears it when the value is null. */
export function setStoreLoginCookie(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  value: string | null,
  maxAgeSeconds = 0,
): void {
  if (value === null) reply.clearCookie(STORE_LOGIN_COOKIE, cookieOptions(app, request));
  else reply.setCookie(STORE_LOGIN_COOKIE, value, { ...cookieOptions(app, request), maxAge: maxAgeSeconds });
}

import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { lookupRateLimit } from '../../plugins/rate-limit.js';
import { ZApiError, ZStatusOnly } from '../../../shared/schemas/common.js';
import { ZMemberTokenResponse, ZStoreLoginBody } from '../../../shared/schemas/site.js';
import { DEFAULT_STORE, isStore } from '../../../shared/stores.js';
import { setStoreLoginCookie, storeLoginCookieOf, useCookies } from '../../lib/store-login-cookie.js';
import {
  SIGN_IN_SCRIPT_PATH,
  SIGN_IN_STYLES,
  SIGN_IN_STYLES_PATH,
  signInPage,
  signInScript,
  signInStrings,
} from '../../modules/store-side/signin-page.js';
import { storeMemberToken, storeSignIn, storeSignOut } from '../../modules/store-side/service.js';

/**
 * The app forbids framing (frame-ancestors 'none', X-Frame-Options DENY); the sign-in page is shown in the
 * portal's frame, so it may be framed by this origin only. The rest of helmet's policy is kept as is.
 */
function allowFramingBySameOrigin(reply: FastifyReply) {
  const current = reply.getHeader('content-security-policy');
  const policy = typeof current === 'string' ? current : "default-src 'self'; script-src 'self'; object-src 'none'";
  const directives = policy
    .split(';')
    .map((d) => d.trim())
    .filter((d) => d && !/^frame-ancestors\b/i.test(d));
  directives.push("frame-ancestors 'self'");
  reply.header('content-security-policy', directives.join(';'));
  reply.header('x-frame-options', 'SAMEORIGIN');
}

/**
 * A browser's cross-site request never gets to sign in or out (login CSRF). JSON bodies already need a
 * preflight the app does not grant; this is the second lock.
 */
function isCrossSite(request: FastifyRequest): boolean {
  return request.headers['sec-fetch-site'] === 'cross-site';
}

const ZSignInPageQuery = z.object({
  store: z.string().max(20).optional(),
  email: z.string().max(254).optional(),
});

/** The sign-in page of the portal's frame, its script and its styles. */
const signInPages: FastifyPluginAsync = async (app) => {
  // Read (the bundle) or compiled (the sources) before the server listens, so a missing or broken script fails the
  // start rather than the first sign-in.
  const script = await signInScript();
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/store/account/signup',
    {
      schema: {
        querystring: ZSignInPageQuery,
        tags: ['store-side'],
        summary: 'Member sign-in page for the portal frame (HTML), in the store language, e-mail prefilled',
      },
    },
    async (request, reply) => {
      const store = isStore(request.query.store) ? request.query.store : DEFAULT_STORE;
      allowFramingBySameOrigin(reply);
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(signInPage(store, request.query.email ?? ''));
    },
  );

  r.get(SIGN_IN_SCRIPT_PATH, { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'public, max-age=3600').send(script),
  );

  r.get(SIGN_IN_STYLES_PATH, { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/css; charset=utf-8').header('cache-control', 'public, max-age=3600').send(SIGN_IN_STYLES),
  );
};

/** The store login of a browser: sign in, the member token json.aspx gives, sign out. */
const storeLogin: FastifyPluginAsync = async (app) => {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/store/account/login',
    {
      schema: {
        body: ZStoreLoginBody,
        response: { 200: ZStatusOnly, 401: ZApiError, 403: ZApiError },
        tags: ['store-side'],
        summary: 'Signs a member in on the store side; sets the HttpOnly store_login cookie',
      },
      config: lookupRateLimit(app),
    },
    async (request, reply) => {
      const strings = signInStrings(request.body.store);
      if (isCrossSite(request)) {
        return reply.status(403).send({ status: 'fail', code: 'crossSite', message: strings.error });
      }
      const login = await storeSignIn(app.ctx, request.body.email, request.body.password, storeLoginCookieOf(request));
      if (!login) {
        return reply.status(401).send({ status: 'fail', code: 'invalidCredentials', message: strings.invalid });
      }
      setStoreLoginCookie(app, request, reply, login.cookieValue, login.maxAgeSeconds);
      return reply.header('cache-control', 'no-store').send({ status: 'success' });
    },
  );

  r.get(
    '/js/store/json.aspx',
    {
      schema: {
        response: { 200: ZMemberTokenResponse },
        tags: ['store-side'],
        summary: "The store login's short-lived member token ('' when not signed in on the store side)",
      },
    },
    async (request, reply) => {
      const memberToken = await storeMemberToken(app.ctx, storeLoginCookieOf(request));
      return reply.header('cache-control', 'no-store').header('vary', 'Cookie').send({ memberToken });
    },
  );

  r.post(
    '/store/account/logout',
    {
      schema: {
        response: { 200: ZStatusOnly, 403: ZApiError },
        tags: ['store-side'],
        summary: 'Ends the store-side login and clears its cookie',
      },
    },
    async (request, reply) => {
      if (isCrossSite(request)) {
        return reply
          .status(403)
          .send({ status: 'fail', code: 'crossSite', message: signInStrings(DEFAULT_STORE).error });
      }
      await storeSignOut(app.ctx, storeLoginCookieOf(request));
      setStoreLoginCookie(app, request, reply, null);
      return reply.header('cache-control', 'no-store').send({ status: 'success' });
    },
  );
};

const routes: FastifyPluginAsync = async (app) => {
  await useCookies(app);
  await app.register(signInPages);
  await app.register(storeLogin);
};
export default routes;

import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearerToken } from '../../lib/request.js';
import { lookupRateLimit } from '../../plugins/rate-limit.js';
import { ZApiError, ZStatusOnly, ZStoreQuery } from '../../../shared/schemas/common.js';
import {
  ZAuthenticateResponse,
  ZCustomerDetail,
  ZEmailStatusBody,
  ZEmailStatusResponse,
  ZLoginByEstoreBody,
  ZLoginByEstoreResponse,
  ZYourDetailsBody,
  ZYourDetailsPostResponse,
  ZYourDetailsResponse,
} from '../../../shared/schemas/details.js';
import { setStoreLoginCookie, storeLoginCookieOf, useCookies } from '../../lib/store-login-cookie.js';
import { currentWizard } from '../../modules/selection/wizard.js';
import { sessionOf } from '../../plugins/session.js';
import {
  startGuestSession,
  customerDetail,
  emailStatus,
  loginByEstore,
  logout,
  saveDetails,
  yourDetails,
} from '../../modules/details/service.js';

/**
 * Requests may carry `X-Member-Token`: the member token the store side's json.aspx gave at sign-in. For a
 * member session a present header must be validly signed and name the session's member, else 401 (the
 * store side has changed hands, so the client starts over). Guest sessions ignore it.
 */
const ZMemberHeader = z.looseObject({
  'x-member-token': z
    .string()
    .max(4096)
    .optional()
    .describe("The member token from the store side's json.aspx; checked against a member session"),
});

const bearer = [{ bearer: [] }];
const tags = ['your-details'];

const token = (request: FastifyRequest) => bearerToken(request)!;

const authenticate: FastifyPluginAsync = async (app) => {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/authenticate',
    {
      schema: {
        querystring: ZStoreQuery,
        response: { 200: ZAuthenticateResponse },
        tags,
        summary: 'Starts a guest session for the store; answers its bearer token',
      },
      config: lookupRateLimit(app),
    },
    async (request) => startGuestSession(app.ctx, request.query.store),
  );
};

const detailCalls: FastifyPluginAsync = async (app) => {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/',
    {
      schema: {
        querystring: ZStoreQuery,
        headers: ZMemberHeader,
        response: { 200: ZYourDetailsResponse, 401: ZApiError },
        tags,
        security: bearer,
        summary: "The session's details, the store's countries and the reply languages",
      },
    },
    async (request) => ({
      ...(await yourDetails(app.ctx, sessionOf(request), token(request))),
      wizard: await currentWizard(app.ctx, sessionOf(request)),
    }),
  );

  r.post(
    '/',
    {
      schema: {
        body: ZYourDetailsBody,
        headers: ZMemberHeader,
        response: { 200: ZYourDetailsPostResponse, 400: ZApiError, 401: ZApiError },
        tags,
        security: bearer,
        summary: "Saves the details (step 1 → 2); status 'member' when a guest gave a member's e-mail",
      },
      // It tells whether an e-mail belongs to a member, as email-status does: the same look-up limit.
      config: lookupRateLimit(app),
    },
    async (request) => ({
      ...(await saveDetails(app.ctx, sessionOf(request), request.body, token(request))),
      wizard: await currentWizard(app.ctx, sessionOf(request)),
    }),
  );

  r.post(
    '/email-status',
    {
      schema: {
        body: ZEmailStatusBody,
        headers: ZMemberHeader,
        response: { 200: ZEmailStatusResponse, 401: ZApiError },
        tags,
        security: bearer,
        summary: 'Whether an e-mail belongs to a registered member',
      },
      config: lookupRateLimit(app),
    },
    async (request) => emailStatus(app.ctx, sessionOf(request), request.body.email, token(request)),
  );
};

const accountCalls: FastifyPluginAsync = async (app) => {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/customer',
    {
      schema: {
        querystring: ZStoreQuery,
        headers: ZMemberHeader,
        response: { 200: ZCustomerDetail, 401: ZApiError },
        tags,
        security: bearer,
        summary: "The account menu's data (empty, loggedIn false, for a guest)",
      },
    },
    async (request) => customerDetail(app.ctx, sessionOf(request)),
  );

  r.post(
    '/login-by-estore',
    {
      schema: {
        querystring: ZStoreQuery,
        body: ZLoginByEstoreBody,
        response: { 200: ZLoginByEstoreResponse, 401: ZApiError },
        tags,
        security: bearer,
        summary: 'Attaches the member a member token names to the session',
      },
      // No X-Member-Token check: signing in as someone else is what this call is for.
    },
    async (request) => loginByEstore(app.ctx, sessionOf(request), request.body.memberToken, token(request)),
  );

  r.post(
    '/logout',
    {
      schema: {
        querystring: ZStoreQuery,
        response: { 200: ZStatusOnly, 401: ZApiError },
        tags,
        security: bearer,
        summary: 'Signs out: ends the session and the store-side login of this browser',
      },
    },
    async (request, reply) => {
      const cookie = storeLoginCookieOf(request);
      const answer = await logout(app.ctx, sessionOf(request), cookie);
      if (cookie !== undefined) setStoreLoginCookie(app, request, reply, null);
      return answer;
    },
  );
};

const routes: FastifyPluginAsync = async (app) => {
  await useCookies(app);
  await app.register(authenticate);
  // Every other call of this folder acts for the session its bearer token names.
  await app.register(async (scoped) => {
    scoped.addHook('preHandler', scoped.requireSession);
    await scoped.register(detailCalls);
    await scoped.register(accountCalls);
  });
};
export default routes;

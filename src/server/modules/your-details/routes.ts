import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearerToken, lookupRateLimit } from '../../app.js';
import { platformOf } from '../../platform/index.js';
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
import { storeSideRepository } from '../store-side/repository.js';
import { setStoreLoginCookie, storeLoginCookieOf, useCookies } from '../store-side/cookie.js';
import { storeSideService } from '../store-side/service.js';
import { currentWizard } from '../your-products/wizard.js';
import { yourDetailsRepository } from './repository.js';
import { yourDetailsService, type YourDetailsService } from './service.js';

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

const routes: FastifyPluginAsync = async (app) => {
  await useCookies(app);
  const r = app.withTypeProvider<ZodTypeProvider>();
  let cached: YourDetailsService | undefined;
  const service = () => {
    if (cached) return cached;
    const members = platformOf(app).members;
    const storeSide = storeSideService({
      repo: storeSideRepository(app.ctx.db),
      members,
      sessions: app.ctx.sessions,
      now: app.ctx.now,
      loginTtlSeconds: app.ctx.config.sessionTtlHours * 3600,
    });
    cached = yourDetailsService({
      repo: yourDetailsRepository(app.ctx.db),
      sessions: app.ctx.sessions,
      members,
      endStoreLogin: (cookie) => storeSide.logout(cookie),
    });
    return cached;
  };
  const token = (request: FastifyRequest) => bearerToken(request)!;

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
    async (request) => service().authenticate(request.query.store),
  );

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
      preHandler: app.requireSession,
    },
    async (request) => ({
      ...(await service().details(request.session!, token(request))),
      wizard: await currentWizard(app.ctx, request.session!),
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
      preHandler: app.requireSession,
    },
    async (request) => ({
      ...(await service().saveDetails(request.session!, request.body, token(request))),
      wizard: await currentWizard(app.ctx, request.session!),
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
      preHandler: app.requireSession,
      config: lookupRateLimit(app),
    },
    async (request) => service().emailStatus(request.session!, request.body.email, token(request)),
  );

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
      preHandler: app.requireSession,
    },
    async (request) => service().customer(request.session!),
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
      preHandler: app.requireSession,
    },
    async (request) => service().loginByEstore(request.session!, request.body.memberToken, token(request)),
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
      preHandler: app.requireSession,
    },
    async (request, reply) => {
      const cookie = storeLoginCookieOf(request);
      const answer = await service().logout(request.session!, cookie);
      if (cookie !== undefined) setStoreLoginCookie(app, request, reply, null);
      return answer;
    },
  );
};
export default routes;

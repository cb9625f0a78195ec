import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import {
  hasZodFastifySchemaValidationErrors,
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { UPLOAD_MAX_BYTES } from '../shared/limits.js';
import { isStore, type Store } from '../shared/stores.js';
import { isKnownRoute } from '../shared/routes.js';
import type { Config } from './config.js';
import type { DatabaseHandle } from './db/connection.js';
import { AppError, unauthorized } from './lib/errors.js';
import { messageForStore } from './lib/messages.js';
import { assertMemberHeader } from './modules/session/member-header.js';
import { sessionRepository } from './modules/session/repository.js';
import { sessionService, type Session, type SessionService } from './modules/session/service.js';
import yourDetailsRoutes from './modules/your-details/routes.js';
import yourProductsRoutes from './modules/your-products/routes.js';
import yourRequestRoutes from './modules/your-request/routes.js';
import yourAddressRoutes from './modules/your-address/routes.js';
import confirmationRoutes from './modules/confirmation/routes.js';
import layoutRoutes from './modules/layout/routes.js';
import storeSideRoutes from './modules/store-side/routes.js';
import filesRoutes from './modules/files/routes.js';
import maintenanceRoutes from './modules/maintenance/routes.js';

export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  /** The clock; tests pass a fixed one. */
  now?: () => Date;
}

export interface AppContext {
  config: Config;
  db: DatabaseHandle['db'];
  dialect: DatabaseHandle['dialect'];
  sessions: SessionService;
  now: () => Date;
  /** Today as YYYY-MM-DD (UTC), for the date rules. */
  today: () => string;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
    /** preHandler: loads the session the bearer token names, or answers 401. */
    requireSession: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    session: Session | null;
  }
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
}

/** The store a request names: query or body `store`; unknown or missing → undefined. */
export function requestStore(request: FastifyRequest): Store | undefined {
  const fromQuery = (request.query as Record<string, unknown> | undefined)?.store;
  const fromBody = (request.body as Record<string, unknown> | undefined)?.store;
  const value = typeof fromQuery === 'string' ? fromQuery : fromBody;
  return isStore(value) ? value : undefined;
}

/**
 * Route config for the look-up calls that could be used to guess numbers or e-mails (authenticate,
 * email-status, search-order, search-rma-request, confirmation): a per-client limit answering 429.
 * Use as `config: lookupRateLimit(app)`.
 */
export function lookupRateLimit(app: FastifyInstance) {
  return { rateLimit: { max: app.ctx.config.lookupRateLimit, timeWindow: '1 minute' } };
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  const now = deps.now ?? (() => new Date());
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            redact: ['req.headers.authorization', 'req.headers["x-member-token"]'],
            serializers: {
              // Query strings carry e-mails and the confirmation's rmaId: log the path only.
              req: (req: { method: string; url: string; id: string }) => ({
                id: req.id,
                method: req.method,
                path: req.url.split('?')[0],
              }),
            },
          },
    trustProxy: config.trustProxy,
    bodyLimit: 256 * 1024,
    return503OnClosing: true,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const sessions = sessionService(sessionRepository(database.db), config.tokenSecret, config.sessionTtlHours);
  app.decorate('ctx', {
    config,
    db: database.db,
    dialect: database.dialect,
    sessions,
    now,
    today: () => now().toISOString().slice(0, 10),
  });
  app.decorateRequest('session', null);
  app.decorate('requireSession', async (request: FastifyRequest) => {
    const session = await sessions.fromToken(bearerToken(request));
    if (!session) throw unauthorized();
    const store = requestStore(request);
    // A session belongs to one store; a call for another store starts over there.
    if (store && store !== session.store) throw unauthorized();
    const memberHeader = request.headers['x-member-token'];
    await assertMemberHeader(config.tokenSecret, session, Array.isArray(memberHeader) ? memberHeader[0] : memberHeader);
    request.session = session;
  });

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Mantine sets CSS variables through style attributes and one style element.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'"],
        frameSrc: ["'self'"],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    frameguard: { action: 'deny' },
    hsts: false,
  });
  await app.register(rateLimit, {
    global: false,
    max: config.lookupRateLimit,
    timeWindow: '1 minute',
    errorResponseBuilder: (request, context) => ({
      statusCode: 429,
      status: 'rate-limited',
      code: 'rateLimited',
      message: messageForStore(requestStore(request), 'rateLimited'),
      retryAfterSeconds: Math.ceil(context.ttl / 1000),
    }),
  });
  await app.register(multipart, {
    limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 10, fieldSize: 1024 },
    throwFileSizeLimit: true,
  });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Returns portal API', version: '1.0.0', description: 'The calls of the portal spec, section 7.' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  app.setErrorHandler((error, request, reply) => {
    const store = requestStore(request);
    if (error instanceof AppError) {
      const fields = Object.fromEntries(
        Object.entries(error.fields).map(([field, m]) => [
          field,
          typeof m === 'string' ? messageForStore(store, m) : messageForStore(store, m.key, m.values ?? {}),
        ]),
      );
      return reply.status(error.httpStatus).send({
        status: error.status,
        code: error.code,
        message: messageForStore(store, error.code, error.values),
        ...(Object.keys(fields).length ? { fields } : {}),
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields = Object.fromEntries(
        error.validation.map((v) => [
          String(v.instancePath || 'body')
            .replace(/^\//, '')
            .replace(/\//g, '.'),
          v.message ?? 'invalid',
        ]),
      );
      const storeInvalid = Object.keys(fields).some((f) => f === 'store' || f.endsWith('.store'));
      const code = storeInvalid ? 'unknownStore' : 'invalidRequest';
      return reply.status(400).send({ status: 'invalid', code, message: messageForStore(store, code), fields });
    }
    const statusCode = (error as { statusCode?: number }).statusCode ?? 500;
    if (statusCode === 413 || (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      return reply.status(413).send({
        status: 'invalid',
        code: 'fileFormatsAllowed',
        message: messageForStore(store, 'fileFormatsAllowed'),
      });
    }
    if (statusCode === 429) return reply.status(429).send(error);
    if (statusCode >= 400 && statusCode < 500) {
      return reply.status(statusCode).send({
        status: 'invalid',
        code: 'invalidRequest',
        message: messageForStore(store, 'invalidRequest'),
      });
    }
    request.log.error({ err: error }, 'request failed');
    return reply
      .status(500)
      .send({ status: 'error', code: 'genericError', message: messageForStore(store, 'genericError') });
  });

  await app.register(yourDetailsRoutes, { prefix: '/api/your-details' });
  await app.register(yourProductsRoutes, { prefix: '/api/your-products' });
  await app.register(yourRequestRoutes, { prefix: '/api/your-request' });
  await app.register(yourAddressRoutes, { prefix: '/api/your-address' });
  await app.register(confirmationRoutes, { prefix: '/api/confirmation' });
  await app.register(layoutRoutes, { prefix: '/api/layout' });
  await app.register(filesRoutes, { prefix: '/api/files' });
  await app.register(maintenanceRoutes, { prefix: '/api/maintenance' });
  await app.register(storeSideRoutes);

  app.get('/api/health', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  await registerWebApp(app, config.webDir);
  return app;
}

/** Serves the built front end under /rma, answering every route of the app with its index page. */
async function registerWebApp(app: FastifyInstance, webDir: string) {
  const indexFile = path.join(webDir, 'index.html');
  const hasBuild = fs.existsSync(indexFile);
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDir,
      prefix: '/rma/',
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each asset (scripts/compress-assets.mjs).
      preCompressed: true,
      cacheControl: false,
      setHeaders: (res, filePath) => {
        // Hashed assets never change; the index page must always be fetched fresh.
        res.setHeader(
          'cache-control',
          filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }
  // The index page changes only with a new build, which means a restart: read it once.
  let html: string | undefined;
  const sendIndex = async (request: FastifyRequest, reply: import('fastify').FastifyReply) => {
    if (!hasBuild) return reply.status(503).type('text/plain').send('The front end is not built: run npm run build.');
    const pathname = request.url.split('?')[0]!;
    html ??= await fs.promises.readFile(indexFile, 'utf8');
    return reply
      .status(isKnownRoute(pathname) ? 200 : 404)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(html);
  };
  app.get('/', async (_request, reply) => reply.redirect('/rma/', 302));
  app.get('/rma', async (_request, reply) => reply.redirect('/rma/', 301));

  app.setNotFoundHandler(async (request, reply) => {
    if (request.url.startsWith('/api/') || request.method !== 'GET') {
      const store = requestStore(request);
      return reply
        .status(404)
        .send({ status: 'not-found', code: 'notFound', message: messageForStore(store, 'notFound') });
    }
    if (request.url.startsWith('/rma/') && !/\/assets\//.test(request.url)) return sendIndex(request, reply);
    return reply.status(404).type('text/plain').send('Not Found');
  });
}

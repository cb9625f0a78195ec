import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { createContext, type ContextDeps } from './context.js';
import chat from './plugins/chat.js';
import compression from './plugins/compression.js';
import contextPlugin from './plugins/context.js';
import errors, { frameworkErrors } from './plugins/errors.js';
import health from './plugins/health.js';
import inputGuard from './plugins/input-guard.js';
import jobs from './plugins/jobs.js';
import { AccessLogController, loggerOptions, type LogStream } from './plugins/logging.js';
import metrics from './plugins/metrics.js';
import mailWorker from './plugins/mail-worker.js';
import multipart from './plugins/multipart.js';
import rateLimit from './plugins/rate-limit.js';
import redis from './plugins/redis.js';
import requestId, { requestId as genReqId } from './plugins/request-id.js';
import security from './plugins/security.js';
import session from './plugins/session.js';
import staffSession from './plugins/staff-session.js';
import swagger from './plugins/swagger.js';
import webApp from './plugins/web-app.js';
import api from './http/index.js';
import { checkedResponseSerializers, responseSerializers } from './lib/response-serializer.js';

/** What the app is built from: its context (configuration, database, optionally clock and platform), where its
 * log goes (standard output unless given), and whether answers written with kept JSON are checked against the
 * whole schema's serialiser (the API tests do; lib/response-serializer.ts). */
export type AppDeps = ContextDeps & { logStream?: LogStream; checkAnswers?: boolean };

/** The app: the context, the cross-cutting plugins, the API's adapters and the web app. What tests build. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config } = deps;
  const app = Fastify({
    logger: loggerOptions(config, deps.logStream),
    // One line per request instead of Fastify's two.
    logController: new AccessLogController(),
    genReqId,
    trustProxy: config.trustProxy,
    bodyLimit: 256 * 1024,
    // A body trickled in byte by byte is cut off, rather than holding its connection and memory for good.
    requestTimeout: config.requestTimeoutMs,
    http: {
      headersTimeout: Math.min(60_000, config.requestTimeoutMs),
      // Node looks for timed-out requests every 30 s by default; look often enough for the timeout to hold.
      connectionsCheckingInterval: Math.min(30_000, Math.max(250, Math.floor(config.requestTimeoutMs / 4))),
    },
    return503OnClosing: true,
    frameworkErrors,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(deps.checkAnswers ? checkedResponseSerializers() : responseSerializers());

  await app.register(contextPlugin, { ctx: createContext(deps) });
  // chat brings @fastify/websocket, which must come before the routes (the metrics and health ones too).
  for (const plugin of [
    requestId,
    redis,
    chat,
    metrics,
    health,
    session,
    staffSession,
    jobs,
    mailWorker,
    security,
    rateLimit,
    multipart,
  ]) {
    await app.register(plugin);
  }
  await app.register(swagger);
  await app.register(errors);
  await app.register(inputGuard);
  // The API's answers are compressed as they are written; the web app's files were compressed by the build.
  await app.register(async (scope) => {
    await scope.register(compression);
    await scope.register(api);
  });
  await app.register(webApp, { webDir: config.webDir });
  return app;
}

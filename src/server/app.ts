import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { createContext, type ContextDeps } from './context.js';
import contextPlugin from './plugins/context.js';
import errors, { frameworkErrors } from './plugins/errors.js';
import inputGuard from './plugins/input-guard.js';
import { loggerOptions } from './plugins/logging.js';
import multipart from './plugins/multipart.js';
import rateLimit from './plugins/rate-limit.js';
import security from './plugins/security.js';
import session from './plugins/session.js';
import swagger from './plugins/swagger.js';
import webApp from './plugins/web-app.js';
import api from './http/index.js';

/** What the app is built from: what its context is (configuration, database, and optionally clock and platform). */
export type AppDeps = ContextDeps;

/** The app: the context, the cross-cutting plugins, the API's adapters and the web app. What tests build. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config } = deps;
  const app = Fastify({
    logger: loggerOptions(config),
    trustProxy: config.trustProxy,
    bodyLimit: 256 * 1024,
    return503OnClosing: true,
    frameworkErrors,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(contextPlugin, { ctx: createContext(deps) });
  await app.register(session);
  await app.register(security);
  await app.register(rateLimit);
  await app.register(multipart);
  await app.register(swagger);
  await app.register(errors);
  await app.register(inputGuard);
  await app.register(api);
  await app.register(webApp, { webDir: config.webDir });
  return app;
}

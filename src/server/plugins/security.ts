import fp from 'fastify-plugin';
import helmet from 'helmet';

/**
 * Security headers: a strict content security policy for the web app, no framing, no referrer leaks. helmet's
 * middleware is built once and applied to every response; building it per request (as @fastify/helmet does)
 * parsed the policy on every call.
 */
export default fp(
  async (app) => {
    const headers = helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          // Mantine sets CSS variables through style attributes and one style element.
          styleSrc: ["'self'", "'unsafe-inline'"],
          // https: a real catalogue's product pictures may sit on its own image host (docs/decisions/0032-product-images.md).
          imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
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
    app.addHook('onRequest', (request, reply, done) => {
      headers(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
    });
  },
  { name: 'security' },
);

import fp from 'fastify-plugin';
import helmet from 'helmet';

/**
 * The headers a helmet middleware sets, read once by running it against a response that only records them: its
 * policy is fixed, so every response gets the same headers, and a request sets them as one block instead of going
 * through helmet's twelve middlewares (a few per cent of a small answer's time under load).
 */
function headersOf(middleware: ReturnType<typeof helmet>): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let failed: unknown;
  middleware(
    {} as Parameters<typeof middleware>[0],
    recorder as unknown as Parameters<typeof middleware>[1],
    (error?: unknown) => {
      failed = error;
    },
  );
  if (failed) throw failed instanceof Error ? failed : new Error(String(failed));
  return Object.freeze(headers) as Record<string, string>;
}

/** Security headers: a strict content security policy for the web app, no framing, no referrer leaks. */
export const HELMET_POLICY: Parameters<typeof helmet>[0] = {
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
};

export default fp(
  async (app) => {
    const headers = headersOf(helmet(HELMET_POLICY));
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      done();
    });
  },
  { name: 'security' },
);

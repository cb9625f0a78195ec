import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isKnownRoute } from '../../shared/routes.js';
import { DEMO_IMAGES_DIR, DEMO_IMAGES_PATH } from '../demo/load-demo.js';
import { messageForStore } from '../lib/messages.js';
import { requestStore } from '../lib/request.js';

/** Hashed assets never change; the index pages must always be fetched fresh. */
function cacheHeaders(res: { setHeader(name: string, value: string): unknown }, filePath: string) {
  res.setHeader(
    'cache-control',
    filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
  );
}

/** One built app: its assets under `prefix` (precompressed, scripts/compress-assets.mjs) and its index page. */
async function serveBuild(app: FastifyInstance, dir: string, prefix: string, decorateReply: boolean) {
  const indexFile = path.join(dir, 'index.html');
  const hasBuild = fs.existsSync(indexFile);
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: dir,
      prefix,
      wildcard: false,
      index: false,
      decorateReply,
      preCompressed: true,
      cacheControl: false,
      setHeaders: cacheHeaders,
    });
  }
  // The index page changes only with a new build, which means a restart: read it once.
  let html: string | undefined;
  return async (reply: FastifyReply, status: number) => {
    if (!hasBuild) return reply.status(503).type('text/plain').send('The front end is not built: run npm run build.');
    html ??= await fs.promises.readFile(indexFile, 'utf8');
    return reply.status(status).type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
  };
}

/**
 * Serves the built front ends: the customer portal under /rma and the staff console under /staff (its own build,
 * docs/decisions/0018-staff-console-separate-build.md), answering every route of each app with its index page,
 * and answers unknown paths: a JSON not-found under /api, the Not Found page elsewhere.
 */
export default fp<{ webDir: string; staffDir?: string }>(
  async (app, { webDir, staffDir = path.join(path.dirname(webDir), 'staff') }) => {
    const sendPortal = await serveBuild(app, webDir, '/rma/', true);
    const sendConsole = await serveBuild(app, staffDir, '/staff/', false);
    // The demo catalogue's pictures (docs/decisions/0032-product-images.md): part of the server, not of a build, so
    // they are there whether or not the front end is built. A picture never changes under its name.
    await app.register(fastifyStatic, {
      root: DEMO_IMAGES_DIR,
      prefix: DEMO_IMAGES_PATH,
      wildcard: false,
      index: false,
      decorateReply: false,
      cacheControl: false,
      setHeaders: (res) => res.setHeader('cache-control', 'public, max-age=31536000, immutable'),
    });
    const portalIndex = async (request: FastifyRequest, reply: FastifyReply) =>
      sendPortal(reply, isKnownRoute(request.url.split('?')[0]!) ? 200 : 404);

    app.get('/', async (_request, reply) => reply.redirect('/rma/', 302));
    app.get('/rma', async (_request, reply) => reply.redirect('/rma/', 301));
    app.get('/staff', async (_request, reply) => reply.redirect('/staff/', 301));

    app.setNotFoundHandler(async (request, reply) => {
      if (request.url.startsWith('/api/') || request.method !== 'GET') {
        const store = requestStore(request);
        return reply
          .status(404)
          .send({ status: 'not-found', code: 'notFound', message: messageForStore(store, 'notFound') });
      }
      const isAsset = /\/assets\//.test(request.url) || request.url.startsWith(DEMO_IMAGES_PATH);
      if (request.url.startsWith('/rma/') && !isAsset) return portalIndex(request, reply);
      // The console's router owns every path under /staff; it shows its own not-found page.
      if (request.url.startsWith('/staff/') && !isAsset) return sendConsole(reply, 200);
      return reply.status(404).type('text/plain').send('Not Found');
    });
  },
  { name: 'web-app' },
);

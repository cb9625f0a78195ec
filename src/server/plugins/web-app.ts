import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isKnownRoute, prerenderedPageOf } from '../../shared/routes.js';
import { storeFromAddress, type Store } from '../../shared/stores.js';
import { DEMO_IMAGES_DIR, DEMO_IMAGES_PATH } from '../demo/load-demo.js';
import { acceptedEncoding } from '../lib/accept-encoding.js';
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

interface PageFiles {
  html: Buffer;
  br: Buffer | undefined;
  gzip: Buffer | undefined;
}

/**
 * The pages the build pre-rendered per store (scripts/prerender.ts): `<dir>/<store>/<page>.html`, with the .br and
 * .gz beside each (scripts/compress-assets.mjs). Read once each, on first use; a missing page is remembered too.
 */
function prerenderedPages(dir: string) {
  const pages = new Map<string, PageFiles | null>();
  const read = (file: string) => (fs.existsSync(file) ? fs.readFileSync(file) : undefined);
  return (store: Store, page: string): PageFiles | null => {
    const key = `${store}/${page}`;
    let found = pages.get(key);
    if (found === undefined) {
      const file = path.join(dir, store, `${page}.html`);
      const html = read(file);
      found = html ? { html, br: read(`${file}.br`), gzip: read(`${file}.gz`) } : null;
      pages.set(key, found);
    }
    return found;
  };
}

/** The encoding of a page the browser accepts, by its weights: brotli, else gzip, else none. */
function sendPage(request: FastifyRequest, reply: FastifyReply, page: PageFiles) {
  const offered = [...(page.br ? ['br' as const] : []), ...(page.gzip ? ['gzip' as const] : [])];
  const encoding = offered.length ? acceptedEncoding(request.headers['accept-encoding'], offered) : null;
  const body = encoding === 'br' ? page.br! : encoding === 'gzip' ? page.gzip! : page.html;
  reply
    .status(200)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-cache')
    .header('vary', 'accept-encoding');
  if (encoding) reply.header('content-encoding', encoding);
  return reply.send(body);
}

/**
 * Serves the built front ends: the customer portal under /rma and the staff console under /staff (its own build,
 * docs/decisions/0018-staff-console-separate-build.md), answering every route of each app with its index page,
 * and answers unknown paths: a JSON not-found under /api, the Not Found page elsewhere.
 */
export default fp<{ webDir: string; staffDir?: string; pagesDir?: string }>(
  async (
    app,
    {
      webDir,
      staffDir = path.join(path.dirname(webDir), 'staff'),
      pagesDir = path.join(path.dirname(webDir), 'web-pages'),
    },
  ) => {
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
    const pageOf = prerenderedPages(pagesDir);
    // A page the build pre-rendered, when the address names the store (its host's first label, or ?store=): the
    // page in the store's language, painted before any script runs (docs/decisions/0031-front-end-first-paint.md).
    // Without a store in the address (localhost, the store kept in browser storage), the page without content:
    // the app renders it in the kept store's language, never a page in another language first.
    const portalIndex = async (request: FastifyRequest, reply: FastifyReply) => {
      const [pathname = '', search = ''] = request.url.split('?');
      if (!isKnownRoute(pathname)) return sendPortal(reply, 404);
      const name = prerenderedPageOf(pathname);
      const store = name ? storeFromAddress(request.host, `?${search}`) : undefined;
      const page = name && store ? pageOf(store, name) : null;
      return page ? sendPage(request, reply, page) : sendPortal(reply, 200);
    };

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

import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isKnownRoute } from '../../shared/routes.js';
import { messageForStore } from '../lib/messages.js';
import { requestStore } from '../lib/request.js';

/**
 * Serves the built front end under /rma, answering every route of the app with its index page, and
 * answers unknown paths: a JSON not-found under /api, the Not Found page elsewhere.
 */
export default fp<{ webDir: string }>(
  async (app, { webDir }) => {
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
    const sendIndex = async (request: FastifyRequest, reply: FastifyReply) => {
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
  },
  { name: 'web-app' },
);

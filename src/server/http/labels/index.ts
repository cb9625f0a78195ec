import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { Language } from '../../../shared/languages.js';
import { gonePage } from '../../modules/labels/gone-page.js';
import { openLabel, type GoneReason } from '../../modules/labels/service.js';
import { languageFromAcceptLanguage } from '../../modules/labels/texts.js';
import { BUSY_RETRY_AFTER_SECONDS, databaseBusy } from '../../db/busy.js';
import { lookupRateLimit } from '../../plugins/rate-limit.js';

/**
 * GET /api/labels/<token>: the customer's return label (docs/labels.md#the-link). A usable label answers its
 * PDF; anything else a small page in the customer's language, never an error's JSON: a label that is gone
 * answers 410, an unknown or malformed token 404, too many look-ups 429, a busy database 503.
 */
const routes: FastifyPluginAsync = async (app) => {
  // Errors raised before the handler (the rate limit, the input guard) answer a page too, in this folder only.
  app.setErrorHandler((error, request, reply) => {
    const language = languageFromAcceptLanguage(request.headers['accept-language']);
    if (databaseBusy(error)) {
      request.log.warn({ code: (error as { code?: unknown }).code }, 'database busy: label link answered 503');
      reply.header('retry-after', String(BUSY_RETRY_AFTER_SECONDS));
      return sendPage(reply, 503, gonePage('busy', language, null));
    }
    const limited = (error as { statusCode?: number }).statusCode === 429;
    if (!limited) request.log.warn({ err: error }, 'label link refused');
    return sendPage(reply, limited ? 429 : 404, gonePage(limited ? 'rate-limited' : 'not-found', language, null));
  });

  // A wildcard, not a parameter: an over-long "token" reaches the handler and gets the page, not a 414.
  app.get(
    '/*',
    {
      schema: {
        tags: ['labels'],
        summary: 'A return label by its link: the PDF while usable, else a page saying why it is gone',
      },
      config: lookupRateLimit(app),
    },
    async (request, reply) => {
      const token = (request.params as { '*'?: string })['*'] ?? '';
      const opened = await openLabel(app.ctx, token);
      if (opened.kind === 'pdf') {
        return reply
          .header('content-type', 'application/pdf')
          .header('content-disposition', `inline; filename="${opened.rmaNo.replace(/[^\w-]/g, '')}-return-label.pdf"`)
          .header('cache-control', 'private, no-store')
          .header('x-content-type-options', 'nosniff')
          .header('x-robots-tag', 'noindex')
          .send(Buffer.from(opened.pdf));
      }
      const language: Language = opened.language ?? languageFromAcceptLanguage(request.headers['accept-language']);
      return sendPage(reply, statusOf(opened.reason), gonePage(opened.reason, language, opened.rmaNo));
    },
  );
};

function statusOf(reason: GoneReason): number {
  return reason === 'not-found' ? 404 : 410;
}

function sendPage(reply: FastifyReply, status: number, html: string) {
  return reply
    .status(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('x-robots-tag', 'noindex')
    .send(html);
}

export default routes;

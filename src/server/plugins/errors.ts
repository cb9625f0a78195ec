import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { MessageKey } from '../../shared/messages.js';
import { BUSY_RETRY_AFTER_SECONDS, databaseBusy } from '../db/busy.js';
import { AppError } from '../lib/errors.js';
import { messageForRequest } from '../lib/messages.js';

/**
 * The answer to an error Fastify or a plugin raised before a handler ran, by its code, then by its status: each
 * names what was wrong in the contract's shape, never the framework's internal code.
 */
const FRAMEWORK_ERRORS: Record<string, { status: number; code: MessageKey }> = {
  FST_REQ_FILE_TOO_LARGE: { status: 413, code: 'fileFormatsAllowed' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, code: 'requestTooLarge' },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { status: 415, code: 'unsupportedMediaType' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, code: 'unsupportedMediaType' },
  FST_PROTO_VIOLATION: { status: 400, code: 'uploadFormUnreadable' },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, code: 'uriTooLong' },
};
const BY_STATUS: Record<number, MessageKey> = {
  413: 'requestTooLarge',
  414: 'uriTooLong',
  415: 'unsupportedMediaType',
};

function frameworkAnswer(error: { code?: string; statusCode?: number }): { status: number; code: MessageKey } | null {
  const known = error.code ? FRAMEWORK_ERRORS[error.code] : undefined;
  if (known) return known;
  const status = error.statusCode ?? 500;
  if (status < 400 || status >= 500) return null;
  return { status, code: BY_STATUS[status] ?? 'invalidRequest' };
}

function sendFramework(request: FastifyRequest, reply: FastifyReply, answer: { status: number; code: MessageKey }) {
  const message = messageForRequest(request, answer.code);
  return reply.status(answer.status).send({ status: 'invalid', code: answer.code, message });
}

/** Fastify's `frameworkErrors`: a bad URL or an over-long path parameter, answered like any other error. */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  void sendFramework(request, reply, frameworkAnswer(error) ?? { status: 400, code: 'invalidRequest' });
}

/**
 * The one error handler: business errors answer their status, code and message in the request's language
 * (`languageOfRequest`: a signed-in staff user's, else the store's);
 * schema errors name the fields; a busy database answers 503 with Retry-After (db/busy.ts); a 5xx never shows its
 * details.
 */
export default fp(
  async (app) => {
    app.setErrorHandler((error, request, reply) => {
      if (error instanceof AppError) {
        const fields = Object.fromEntries(
          Object.entries(error.fields).map(([field, m]) => [
            field,
            typeof m === 'string' ? messageForRequest(request, m) : messageForRequest(request, m.key, m.values ?? {}),
          ]),
        );
        return reply.status(error.httpStatus).send({
          status: error.status,
          code: error.code,
          message: messageForRequest(request, error.code, error.values),
          ...(Object.keys(fields).length ? { fields } : {}),
          ...error.extra,
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
        return reply.status(400).send({ status: 'invalid', code, message: messageForRequest(request, code), fields });
      }
      if ((error as { statusCode?: number }).statusCode === 429) return reply.status(429).send(error);
      const answer = frameworkAnswer(error as { code?: string; statusCode?: number });
      if (answer) return sendFramework(request, reply, answer);
      if (request.raw.aborted || request.raw.socket?.destroyed) {
        // The client went away mid-request (a closed tab, a lost signal): nothing failed on our side, and nobody
        // is left to answer. A short line, not an error with a stack.
        request.log.info({ code: (error as { code?: string }).code }, 'client aborted the request');
        return reply.status(400).send();
      }
      if (databaseBusy(error)) {
        // The statement that met it was undone, with its transaction: the same call may succeed shortly.
        const { code, message } = error as { code?: unknown; message?: unknown };
        request.log.warn({ code, reason: message }, 'database busy: answered 503');
        return reply
          .status(503)
          .header('retry-after', String(BUSY_RETRY_AFTER_SECONDS))
          .send({ status: 'error', code: 'serviceBusy', message: messageForRequest(request, 'serviceBusy') });
      }
      request.log.error({ err: error }, 'request failed');
      return reply
        .status(500)
        .send({ status: 'error', code: 'genericError', message: messageForRequest(request, 'genericError') });
    });
  },
  { name: 'errors' },
);

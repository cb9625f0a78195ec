import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/errors.js';
import { messageForStore } from '../lib/messages.js';
import { requestStore } from '../lib/request.js';

/**
 * The one error handler: business errors answer their status, code and message in the store's language;
 * schema errors name the fields; a 5xx never shows its details.
 */
export default fp(
  async (app) => {
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
  },
  { name: 'errors' },
);

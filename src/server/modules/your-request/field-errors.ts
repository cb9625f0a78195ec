import type { FastifyInstance } from 'fastify';
import type { MessageKey } from '../../../shared/messages.js';
import { requestStore } from '../../app.js';
import { AppError } from '../../lib/errors.js';
import { messageForStore } from '../../lib/messages.js';

export interface FieldMessage {
  key: MessageKey;
  values?: Record<string, string | number>;
}

/**
 * A 400 with field errors whose messages carry their own placeholders (a 'tooLong' needs its {{max}},
 * which differs per field). The app's error handler fills placeholders of the main message only, so the
 * modules that throw this install `fieldErrorHandler`, which renders each field with its own values and
 * leaves every other error to the app's handler.
 */
export class FieldErrors extends AppError {
  constructor(
    code: MessageKey,
    readonly fieldMessages: Record<string, FieldMessage>,
    values: Record<string, string | number> = {},
  ) {
    super(
      400,
      'invalid',
      code,
      values,
      Object.fromEntries(Object.entries(fieldMessages).map(([field, m]) => [field, m.key])),
    );
  }
}

/** Call inside a routes plugin (encapsulated: it covers that plugin's routes only). */
export function fieldErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    if (!(error instanceof FieldErrors)) throw error; // the app's own handler answers
    const store = requestStore(request);
    return reply.status(error.httpStatus).send({
      status: error.status,
      code: error.code,
      message: messageForStore(store, error.code, error.values),
      fields: Object.fromEntries(
        Object.entries(error.fieldMessages).map(([field, m]) => [field, messageForStore(store, m.key, m.values ?? {})]),
      ),
    });
  });
}

/** The {{max}} of a 'tooLong' field error, so its text names the limit. */
export function fieldMessage(key: MessageKey, max: number | undefined): FieldMessage {
  return key === 'tooLong' && max !== undefined ? { key, values: { max } } : { key };
}

import type { MessageKey } from '../../shared/messages.js';

/** A field's message: a catalogue key, with the values of its placeholders (a 'tooLong' needs its {{max}}). */
export interface FieldMessage {
  key: MessageKey;
  values?: Record<string, string | number>;
}

/**
 * An answer the client is meant to show: an HTTP status, the API's `status` value (docs/rules/limits.md#codes), and a
 * message key of the catalogue (the error handler turns it into text in the store's language), with per-field
 * messages.
 */
export class AppError extends Error {
  /** Further members of the answer (a lock's `retryAfterSeconds`), beside status, code, message and fields. */
  extra: Record<string, string | number> = {};

  constructor(
    readonly httpStatus: number,
    readonly status: string,
    readonly code: MessageKey,
    readonly values: Record<string, string | number> = {},
    readonly fields: Record<string, MessageKey | FieldMessage> = {},
  ) {
    super(code);
  }
}

/** A 400 whose fields each carry their own message and placeholder values. */
export class FieldErrors extends AppError {
  constructor(code: MessageKey, fields: Record<string, FieldMessage>, values: Record<string, string | number> = {}) {
    super(400, 'invalid', code, values, fields);
  }
}

/** The {{max}} of a 'tooLong' field error, so its text names the limit. */
export function fieldMessage(key: MessageKey, max: number | undefined): FieldMessage {
  return key === 'tooLong' && max !== undefined ? { key, values: { max } } : { key };
}

export const badRequest = (code: MessageKey, fields: Record<string, MessageKey> = {}, values = {}) =>
  new AppError(400, 'invalid', code, values, fields);
export const notFound = (status: string, code: MessageKey, values = {}) => new AppError(404, status, code, values);
export const conflict = (status: string, code: MessageKey, values = {}) => new AppError(409, status, code, values);
export const unauthorized = () => new AppError(401, 'unauthorized', 'sessionExpired');

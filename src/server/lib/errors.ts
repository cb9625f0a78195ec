import type { MessageKey } from '../../shared/messages.js';

/**
 * An answer the client is meant to show: an HTTP status, the spec's status value, and a message key of the
 * catalogue (the error handler turns it into text in the store's language).
 */
export class AppError extends Error {
  constructor(
    readonly httpStatus: number,
    readonly status: string,
    readonly code: MessageKey,
    readonly values: Record<string, string | number> = {},
    readonly fields: Record<string, MessageKey> = {},
  ) {
    super(code);
  }
}

export const badRequest = (code: MessageKey, fields: Record<string, MessageKey> = {}, values = {}) =>
  new AppError(400, 'invalid', code, values, fields);
export const notFound = (status: string, code: MessageKey, values = {}) => new AppError(404, status, code, values);
export const conflict = (status: string, code: MessageKey, values = {}) => new AppError(409, status, code, values);
export const unauthorized = () => new AppError(401, 'unauthorized', 'sessionExpired');

import type { FastifyRequest } from 'fastify';
import { isStore, type Store } from '../../shared/stores.js';

/** The bearer token of a request, if any. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
}

/** The store a request names: query or body `store`; unknown or missing → undefined. */
export function requestStore(request: FastifyRequest): Store | undefined {
  const fromQuery = (request.query as Record<string, unknown> | undefined)?.store;
  const fromBody = (request.body as Record<string, unknown> | undefined)?.store;
  const value = typeof fromQuery === 'string' ? fromQuery : fromBody;
  return isStore(value) ? value : undefined;
}

import fp from 'fastify-plugin';
import { badRequest } from '../lib/errors.js';

/** The path of the first string (value or key) holding a NUL in a parsed body, query or params; null if none. */
export function nulPath(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (!value || typeof value !== 'object' || depth > 32) return null;
  for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
    const at = path ? `${path}.${key}` : key;
    if (key.includes('\u0000')) return path || 'body';
    const found = nulPath(item, at, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

/**
 * Refuses a NUL character in any string of a request before validation, on both engines alike (PostgreSQL cannot
 * store one in text): 400 `invalidCharacters`, naming the field.
 */
export default fp(
  async (app) => {
    app.addHook('preValidation', async (request) => {
      const field = nulPath(request.params, '') ?? nulPath(request.query, '') ?? nulPath(request.body, '');
      if (field !== null) throw badRequest('invalidCharacters', { [field || 'body']: 'invalidCharacters' });
    });
  },
  { name: 'input-guard' },
);

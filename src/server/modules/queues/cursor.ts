import { badRequest } from '../../lib/errors.js';

/**
 * The keyset cursor of a queue page (docs/decisions/0017-queue-keyset-pagination.md): the sort, its direction,
 * and the last row's sort value and id. Opaque to the client (base64url of JSON); a cursor that does not decode,
 * or was made for another sort, answers 400 `invalidCursor` rather than a wrong page.
 */
export interface QueueCursor {
  sort: string;
  dir: 'asc' | 'desc';
  /** The last row's sort value; null for a due date not set. */
  value: string | null;
  id: string;
}

export function encodeCursor(cursor: QueueCursor): string {
  return Buffer.from(JSON.stringify([cursor.sort, cursor.dir, cursor.value, cursor.id])).toString('base64url');
}

const invalidCursor = () => badRequest('invalidCursor', { cursor: 'invalidCursor' });

export function decodeCursor(text: string, expected: { sort: string; dir: 'asc' | 'desc' }): QueueCursor {
  let parsed: unknown;
  try {
    if (!/^[A-Za-z0-9_-]+$/.test(text)) throw invalidCursor();
    parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw invalidCursor();
  }
  if (!Array.isArray(parsed) || parsed.length !== 4) throw invalidCursor();
  const [sort, dir, value, id] = parsed as unknown[];
  const valid =
    sort === expected.sort &&
    dir === expected.dir &&
    (value === null || (typeof value === 'string' && value.length <= 40)) &&
    typeof id === 'string' &&
    id.length > 0 &&
    id.length <= 64;
  if (!valid) throw invalidCursor();
  return { sort, dir: dir as QueueCursor['dir'], value, id };
}

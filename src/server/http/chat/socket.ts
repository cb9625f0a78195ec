import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Language } from '../../../shared/languages.js';
import { AppError } from '../../lib/errors.js';
import { messageIn } from '../../lib/messages.js';
import { databaseBusy } from '../../db/busy.js';

/** What the chat adapters use of a `ws` socket. */
export interface Socket {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  on(event: 'message', listener: (data: Buffer | string) => void): unknown;
  on(event: 'close', listener: () => void): unknown;
}

const OPEN = 1;
/** Frames a socket may send per window before it is refused a while: typing is throttled by the page. */
const FRAMES_PER_WINDOW = 40;
const WINDOW_MS = 10_000;

/** Sends a frame if the socket is still open; a frame sent to a closing socket is simply dropped. */
export function sendFrame(socket: Socket, frame: object): void {
  if (socket.readyState === OPEN) socket.send(JSON.stringify(frame));
}

/**
 * Handles a socket's frames one after the other, in the order received (a message's ack never overtakes the
 * one before), parsed with the contract's schema; a frame that is not JSON of that shape, or one over the rate,
 * is answered `onRefused`. Handlers attach at once, as @fastify/websocket asks.
 */
export function onFrames<T>(
  socket: Socket,
  schema: z.ZodType<T>,
  handlers: {
    frame: (frame: T) => Promise<void>;
    refused: (code: 'invalidRequest' | 'rateLimited') => void;
    log: FastifyBaseLogger;
  },
): void {
  let queue = Promise.resolve();
  let windowStart = 0;
  let count = 0;
  socket.on('message', (data) => {
    const now = Date.now();
    if (now - windowStart > WINDOW_MS) {
      windowStart = now;
      count = 0;
    }
    if (++count > FRAMES_PER_WINDOW) return handlers.refused('rateLimited');
    let parsed: T;
    try {
      const result = schema.safeParse(JSON.parse(data.toString()));
      if (!result.success) return handlers.refused('invalidRequest');
      parsed = result.data;
    } catch {
      return handlers.refused('invalidRequest');
    }
    queue = queue
      .then(() => handlers.frame(parsed))
      .catch((error: unknown) => handlers.log.error({ err: error }, 'chat frame failed'));
  });
}

/** A refused frame's answer: the error's code and its message in the reader's language; a failure is generic. */
export function errorFrame(error: unknown, language: Language, clientId?: string) {
  const known = error instanceof AppError;
  // A database too busy to take the frame says to send it again in a few seconds (decision 0061).
  const code = known ? error.code : databaseBusy(error) ? 'serviceBusy' : 'genericError';
  const fields = known ? Object.values(error.fields) : [];
  const first = fields[0];
  // A field's own message is the more precise one (a too-long message names its limit).
  const message =
    first === undefined
      ? messageIn(language, code, known ? error.values : {})
      : typeof first === 'string'
        ? messageIn(language, first)
        : messageIn(language, first.key, first.values ?? {});
  return { type: 'error' as const, code, message, ...(clientId ? { clientId } : {}) };
}

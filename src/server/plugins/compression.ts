import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Readable, pipeline } from 'node:stream';
import zlib from 'node:zlib';
import { acceptedEncoding } from '../lib/accept-encoding.js';
import { keptGzip, type KeptGzip } from '../lib/kept-gzip.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's 200 answer carries a secret (`carriesSecret`): it is never compressed. */
    carriesSecret?: boolean;
  }
}

/**
 * Answers up to this size are compressed in one call on the request's own turn (gzip 1 takes about 0.1 ms for the
 * products step's 56 KB), not through a stream per answer: @fastify/compress's default on two cores (8 KB) sent
 * that answer through a zlib stream of its own, with native buffers freed only at the next collection. Under the
 * benchmark's load that cost a third of the products step's throughput and left the portal 165 MB larger.
 */
const SYNC_COMPRESS_MAX_BYTES = 256 * 1024;

/** Answers shorter than this go as they are: a header and a frame would cost more than they save. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * A property that holds a secret, or a link or URI with one in it: a session, member or CSRF token, the TOTP secret
 * and its otpauth URI, a label's link with its access token.
 */
const SECRET_PROPERTY = /token|secret|csrf|link|^uri$/i;

interface SchemaDef {
  type: string;
  shape?: Record<string, unknown>;
  options?: unknown[];
  element?: unknown;
  valueType?: unknown;
  innerType?: unknown;
  left?: unknown;
  right?: unknown;
  in?: unknown;
  out?: unknown;
  getter?: () => unknown;
}

/** Whether a zod schema has, at any depth (objects, unions, arrays, records, wrappers), a secret's property. */
function namesSecret(schema: unknown, seen: Set<unknown>): boolean {
  const def = (schema as { _zod?: { def?: SchemaDef } } | undefined)?._zod?.def;
  if (!def || seen.has(schema)) return false;
  seen.add(schema);
  const any = (...parts: unknown[]) => parts.some((part) => namesSecret(part, seen));
  switch (def.type) {
    case 'object':
      return Object.entries(def.shape ?? {}).some(([key, value]) => SECRET_PROPERTY.test(key) || any(value));
    case 'union':
      return any(...(def.options ?? []));
    case 'intersection':
      return any(def.left, def.right);
    case 'array':
      return any(def.element);
    case 'record':
      return any(def.valueType);
    case 'pipe':
      return any(def.in, def.out);
    case 'lazy':
      return any(def.getter?.());
    default:
      return def.innerType !== undefined && any(def.innerType);
  }
}

/** Whether a route's 200 answer carries a secret, by its schema. */
export function carriesSecret(routeSchema: unknown): boolean {
  const answer = (routeSchema as { response?: Record<string, unknown> } | undefined)?.response?.[200];
  return namesSecret(answer, new Set());
}

/** gzip's cheapest level, for the kept compressor and the streamed answers alike. */
const GZIP_LEVEL = 1;

/**
 * The content types worth compressing: text, JSON, XML (as @fastify/compress had them, less `octet-stream`, which
 * the API sends for nothing). Uploaded photos and PDFs, and the labels, already are compressed.
 */
const COMPRESSIBLE = /^text\/(?!event-stream)|[+/]json(?:;|$)|[+/]text(?:;|$)|[+/]xml(?:;|$)/;

/** Whether the request takes gzip, by its `Accept-Encoding` (lib/accept-encoding.ts). */
export function acceptsGzip(header: string | undefined): boolean {
  return acceptedEncoding(header, ['gzip']) === 'gzip';
}

/** Adds `accept-encoding` to the answer's `Vary`: a cache keeps the gzip apart from the plain answer. */
function varyOnEncoding(reply: FastifyReply): void {
  const given = reply.getHeader('vary');
  const values = (Array.isArray(given) ? given : given === undefined ? [] : [String(given)]).flatMap((v) =>
    v.split(',').map((part) => part.trim()),
  );
  if (values.some((v) => v.toLowerCase() === 'accept-encoding' || v === '*')) return;
  reply.header('vary', [...values.filter(Boolean), 'accept-encoding'].join(', '));
}

/**
 * The `onSend` hook that compresses: gzip for a client that takes it, when the answer is at least 1 KB of a
 * compressible type, carries no secret and is not encoded already. Up to 256 KB in one call through the kept
 * compressor, with its length; longer ones and streams (the queue's CSV export) through a zlib stream of their own.
 */
export function compressAnswers(gzip: KeptGzip = keptGzip({ level: GZIP_LEVEL })) {
  return (request: FastifyRequest, reply: FastifyReply, payload: unknown, done: (e: null, p?: unknown) => void) => {
    if (
      payload === null ||
      payload === undefined ||
      request.routeOptions.config?.carriesSecret ||
      reply.statusCode === 204 ||
      reply.statusCode === 206 ||
      reply.statusCode === 304 ||
      reply.hasHeader('content-encoding') ||
      reply.hasHeader('content-range') ||
      !COMPRESSIBLE.test(String(reply.getHeader('content-type') ?? 'application/json'))
    ) {
      return done(null, payload);
    }
    const whole = typeof payload === 'string' || Buffer.isBuffer(payload) ? payload : undefined;
    if (whole === undefined && typeof (payload as { pipe?: unknown }).pipe !== 'function') return done(null, payload);
    const length = whole === undefined ? undefined : Buffer.byteLength(whole);
    if (length !== undefined && length < COMPRESS_THRESHOLD_BYTES) return done(null, payload);
    varyOnEncoding(reply);
    if (!acceptsGzip(request.headers['accept-encoding'])) return done(null, payload);
    reply.header('content-encoding', 'gzip');
    if (whole !== undefined && length! <= SYNC_COMPRESS_MAX_BYTES) {
      const compressed = gzip(typeof whole === 'string' ? Buffer.from(whole) : whole);
      reply.header('content-length', compressed.length);
      return done(null, compressed);
    }
    const source = whole === undefined ? (payload as NodeJS.ReadableStream) : Readable.from([whole]);
    return done(null, streamed(request, reply, source));
  };
}

/** A stream's gzip, as a stream; its length is not known before it ends. */
function streamed(request: FastifyRequest, reply: FastifyReply, source: NodeJS.ReadableStream) {
  reply.removeHeader('content-length');
  const compressed = zlib.createGzip({ level: GZIP_LEVEL });
  pipeline(source, compressed, (error) => {
    // A client that went away mid-answer ends the pipeline too; Fastify handles the connection.
    if (error && error.code !== 'ERR_STREAM_PREMATURE_CLOSE') request.log.warn({ err: error }, 'compression failed');
  });
  return compressed;
}

/**
 * The API's answers compressed for the browsers that accept it (docs/decisions/0036-api-answer-compression.md):
 * gzip at its cheapest level, from 1 KB, through one compressor the process keeps
 * (docs/decisions/0054-api-answers-in-kept-gzip.md), which remembers the long answers it compressed last
 * (docs/decisions/0066-long-answers-remembered-with-their-gzip.md). The products step's answer, with every line's
 * fault list, shrinks from about 56 KB to 4.4 KB. Registered inside the API's scope: the built pages and assets are
 * compressed once by the build. A hook of the portal's own rather than @fastify/compress
 * (docs/decisions/0067-api-compression-in-a-hook-of-its-own.md).
 *
 * An answer that carries a secret is never compressed, so the length of a compressed answer cannot tell an
 * observer how much of a secret matched text it also holds (the BREACH attack). Request bodies are never
 * decompressed: a small compressed body could grow past every limit the API sets.
 */
export default fp(
  async (app) => {
    app.addHook('onRoute', (route) => {
      if (carriesSecret(route.schema)) route.config = { ...route.config, carriesSecret: true };
    });
    app.addHook('onSend', compressAnswers());
  },
  { name: 'compression' },
);

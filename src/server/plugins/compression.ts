import compress from '@fastify/compress';
import fp from 'fastify-plugin';
import { keptGzip } from '../lib/kept-gzip.js';

/**
 * Answers up to this size are compressed in one call on the request's own turn (gzip 1 takes about 0.1 ms for the
 * products step's 56 KB), not through a stream per answer: the plugin's default on two cores (8 KB) sent that
 * answer through a zlib stream of its own, with native buffers freed only at the next collection. Under the
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

/** @fastify/compress's options for the API: a new kept compressor for each app that registers them. */
export function compressOptions() {
  return {
    global: true,
    globalDecompression: false,
    threshold: COMPRESS_THRESHOLD_BYTES,
    syncThreshold: SYNC_COMPRESS_MAX_BYTES,
    // gzip only: every browser takes it, and brotli has no compressor a process can keep (Node's reset of one
    // drops its parameters), so each answer made and freed one, which the C allocator kept.
    encodings: ['gzip' as const],
    // Answers to 256 KB go through the kept compressor (`gzipSync` is what the plugin calls for them); longer
    // ones, such as the queue's CSV export, through a stream of their own with the options below.
    zlib: { gzipSync: keptGzip({ level: GZIP_LEVEL }) },
    zlibOptions: { level: GZIP_LEVEL },
  };
}

/**
 * The API's answers compressed for the browsers that accept it (docs/decisions/0036-api-answer-compression.md):
 * gzip at its cheapest level, from 1 KB, through one compressor the process keeps
 * (docs/decisions/0054-api-answers-in-kept-gzip.md), which remembers the long answers it compressed last
 * (docs/decisions/0066-long-answers-remembered-with-their-gzip.md). The products step's answer, with every line's
 * fault list, shrinks from about 56 KB to 4.4 KB. Registered inside the API's scope: the built pages and assets are compressed
 * once by the build.
 *
 * An answer that carries a secret is never compressed, so the length of a compressed answer cannot tell an
 * observer how much of a secret matched text it also holds (the BREACH attack). Request bodies are never
 * decompressed: a small compressed body could grow past every limit the API sets.
 */
export default fp(
  async (app) => {
    app.addHook('onRoute', (route) => {
      if (carriesSecret(route.schema)) route.compress = false;
    });
    await app.register(compress, compressOptions());
  },
  { name: 'compression' },
);

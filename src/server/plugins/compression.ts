import compress from '@fastify/compress';
import fp from 'fastify-plugin';
import { constants } from 'node:zlib';

/** Answers shorter than this go as they are: a header and a frame would cost more than they save. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/** A 200 answer whose schema has such a property carries a secret (a session token, a CSRF token). */
const SECRET_PROPERTY = /token/i;

function carriesSecret(schema: unknown): boolean {
  const answer = (schema as { response?: Record<string, unknown> } | undefined)?.response?.[200];
  const shape = (answer as { shape?: Record<string, unknown> } | undefined)?.shape;
  return !!shape && Object.keys(shape).some((key) => SECRET_PROPERTY.test(key));
}

/**
 * The API's answers compressed for the browsers that accept it (docs/decisions/0036-api-answer-compression.md):
 * brotli or gzip at their cheapest levels, from 1 KB. The products step's answer, with every line's fault list,
 * shrinks from about 56 KB to 3.3 KB. Registered inside the API's scope:
 * the built pages and assets are compressed once by the build.
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
    await app.register(compress, {
      global: true,
      globalDecompression: false,
      threshold: COMPRESS_THRESHOLD_BYTES,
      encodings: ['br', 'gzip'],
      // The cheapest levels: the products step's 56 KB take about 0.2 ms to 3.3 KB (brotli 1) or 0.35 ms to 4.4 KB
      // (gzip 1); brotli 4 or gzip 6 saved a few hundred bytes more for two to three times the CPU.
      brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 1 } },
      zlibOptions: { level: 1 },
    });
  },
  { name: 'compression' },
);

import { negotiate } from '@fastify/accept-negotiator';

/**
 * The encoding among `supported` (most preferred first) that a request's `Accept-Encoding` takes, by its weights
 * (`gzip;q=0` refuses gzip, `*` stands for any), or null for none: the API's compressed answers
 * (plugins/compression.ts) and the pre-rendered pages (plugins/web-app.ts) alike. `x-gzip` is gzip's old name
 * (RFC 9110, section 12.5.3).
 */
export function acceptedEncoding<E extends string>(header: string | undefined, supported: E[]): E | null {
  if (!header) return null;
  return negotiate(header.toLowerCase().replace(/x-gzip/g, 'gzip'), supported);
}

import type { z } from 'zod';
import { CSRF_HEADER } from '../../../shared/staff/auth.js';

/**
 * The console's one fetch wrapper. The staff session is the httpOnly cookie the server sets at sign-in, so the
 * browser sends it by itself; every write carries the CSRF token the sign-in or GET /api/staff/me answered.
 */

/** A failed call: the HTTP status and the server's { status, code, message, fields }, plus the rest of its body. */
export class StaffApiError extends Error {
  constructor(
    readonly httpStatus: number,
    readonly code: string,
    message: string,
    readonly body: Record<string, unknown> = {},
  ) {
    super(message);
  }
  get fields(): Record<string, string> {
    const fields = this.body.fields;
    return fields && typeof fields === 'object' ? (fields as Record<string, string>) : {};
  }
}

let csrfToken: string | null = null;

/** The token of this page load's writes; set by the sign-in and by GET /api/staff/me. */
export function setCsrfToken(token: string | null) {
  csrfToken = token;
}

/** What a 401 outside the sign-in does: the app goes to the sign-in page (set by the app shell). */
let onSignedOut: () => void = () => {};
export function setSignedOutHandler(handler: () => void) {
  onSignedOut = handler;
}

export interface StaffCallOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, string | number | undefined>;
  body?: unknown;
  schema?: z.ZodType<T>;
  /** A 401 is an answer of this call (the sign-in, who-am-I), not a signed-out session. */
  expectUnauthorized?: boolean;
  signal?: AbortSignal;
}

/** The URL of a staff call, with the query's defined values; also used for links (the CSV export). */
export function staffUrl(path: string, query: Record<string, string | number | undefined> = {}): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query))
    if (value !== undefined && value !== '') params.set(name, String(value));
  const search = params.toString();
  return `/api/staff/${path.replace(/^\//, '')}${search ? `?${search}` : ''}`;
}

async function failureOf(response: Response): Promise<StaffApiError> {
  let body: Record<string, unknown> = {};
  try {
    body = (await response.json()) as Record<string, unknown>;
  } catch {
    /* not JSON: the status text stands */
  }
  // A lock or a rate limit says how long to wait in the body or in the Retry-After header.
  const retryAfter = Number(response.headers.get('retry-after'));
  if (body.retryAfter === undefined && Number.isFinite(retryAfter) && retryAfter > 0) body.retryAfter = retryAfter;
  const code = typeof body.code === 'string' ? body.code : String(response.status);
  const message = typeof body.message === 'string' ? body.message : response.statusText;
  return new StaffApiError(response.status, code, message, body);
}

export async function staffCall<T = unknown>(path: string, options: StaffCallOptions<T> = {}): Promise<T> {
  const method = options.method ?? (options.body === undefined ? 'GET' : 'POST');
  const headers: Record<string, string> = { accept: 'application/json' };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (method !== 'GET' && csrfToken) headers[CSRF_HEADER] = csrfToken;
  const response = await fetch(new URL(staffUrl(path, options.query), window.location.origin), {
    method,
    headers,
    credentials: 'same-origin',
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: options.signal,
  });
  if (!response.ok) {
    const failure = await failureOf(response);
    if (response.status === 401 && !options.expectUnauthorized) onSignedOut();
    throw failure;
  }
  if (response.status === 204) return undefined as T;
  const data: unknown = response.headers.get('content-type')?.includes('json') ? await response.json() : undefined;
  return options.schema ? options.schema.parse(data) : (data as T);
}

import type { Store } from '../../shared/stores.js';
import type { AnswerCheck } from './answer-checks.js';
import { readStored, writeStored } from './storage.js';

/**
 * An answer's check, from a module of the shared contract's checks loaded when a call first needs it
 * (`fromContract(answerChecks.details, (c) => c.ZYourDetailsResponse)`, src/web/lib/answer-checks.ts): each module is
 * a chunk of its own, compiled by the build, which arrives while the call is on its way rather than before the first
 * screen (docs/decisions/0031-front-end-first-paint.md, docs/decisions/0050-answer-checks-compiled.md).
 */
export function fromContract<M, T>(
  load: () => Promise<M>,
  pick: (checks: M) => AnswerCheck<T>,
): () => Promise<AnswerCheck<T>> {
  return () => load().then(pick);
}

/** A failed call: the HTTP status and the server's { status, code, message, fields }. */
export class ApiError extends Error {
  constructor(
    readonly httpStatus: number,
    readonly status: string,
    readonly code: string,
    message: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
  }
}

/** What a 401 does: the token is cleared and the page reloads; the new session starts at step 1 on the server. */
function onUnauthorized() {
  writeStored('token', null);
  window.location.reload();
}

export interface CallOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Record<string, string | number | undefined>;
  body?: unknown;
  /** Checks the answer (`fromContract(answerChecks.common, (c) => c.ZStatusOnly)`); a mismatch is a failed call. */
  schema?: () => Promise<AnswerCheck<T>>;
  /** Send without the bearer token (layout calls, authenticate). */
  anonymous?: boolean;
  signal?: AbortSignal;
}

function authHeaders(anonymous?: boolean): Record<string, string> {
  if (anonymous) return {};
  const headers: Record<string, string> = {};
  const token = readStored('token');
  if (token) headers.authorization = `Bearer ${token}`;
  const member = readStored('memberToken');
  if (member) headers['x-member-token'] = member;
  return headers;
}

async function parseFailure(response: Response): Promise<ApiError> {
  let body: { status?: string; code?: string; message?: string; fields?: Record<string, string> } = {};
  try {
    body = (await response.json()) as typeof body;
  } catch {
    /* not JSON: the generic message applies */
  }
  return new ApiError(
    response.status,
    body.status ?? 'error',
    body.code ?? 'genericError',
    body.message ?? response.statusText,
    body.fields ?? {},
  );
}

/** Calls the portal API. Throws ApiError for a non-2xx answer; a 401 also runs the unauthorized handler. */
export async function apiCall<T = unknown>(path: string, options: CallOptions<T> = {}): Promise<T> {
  const url = new URL(`/api/${path.replace(/^\//, '')}`, window.location.origin);
  for (const [name, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined) url.searchParams.set(name, String(value));
  }
  // The check's chunk loads while the request is on its way.
  const schema = options.schema?.();
  // A failed load (an old tab after a deploy) fails the call, as a failed answer does, not the page.
  schema?.catch(() => {});
  const isForm = typeof FormData !== 'undefined' && options.body instanceof FormData;
  const response = await fetch(url, {
    method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
    headers: {
      accept: 'application/json',
      ...(options.body !== undefined && !isForm ? { 'content-type': 'application/json' } : {}),
      ...authHeaders(options.anonymous),
    },
    body: options.body === undefined ? undefined : isForm ? (options.body as FormData) : JSON.stringify(options.body),
    signal: options.signal,
  });
  if (!response.ok) {
    const failure = await parseFailure(response);
    if (response.status === 401 && !options.anonymous) onUnauthorized();
    throw failure;
  }
  const data: unknown = response.headers.get('content-type')?.includes('json')
    ? await response.json()
    : await response.text();
  return schema ? (await schema).parse(data) : (data as T);
}

/** A call that needs the session: makes sure a guest token exists first (authenticate), then calls. */
export async function sessionCall<T>(store: Store, path: string, options: CallOptions<T> = {}): Promise<T> {
  await ensureToken(store);
  return apiCall<T>(path, options);
}

let pendingToken: Promise<string> | null = null;

/** The guest/member session token, created with authenticate when there is none yet. */
export async function ensureToken(store: Store): Promise<string> {
  const existing = readStored('token');
  if (existing) return existing;
  pendingToken ??= apiCall<{ token: string }>('your-details/authenticate', {
    method: 'POST',
    query: { store },
    anonymous: true,
  })
    .then(({ token }) => {
      writeStored('token', token);
      return token;
    })
    .finally(() => {
      pendingToken = null;
    });
  return pendingToken;
}

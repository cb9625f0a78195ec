import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import type { Store } from '../../shared/stores.js';
import { showToast } from '../components/feedback.js';
import { ApiError } from './api.js';
import { recordWizard } from './wizard.js';

/**
 * What a call says about its failures: `errorToast: false` (or a function answering false for a failure) when the
 * caller shows the failure itself (beside a field) or it fails silently; `toastMs` for a toast shown longer or
 * shorter than the usual 8 s.
 */
export interface CallMeta extends Record<string, unknown> {
  errorToast?: boolean | ((error: unknown) => boolean);
  toastMs?: number;
  /** A business outcome the server answered with a 200 (not found, maximum reached…) shown as an error toast. */
  notice?: (data: unknown, variables: unknown) => Notice | null;
}

/** The text of a notice: a catalogue key with its values, or a text the server sent. */
export type NoticeText = { key: string; values?: Record<string, string | number> } | { text: string };

/** An outcome's error toast: its text and, when the rules give one, its duration (docs/rules/limits.md). */
export interface Notice {
  message: NoticeText;
  ms?: number;
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: CallMeta;
    mutationMeta: CallMeta;
  }
}

/**
 * Resolves once no mutation under `mutationKey` is in flight. A mutation's onSuccess (which writes its answer into
 * the cached queries) runs before it leaves the pending state, so the cache is current when this resolves.
 */
export function mutationsSettled(client: QueryClient, mutationKey: readonly unknown[]): Promise<void> {
  const idle = () => client.isMutating({ mutationKey: [...mutationKey] }) === 0;
  if (idle()) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = client.getMutationCache().subscribe(() => {
      if (!idle()) return;
      unsubscribe();
      resolve();
    });
  });
}

/** Translates a key of the message catalogue into the interface language. */
export type Translate = (key: string, values?: Record<string, string | number>) => string;

/**
 * The text of a failed call: the server's message when it sent one the customer can act on (a 4xx, a busy
 * service's 503, or an answer whose status the fetcher turned into an ApiError), else "We encountered an error.
 * Please try again.".
 */
export function failureText(error: unknown, translate: Translate): string {
  return explainedFailure(error) ? error.message || translate(error.code) : translate('genericError');
}

/**
 * Whether a failure is one the server explained to the customer: a 4xx, a refusal with its own key, or a 503 saying
 * the service is busy for a moment (`serviceBusy`: try again in a few seconds, not "we encountered an error").
 */
export function explainedFailure(error: unknown): error is ApiError {
  if (!(error instanceof ApiError)) return false;
  if (error.httpStatus === 503) return error.code === 'serviceBusy';
  return error.httpStatus < 500 && error.code !== 'genericError';
}

/** A failed call's toast, unless the call opted out; a 401 reloads the page instead (lib/api). */
function toastUnlessHandled(error: unknown, meta: CallMeta | undefined, translate: Translate) {
  const wanted = meta?.errorToast;
  if (wanted === false || (typeof wanted === 'function' && !wanted(error))) return;
  if (error instanceof ApiError && error.httpStatus === 401) return;
  showToast(failureText(error, translate), 'error', meta?.toastMs);
}

/** The toast of an answer its call describes as a notice (`meta.notice`), if it does. */
export function showNotice(data: unknown, variables: unknown, meta: CallMeta | undefined, translate: Translate) {
  const notice = meta?.notice?.(data, variables);
  if (!notice) return;
  const text = 'text' in notice.message ? notice.message.text : translate(notice.message.key, notice.message.values);
  showToast(text, 'error', notice.ms);
}

/**
 * The page's query client. Two things happen here and nowhere else:
 * - every failed query or mutation shows "We encountered an error. Please try again." (or the server's own
 *   message for a 4xx it explained), except those with `meta.errorToast = false`;
 * - every mutation answer its call describes as a notice (`meta.notice`: not found, maximum reached…) shows it;
 * - every answer that carries the server's `wizard` records it (lib/wizard.ts), so the home flow follows the
 *   server's step, enquiry and mode.
 */
export function createQueryClient(store: Store, translate: Translate): QueryClient {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => toastUnlessHandled(error, query.meta, translate),
      onSuccess: (data) => recordWizard(client, store, data),
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => toastUnlessHandled(error, mutation.meta, translate),
      onSuccess: (data, variables, _context, mutation) => {
        recordWizard(client, store, data);
        showNotice(data, variables, mutation.meta, translate);
      },
    }),
    defaultOptions: {
      queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: 0 },
    },
  });
  return client;
}

/** Retries a failed query once, but never a 4xx: the server has said no. */
export function retryServerErrors(count: number, error: unknown): boolean {
  return !(error instanceof ApiError && error.httpStatus < 500) && count < 1;
}

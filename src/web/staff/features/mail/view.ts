import { MAIL_STATUSES, type TMailStatus } from '../../../../shared/schemas/mail.js';
import { STORES, type Store } from '../../../../shared/stores.js';

/** What the mail view shows, as the URL holds it: `/staff/mail?store=jp&status=kept&q=tanaka&id=…`. */
export interface MailView {
  store?: Store | undefined;
  status?: TMailStatus | undefined;
  /** A part of the recipient's address. */
  q?: string | undefined;
  /** The RMA whose e-mails are listed (its id). */
  rma?: string | undefined;
  /** The e-mail open beside the list (on a phone: instead of it). */
  id?: string | undefined;
}

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : undefined;
const text = (value: string | null, max: number) => (value && value.length <= max ? value : undefined);

/** The view of the URL; a parameter that is not valid is left out rather than failing the screen. */
export function mailViewFromParams(params: URLSearchParams): MailView {
  return {
    store: oneOf(STORES, params.get('store')),
    status: oneOf(MAIL_STATUSES, params.get('status')),
    q: text(params.get('q')?.trim() ?? null, 254),
    rma: text(params.get('rma'), 64),
    id: text(params.get('id'), 64),
  };
}

export function paramsOfMailView(view: MailView): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of ['store', 'status', 'q', 'rma', 'id'] as const) {
    const value = view[key];
    if (value) params.set(key, value);
  }
  return params;
}

/** The list call's query: the view without the open e-mail. */
export function mailListQuery(view: MailView): Record<string, string | undefined> {
  return { store: view.store, status: view.status, recipient: view.q, rmaId: view.rma };
}

import crypto from 'node:crypto';
import type { Insertable } from 'kysely';
import { BASE_PATH, ROUTE_PATHS } from '../../../shared/routes.js';
import { isStore, STORE_INFO } from '../../../shared/stores.js';
import type { AppContext } from '../../context.js';
import type { MailOutboxTable } from '../../db/schema.js';
import { mailLanguage, renderMail } from './render.js';
import { insertOutbox, storeMailSettings, type Db, type StoreMailSettings } from './repository.js';
import { translator } from './strings.js';
import type { MailEvent, MailEvents } from './templates/index.js';

/** What enqueuing needs of the context: the portal's address (links), the default From, and the clock. */
export interface MailCtx {
  config: Pick<AppContext['config'], 'publicBaseUrl' | 'mailFrom'>;
  now: AppContext['now'];
}

export interface MailInput<E extends MailEvent = MailEvent> {
  store: string;
  event: E;
  rmaId?: string | null | undefined;
  contactMessageId?: number | null | undefined;
  /** The recipient's address (or several, comma-separated, for a team). */
  to: string;
  /** The language asked for; anything not one of the portal's falls back to the store's. */
  language: string;
  data: MailEvents[E];
}

/** Any event's input, so that several e-mails of different events can be written together. */
export type AnyMailInput = { [E in MailEvent]: MailInput<E> }[MailEvent];

/**
 * Writes one e-mail to the outbox inside the caller's transaction (docs/mail.md): it is rendered now (subject,
 * HTML, text), so what the worker sends later is what the change described, and it exists exactly when the
 * change does. Returns the outbox id (the Message-ID's local part).
 */
export async function enqueueMail<E extends MailEvent>(trx: Db, ctx: MailCtx, input: MailInput<E>): Promise<string> {
  const settings = await storeMailSettings(trx, input.store);
  const [id] = await writeMails(trx, ctx, settings, [input as AnyMailInput]);
  return id!;
}

/** Renders and inserts e-mails of one store in one statement, with the settings the caller has read. */
export async function writeMails(
  trx: Db,
  ctx: MailCtx,
  settings: StoreMailSettings,
  inputs: readonly AnyMailInput[],
): Promise<string[]> {
  const now = ctx.now().toISOString();
  const rows: Insertable<MailOutboxTable>[] = inputs.map((input) => {
    const to = input.to.trim();
    if (!to) throw new Error(`E-mail ${input.event} has no recipient`);
    const language = mailLanguage(input.language, input.store);
    const rendered = renderMail(input.event, input.data as never, {
      language,
      store: input.store,
      portalUrl: portalUrl(ctx, input.store),
    });
    return {
      id: crypto.randomUUID(),
      store: input.store,
      event: input.event,
      rma_id: input.rmaId ?? null,
      contact_message_id: input.contactMessageId ?? null,
      recipient: to,
      sender: senderOf(ctx, settings, input.store, language),
      language,
      subject: rendered.subject,
      html: rendered.html,
      text: rendered.text,
      next_attempt_at: now,
      created_at: now,
    };
  });
  await insertOutbox(trx, rows);
  return rows.map((row) => row.id);
}

/** The From: the store's own address (its settings) or the configured default, named after the service. */
export function senderOf(ctx: MailCtx, settings: StoreMailSettings, store: string, language: string): string {
  const address = settings.fromEmail || ctx.config.mailFrom;
  const region = isStore(store) ? STORE_INFO[store].regionName : store;
  const name = `${translator(mailLanguage(language, store))('layout', 'brand')} ${region}`;
  return `"${name.replace(/["\\]/g, '\\$&')}" <${address}>`;
}

/** The portal's home page of a store (the store named in the query works on any host). */
export function portalUrl(ctx: MailCtx, store: string): string {
  return `${ctx.config.publicBaseUrl}${BASE_PATH}/?${new URLSearchParams({ store })}`;
}

/** An RMA's status page: the confirmation page opened with its number and id (docs/rules/status.md). */
export function statusUrl(ctx: MailCtx, rma: { store: string; rma_no: string; id: string }): string {
  const query = new URLSearchParams({ rmaNo: rma.rma_no, rmaId: rma.id, store: rma.store });
  return `${ctx.config.publicBaseUrl}${BASE_PATH}${ROUTE_PATHS.confirmation}?${query}`;
}

import type { StoreScope } from '../../../shared/staff/roles.js';
import { inScope } from '../../../shared/staff/roles.js';
import type { TMailDetail, TMailList, TMailStatus, TMailSummary } from '../../../shared/schemas/mail.js';
import type { AppContext } from '../../context.js';
import { badRequest } from '../../lib/errors.js';
import { mailById, mailPage, type OutboxRow } from './repository.js';
import { messageIdOf } from './worker.js';

export const MAIL_PAGE_SIZE = 50;

export interface MailListInput {
  store?: string | undefined;
  rmaId?: string | undefined;
  status?: TMailStatus | undefined;
  /** A part of the recipient's address, in lower case. */
  recipient?: string | undefined;
  /** From the previous page's `nextCursor`. */
  cursor?: string | undefined;
  limit?: number | undefined;
  /** The stores the reader may see (a staff user's); every store when omitted. */
  scope?: StoreScope | undefined;
}

/**
 * The mail view's list (docs/mail.md#the-mail-view): newest first, by store, RMA, state and recipient, within the reader's stores,
 * in pages walked by a keyset cursor on (created_at, id) so a page never repeats or skips a row.
 */
export async function listMail(ctx: Pick<AppContext, 'db'>, input: MailListInput = {}): Promise<TMailList> {
  const limit = input.limit ?? MAIL_PAGE_SIZE;
  const stores: string[] | null = input.scope === undefined || input.scope === '*' ? null : [...input.scope];
  if (input.store && stores && !stores.includes(input.store)) return { items: [], nextCursor: null };
  const rows = await mailPage(ctx.db, {
    store: input.store,
    rmaId: input.rmaId,
    status: input.status,
    recipient: input.recipient || undefined,
    stores,
    after: input.cursor ? decodeCursor(input.cursor) : null,
    limit: limit + 1,
  });
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  return {
    items: page.map(summaryOf),
    nextCursor: rows.length > limit && last ? encodeCursor(last) : null,
  };
}

/** One e-mail with its HTML and text, or null when there is none the reader may see. */
export async function getMail(
  ctx: Pick<AppContext, 'db'>,
  id: string,
  scope: StoreScope = '*',
): Promise<TMailDetail | null> {
  const row = await mailById(ctx.db, id);
  if (!row || !inScope(scope, row.store)) return null;
  return { ...summaryOf(row), messageId: messageIdOf(row), html: row.html, text: row.text };
}

function summaryOf(row: Omit<OutboxRow, 'html' | 'text'>): TMailSummary {
  return {
    id: row.id,
    store: row.store,
    event: row.event,
    rmaId: row.rma_id,
    contactMessageId: row.contact_message_id,
    recipient: row.recipient,
    sender: row.sender,
    language: row.language,
    subject: row.subject,
    status: row.status as TMailStatus,
    attempts: row.attempts,
    nextAttemptAt: row.next_attempt_at,
    lastError: row.last_error,
    createdAt: row.created_at,
    sentAt: row.sent_at,
  };
}

function encodeCursor(row: { created_at: string; id: string }): string {
  return Buffer.from(JSON.stringify([row.created_at, row.id])).toString('base64url');
}

function decodeCursor(cursor: string): { createdAt: string; id: string } {
  try {
    const [createdAt, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown[];
    if (typeof createdAt === 'string' && typeof id === 'string') return { createdAt, id };
  } catch {
    // Answered below like any other bad cursor.
  }
  throw badRequest('invalidRequest', { cursor: 'invalidRequest' });
}

import { z } from 'zod';

/**
 * The staff console's mail view (docs/mail.md#the-mail-view): the outbox's e-mails, newest first, by store or RMA.
 * `pending` waits for delivery (or a retry), `sent` went out over SMTP, `kept` stays in the database because no
 * SMTP server is configured, `failed` was refused for good or ran out of attempts.
 */
export const MAIL_STATUSES = ['pending', 'sent', 'kept', 'failed'] as const;
export const ZMailStatus = z.enum(MAIL_STATUSES);
export type TMailStatus = z.infer<typeof ZMailStatus>;

export const ZMailSummary = z.object({
  id: z.string(),
  store: z.string(),
  event: z.string(),
  rmaId: z.string().nullable(),
  contactMessageId: z.number().int().nullable(),
  recipient: z.string(),
  sender: z.string(),
  language: z.string(),
  subject: z.string(),
  status: ZMailStatus,
  attempts: z.number().int(),
  /** When the next delivery is due, for pending e-mails. */
  nextAttemptAt: z.string(),
  lastError: z.string(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type TMailSummary = z.infer<typeof ZMailSummary>;

/** One e-mail with both of its versions. The HTML is the e-mail as sent: show it in a sandboxed frame. */
export const ZMailDetail = ZMailSummary.extend({
  messageId: z.string(),
  html: z.string(),
  text: z.string(),
});
export type TMailDetail = z.infer<typeof ZMailDetail>;

export const ZMailList = z.object({
  items: z.array(ZMailSummary),
  /** Pass as `cursor` for the next (older) page; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type TMailList = z.infer<typeof ZMailList>;

export const ZMailListQuery = z.object({
  store: z.string().max(20).optional(),
  rmaId: z.string().max(64).optional(),
  status: ZMailStatus.optional(),
  /** A part of the recipient's address, in any case. */
  recipient: z.string().trim().toLowerCase().max(254).optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).optional(),
});
export type TMailListQuery = z.infer<typeof ZMailListQuery>;

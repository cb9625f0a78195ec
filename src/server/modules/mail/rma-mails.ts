import type { RmaTable } from '../../db/schema.js';
import type { Selectable } from 'kysely';
import { enqueueMail, statusUrl, writeMails, type MailCtx } from './outbox.js';
import { storeMailSettings, type Db, type StoreMailSettings } from './repository.js';
import type { RmaMailData } from './templates/common.js';

/**
 * The e-mails of an RMA's life (docs/mail.md#events). Each is written in the caller's transaction: call it in the
 * transaction that makes the change it tells of, so the e-mail exists exactly when the change does.
 */
export type MailRma = Pick<
  Selectable<RmaTable>,
  | 'id'
  | 'rma_no'
  | 'store'
  | 'email'
  | 'type'
  | 'language_reply'
  | 'currency'
  | 'refund_total_actual'
  | 'shipping_charge'
  | 'store_credit'
  | 'tax'
  | 'created_at'
>;

/** The customer's name for the greeting, when the caller knows it. */
export interface Greeting {
  name?: string | undefined;
}

function customerMail(ctx: MailCtx, rma: MailRma, greeting: Greeting = {}) {
  const data: RmaMailData = { rmaNo: rma.rma_no, statusUrl: statusUrl(ctx, rma), name: greeting.name };
  return { store: rma.store, rmaId: rma.id, to: rma.email, language: rma.language_reply, data };
}

/**
 * A new RMA: the customer's "request received" (number and status link) and, when the store has a team address,
 * the staff alert; one settings read and one insert.
 */
export async function mailNewRma(
  trx: Db,
  ctx: MailCtx,
  rma: MailRma,
  input: Greeting & { products: number },
  /** The store's settings when the caller has read them already. */
  known?: StoreMailSettings,
): Promise<void> {
  const settings = known ?? (await storeMailSettings(trx, rma.store));
  const received = customerMail(ctx, rma, input);
  await writeMails(trx, ctx, settings, [
    { ...received, event: 'rma-received', data: { ...received.data, type: rma.type } },
    ...(settings.teamEmail ? [staffAlertRmaInput(rma, settings.teamEmail, input.products)] : []),
  ]);
}

export async function mailRmaReceived(trx: Db, ctx: MailCtx, rma: MailRma, greeting: Greeting = {}): Promise<void> {
  const mail = customerMail(ctx, rma, greeting);
  await enqueueMail(trx, ctx, { ...mail, event: 'rma-received', data: { ...mail.data, type: rma.type } });
}

export async function mailRmaApproved(
  trx: Db,
  ctx: MailCtx,
  rma: MailRma,
  input: Greeting & { labelUrl: string; message?: string | undefined },
): Promise<void> {
  const mail = customerMail(ctx, rma, input);
  const data = { ...mail.data, labelUrl: input.labelUrl, message: input.message };
  await enqueueMail(trx, ctx, { ...mail, event: 'rma-approved', data });
}

export async function mailRmaRejected(
  trx: Db,
  ctx: MailCtx,
  rma: MailRma,
  input: Greeting & { message: string },
): Promise<void> {
  const mail = customerMail(ctx, rma, input);
  await enqueueMail(trx, ctx, { ...mail, event: 'rma-rejected', data: { ...mail.data, message: input.message } });
}

export async function mailProductReceived(trx: Db, ctx: MailCtx, rma: MailRma, greeting: Greeting = {}): Promise<void> {
  await enqueueMail(trx, ctx, { ...customerMail(ctx, rma, greeting), event: 'product-received' });
}

/** Refund completed, with the RMA's actual amounts (pass the row as updated by the refund). */
export async function mailRefundCompleted(trx: Db, ctx: MailCtx, rma: MailRma, greeting: Greeting = {}): Promise<void> {
  const mail = customerMail(ctx, rma, greeting);
  const data = {
    ...mail.data,
    currency: rma.currency,
    amount: rma.refund_total_actual,
    shippingCharge: rma.shipping_charge,
    storeCredit: rma.store_credit,
    tax: rma.tax,
  };
  await enqueueMail(trx, ctx, { ...mail, event: 'refund-completed', data });
}

export async function mailReplacementShipped(
  trx: Db,
  ctx: MailCtx,
  rma: MailRma,
  input: Greeting & { carrier: string; trackingNo: string; trackingUrl?: string | undefined },
): Promise<void> {
  const mail = customerMail(ctx, rma, input);
  const data = { ...mail.data, carrier: input.carrier, trackingNo: input.trackingNo, trackingUrl: input.trackingUrl };
  await enqueueMail(trx, ctx, { ...mail, event: 'replacement-shipped', data });
}

export async function mailRmaCancelled(
  trx: Db,
  ctx: MailCtx,
  rma: MailRma,
  input: Greeting & { message?: string | undefined } = {},
): Promise<void> {
  const mail = customerMail(ctx, rma, input);
  await enqueueMail(trx, ctx, { ...mail, event: 'rma-cancelled', data: { ...mail.data, message: input.message } });
}

/** A message staff write to the customer about the RMA. */
export async function mailStaffMessage(
  trx: Db,
  ctx: MailCtx,
  rma: MailRma,
  input: Greeting & { message: string },
): Promise<void> {
  const mail = customerMail(ctx, rma, input);
  await enqueueMail(trx, ctx, { ...mail, event: 'staff-message', data: { ...mail.data, message: input.message } });
}

export function staffAlertRmaInput(rma: MailRma, teamEmail: string, products: number) {
  return {
    store: rma.store,
    event: 'staff-alert-rma' as const,
    rmaId: rma.id,
    to: teamEmail,
    // The team reads the store's language.
    language: '',
    data: {
      rmaNo: rma.rma_no,
      store: rma.store,
      customer: rma.email,
      type: rma.type,
      products,
      submittedAt: rma.created_at,
    },
  };
}

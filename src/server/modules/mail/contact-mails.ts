import type { Selectable } from 'kysely';
import { fullName } from '../../../shared/rules/details.js';
import { isStore } from '../../../shared/stores.js';
import type { ContactMessageTable } from '../../db/schema.js';
import { writeMails, type AnyMailInput, type MailCtx } from './outbox.js';
import { storeMailSettings, type Db, type StoreMailSettings } from './repository.js';
import { staffAlertRmaInput, type MailRma } from './rma-mails.js';

/** A contact-us or chat message as its e-mails need it (a row of contact_messages). */
export type MailContact = Pick<
  Selectable<ContactMessageTable>,
  'id' | 'store' | 'email' | 'first_name' | 'last_name' | 'channel' | 'message' | 'language' | 'created_at'
>;

/** The customer's name as the store writes names, '' when not given. */
function contactName(contact: MailContact): string {
  return isStore(contact.store) ? fullName(contact.store, contact.first_name, contact.last_name) : '';
}

function acknowledgement(contact: MailContact, settings: StoreMailSettings): AnyMailInput {
  return {
    store: contact.store,
    event: 'contact-acknowledged',
    contactMessageId: contact.id,
    to: contact.email,
    language: contact.language,
    data: { name: contactName(contact) || undefined, message: contact.message, days: settings.firstResponseDays },
  };
}

function staffAlertContactInput(contact: MailContact, teamEmail: string): AnyMailInput {
  return {
    store: contact.store,
    event: 'staff-alert-contact',
    contactMessageId: contact.id,
    to: teamEmail,
    language: '',
    data: {
      customer: contact.email,
      name: contactName(contact),
      channel: contact.channel === 'chat' ? 'chat' : 'contact',
      message: contact.message,
      submittedAt: contact.created_at,
    },
  };
}

/**
 * A new contact-us or chat message: the customer's acknowledgement (when the store answers, from its first-response
 * service level) and, when the store has a team address, the staff alert; one settings read and one insert.
 */
export async function mailNewContact(trx: Db, ctx: MailCtx, contact: MailContact): Promise<void> {
  const settings = await storeMailSettings(trx, contact.store);
  await writeMails(trx, ctx, settings, [
    acknowledgement(contact, settings),
    ...(settings.teamEmail ? [staffAlertContactInput(contact, settings.teamEmail)] : []),
  ]);
}

export async function mailContactAcknowledged(trx: Db, ctx: MailCtx, contact: MailContact): Promise<void> {
  const settings = await storeMailSettings(trx, contact.store);
  await writeMails(trx, ctx, settings, [acknowledgement(contact, settings)]);
}

/** Staff's reply to a contact-us or chat message, with the customer's message quoted. */
export async function mailContactReply(
  trx: Db,
  ctx: MailCtx,
  contact: MailContact,
  input: { reply: string },
): Promise<void> {
  const settings = await storeMailSettings(trx, contact.store);
  await writeMails(trx, ctx, settings, [
    {
      store: contact.store,
      event: 'contact-reply',
      contactMessageId: contact.id,
      to: contact.email,
      language: contact.language,
      data: { name: contactName(contact) || undefined, reply: input.reply, original: contact.message },
    },
  ]);
}

export type StaffAlert =
  { kind: 'new-rma'; rma: MailRma; products: number } | { kind: 'new-contact'; contact: MailContact };

/** The team's alert of a new RMA or contact message, to the store's team address; none when it has none. */
export async function mailStaffAlert(trx: Db, ctx: MailCtx, alert: StaffAlert): Promise<boolean> {
  const store = alert.kind === 'new-rma' ? alert.rma.store : alert.contact.store;
  const settings = await storeMailSettings(trx, store);
  if (!settings.teamEmail) return false;
  const input =
    alert.kind === 'new-rma'
      ? staffAlertRmaInput(alert.rma, settings.teamEmail, alert.products)
      : staffAlertContactInput(alert.contact, settings.teamEmail);
  await writeMails(trx, ctx, settings, [input]);
  return true;
}

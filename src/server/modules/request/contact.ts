import { validateContactMessage } from '../../../shared/rules/contact.js';
import { isValidEmail } from '../../../shared/rules/details.js';
import { CONTACT_MESSAGE_MAX } from '../../../shared/limits.js';
import type { AppContext } from '../../context.js';
import { badRequest, FieldErrors, fieldMessage } from '../../lib/errors.js';
import type { Session } from '../session/service.js';
import { mailNewContact } from '../mail/contact-mails.js';
import { insertConversation } from '../inbox/repository.js';
import { openingState, replyLanguage } from '../inbox/messages.js';

type Ctx = AppContext;

/**
 * A contact-us message (the request step's form, channel contact) or a support-chat message (channel
 * chat). The form needs the customer's details; the chat panel is open to any session.
 */
export async function contactUs(
  ctx: Ctx,
  session: Session,
  input: { message: string; channel: 'contact' | 'chat'; email?: string | undefined },
): Promise<{ status: 'success' }> {
  const message = input.message.trim();
  const invalid = validateContactMessage(message);
  if (invalid === 'enterMessage') throw new FieldErrors('enterMessage', { message: { key: 'enterMessage' } });
  if (invalid === 'tooLong') {
    throw new FieldErrors(
      'tooLong',
      { message: fieldMessage('tooLong', CONTACT_MESSAGE_MAX) },
      { max: CONTACT_MESSAGE_MAX },
    );
  }
  const details = session.state.details;
  if (input.channel === 'contact' && (!details || !session.email)) throw badRequest('enterEmail');
  // Support answers by e-mail: a chat from someone who has not given their details needs a reply address.
  const replyTo = session.email || (input.email ?? '').trim().toLowerCase();
  if (!replyTo) throw new FieldErrors('enterEmail', { email: { key: 'enterEmail' } });
  if (!isValidEmail(replyTo)) throw new FieldErrors('enterValidEmail', { email: { key: 'enterValidEmail' } });
  // An inbox conversation, due by the store's service level (docs/staff/inbox.md#due-dates).
  const at = ctx.now();
  const contact = {
    store: session.store,
    email: replyTo,
    first_name: details?.firstName ?? '',
    last_name: details?.lastName ?? '',
    channel: input.channel,
    message,
    created_at: at.toISOString(),
    language: replyLanguage(session),
  };
  // One transaction: the message, the customer's acknowledgement and the team's alert exist together or not at all.
  await ctx.db.transaction().execute(async (trx) => {
    const id = await insertConversation(trx, { ...contact, ...(await openingState(trx, session.store, at)) });
    await mailNewContact(trx, ctx, { ...contact, id });
  });
  return { status: 'success' };
}

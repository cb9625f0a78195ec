import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { AppContext } from '../../context.js';
import type { StaffPrincipal } from '../staff/principal.js';
import { mailContactReply } from '../mail/contact-mails.js';
import type { ConversationRow } from './repository.js';

export interface Replied {
  /** The conversation as it was before the reply. */
  conversation: ConversationRow;
  messageId: number;
  body: string;
  staff: StaffPrincipal;
  at: Date;
  /** From the console's inbox, or typed in the live chat (where a connected customer has read it already). */
  via: 'inbox' | 'live-chat';
}

/**
 * What else a staff reply causes, inside the reply's transaction (docs/staff/inbox.md#effects). The e-mail of
 * the reply is the outbox's (`mailContactReply(trx, ctx, …)`), connected here and nowhere else, so that the reply
 * and its e-mail commit together or not at all.
 */
export async function onReplied(trx: Kysely<Database>, ctx: AppContext, replied: Replied): Promise<void> {
  // A reply typed in the live chat reached a connected customer at once; one from the inbox goes by e-mail.
  if (replied.via === 'live-chat') return;
  await mailContactReply(trx, ctx, replied.conversation, { reply: replied.body });
}

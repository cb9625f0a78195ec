import type { Kysely } from 'kysely';
import type { TRmaActionInput } from '../../../shared/staff/actions.js';
import type { AppContext } from '../../context.js';
import type { Database } from '../../db/schema.js';
import type { RmaActor } from './actor.js';
import type { EffectName } from './machine-types.js';
import { issueLabel, reissueLabel } from '../labels/service.js';
import {
  mailProductReceived,
  mailRefundCompleted,
  mailReplacementShipped,
  mailRmaApproved,
  mailRmaCancelled,
  mailRmaRejected,
  mailStaffMessage,
} from '../mail/rma-mails.js';
import type { WorkLine, WorkRma } from './work-repository.js';

/**
 * What other modules do when staff act on an RMA (docs/staff/actions.md#effects): issue the return label on
 * approval, e-mail the customer on approval, rejection, receipt, refund, shipment, cancellation, closing and
 * messages. The state machine names the effects of each action; `applyAction` calls them inside the action's
 * transaction, so an effect that fails (a label that cannot be issued, an e-mail that cannot be queued) undoes the
 * action with it. This file is the one place where the label and mail modules are connected.
 */
export interface RmaEffect {
  /** The action's transaction: an effect writes through it (outbox rows, labels). */
  trx: Kysely<Database>;
  /** Who acted: a staff user, or the portal itself. */
  actor: RmaActor;
  /** The RMA and its lines as the action left them. */
  rma: WorkRma;
  lines: WorkLine[];
  input: TRmaActionInput;
  /** The message to the customer the action carries ('' when none): one e-mail says it with the news. */
  message: string;
}

export type RmaEffects = Record<EffectName, (effect: RmaEffect) => Promise<void>>;

/**
 * The effects of this app: the return label on approval (and on a reissue), and the customer's e-mail for each
 * step (docs/mail.md#events). A rejection's or cancellation's message goes with its e-mail; an RMA closed without
 * action tells the customer nothing beyond what staff write as a message.
 */
export function rmaEffects(ctx: AppContext): RmaEffects {
  const actor = ({ actor }: RmaEffect) =>
    actor.staffId === null ? ('system' as const) : { id: actor.staffId, name: actor.name };
  const message = (effect: RmaEffect) => effect.message || undefined;
  return {
    approved: async (effect) => {
      const label = await issueLabel(effect.trx, ctx, effect.rma, actor(effect));
      // The RMA keeps the link as a path of the portal; an e-mail needs it whole.
      const labelUrl = new URL(label.link, ctx.config.publicBaseUrl).href;
      await mailRmaApproved(effect.trx, ctx, effect.rma, { labelUrl, message: message(effect) });
    },
    rejected: async (effect) => {
      // Rejecting needs a reason; when staff wrote no message for the customer, the reason is what they read.
      const reason = effect.input.action === 'reject' ? effect.input.reason : '';
      await mailRmaRejected(effect.trx, ctx, effect.rma, { message: effect.message || reason });
    },
    received: async (effect) => mailProductReceived(effect.trx, ctx, effect.rma),
    refundCompleted: async (effect) => mailRefundCompleted(effect.trx, ctx, effect.rma),
    shipped: async (effect) => {
      const { replacement_carrier: carrier, replacement_tracking_no: trackingNo } = effect.rma;
      await mailReplacementShipped(effect.trx, ctx, effect.rma, { carrier, trackingNo });
    },
    cancelled: async (effect) => mailRmaCancelled(effect.trx, ctx, effect.rma, { message: message(effect) }),
    closed: async () => {},
    messaged: async (effect) => mailStaffMessage(effect.trx, ctx, effect.rma, { message: effect.message }),
    labelReissueRequested: async (effect) => {
      await reissueLabel(effect.trx, ctx, effect.rma, actor(effect));
    },
  };
}

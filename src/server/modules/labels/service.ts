import crypto from 'node:crypto';
import type { Language } from '../../../shared/languages.js';
import { labelExpiry, labelState, type LabelState } from '../../../shared/rules/label.js';
import type { AppContext } from '../../context.js';
import { conflict } from '../../lib/errors.js';
import { loadOnce } from '../../lib/load-once.js';
import type { StaffPrincipal } from '../staff/principal.js';
import { labelDocumentOf, shipmentOf, type LabelRmaFacts } from './document.js';
import { labelProviderFor } from './providers.js';
import {
  appendRmaEvent,
  insertLabel,
  labelByTokenHash,
  markFirstOpened,
  revokeLabelsOf,
  setRmaLabel,
} from './repository.js';
import { languageOr } from './texts.js';

/** The PDF writer (pdf-lib, bwip-js, sharp), loaded when the first label is opened. */
const labelPdf = loadOnce(() => import('./pdf.js'));

/**
 * Return labels the portal makes itself (docs/labels.md): issue (on approval), reissue (staff), and the
 * customer's download by the link's token.
 */

type Db = AppContext['db'];

/** Where a label is downloaded: this path and the token (docs/labels.md#the-link). */
export const LABEL_PATH = '/api/labels/';
/** Label status the customer's pages read: S issued, Y opened (docs/rules/status.md#return-label). */
export const LABEL_STATUS = { issued: 'S', opened: 'Y' } as const;

/** Who issues a label: a staff user, or the system (a store's automatic approval). */
export type LabelActor = Pick<StaffPrincipal, 'id' | 'name'> | 'system';

/** What issueLabel and reissueLabel need of the RMA row (a Selectable<RmaTable> has it all). */
export type LabelRma = LabelRmaFacts;

export interface IssuedLabel {
  labelId: string;
  /** The customer's download link, as stored in rmas.label_link. */
  link: string;
  trackingNo: string;
  provider: string;
  issuedAt: string;
  expiresAt: string;
  /** Labels of the RMA this issue revoked (a reissue's old label). */
  revoked: { id: string; trackingNo: string }[];
}

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function tokenHash(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

/**
 * Issues the RMA's return label inside the caller's transaction (the approval's): books the shipment with the
 * store's provider, stores the label by its token's hash, points the RMA's label link at it (status S) and
 * records a `label` event. Any label the RMA still had is revoked, so an RMA has one live label at most.
 * Refuses (409 no-return-centre) when the store's settings have no return centre. It does not raise the RMA's
 * version: the action that calls it does.
 */
export async function issueLabel(
  trx: Db,
  ctx: Pick<AppContext, 'now'>,
  rma: LabelRma,
  actor: LabelActor,
): Promise<IssuedLabel> {
  return makeLabel(trx, ctx, rma, actor, 'label');
}

/** Staff's reissue: revokes the live label (its link answers the gone page) and issues a new one (`label-reissued`). */
export async function reissueLabel(
  trx: Db,
  ctx: Pick<AppContext, 'now'>,
  rma: LabelRma,
  actor: LabelActor,
): Promise<IssuedLabel> {
  return makeLabel(trx, ctx, rma, actor, 'label-reissued');
}

async function makeLabel(
  trx: Db,
  ctx: Pick<AppContext, 'now'>,
  rma: LabelRma,
  actor: LabelActor,
  kind: 'label' | 'label-reissued',
): Promise<IssuedLabel> {
  const shipment = await shipmentOf(trx, rma);
  if (!shipment) throw conflict('no-return-centre', 'labelNoReturnCentre');
  const provider = labelProviderFor(rma.store);
  const { trackingNo } = await provider.createShipment(shipment);
  const now = ctx.now();
  const at = now.toISOString();
  const token = crypto.randomBytes(32).toString('base64url');
  const label = {
    id: crypto.randomUUID(),
    token_hash: tokenHash(token),
    rma_id: rma.id,
    provider: provider.name,
    tracking_no: trackingNo,
    issued_at: at,
    expires_at: labelExpiry(now).toISOString(),
    issued_by: actor === 'system' ? null : actor.id,
  };
  const revoked = (await revokeLabelsOf(trx, rma.id, at)).map((r) => ({ id: r.id, trackingNo: r.tracking_no }));
  await insertLabel(trx, label);
  const link = `${LABEL_PATH}${token}`;
  await setRmaLabel(trx, rma.id, { link, status: LABEL_STATUS.issued, trackingNo });
  await appendRmaEvent(trx, {
    rma_id: rma.id,
    at,
    staff_id: actor === 'system' ? null : actor.id,
    actor: actor === 'system' ? 'system' : actor.name,
    kind,
    visibility: 'customer',
    body: kind === 'label' ? `Return label issued (${trackingNo})` : `Return label reissued (${trackingNo})`,
    data: JSON.stringify({
      labelId: label.id,
      provider: provider.name,
      trackingNo,
      expiresAt: label.expires_at,
      revoked,
    }),
  });
  return {
    labelId: label.id,
    link,
    trackingNo,
    provider: provider.name,
    issuedAt: at,
    expiresAt: label.expires_at,
    revoked,
  };
}

/** Why a link gives no label: a rule's answer, or not-found for a token no label has. */
export type GoneReason = Exclude<LabelState, 'usable'> | 'not-found';

export type OpenedLabel =
  | { kind: 'pdf'; pdf: Uint8Array; rmaNo: string }
  | { kind: 'gone'; reason: GoneReason; rmaNo: string | null; language: Language | null };

/**
 * The customer's download. A usable label answers its PDF; its first download records first_opened_at (which
 * starts the 5-day window), sets the label status to Y and records `label-opened`, in one transaction. Anything
 * else answers why the label is gone, with the RMA's reply language (null for an unknown token).
 */
export async function openLabel(ctx: AppContext, token: string): Promise<OpenedLabel> {
  if (!TOKEN_PATTERN.test(token)) return { kind: 'gone', reason: 'not-found', rmaNo: null, language: null };
  const label = await labelByTokenHash(ctx.db, tokenHash(token));
  if (!label) return { kind: 'gone', reason: 'not-found', rmaNo: null, language: null };
  const now = ctx.now();
  const language = languageOr(label.language_reply);
  const state = labelState(
    {
      issuedAt: label.issued_at,
      expiresAt: label.expires_at,
      firstOpenedAt: label.first_opened_at,
      revokedAt: label.revoked_at,
    },
    label.rma_status,
    now,
  );
  if (state !== 'usable') return { kind: 'gone', reason: state, rmaNo: label.rma_no, language };
  const rma = { ...label, id: label.rma_id };
  const document = await labelDocumentOf(ctx.db, rma, { trackingNo: label.tracking_no, at: now });
  // The store's return centre was removed after the label was issued: no address to send the parcel to.
  if (!document) return { kind: 'gone', reason: 'revoked', rmaNo: label.rma_no, language };
  const pdf = await (await labelPdf()).makeLabelPdf(document);
  if (label.first_opened_at === null) await recordFirstOpen(ctx, label.id, label.rma_id, now.toISOString());
  return { kind: 'pdf', pdf, rmaNo: label.rma_no };
}

async function recordFirstOpen(ctx: AppContext, labelId: string, rmaId: string, at: string): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    if (!(await markFirstOpened(trx, labelId, at))) return;
    await setRmaLabel(trx, rmaId, { status: LABEL_STATUS.opened });
    await appendRmaEvent(trx, {
      rma_id: rmaId,
      at,
      staff_id: null,
      actor: 'customer',
      kind: 'label-opened',
      visibility: 'internal',
      body: 'Return label first downloaded',
      data: JSON.stringify({ labelId }),
    });
  });
}

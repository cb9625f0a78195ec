import { ProductAction, RmaType } from '../../../shared/codes.js';
import { isValidIsoDate } from '../../../shared/dates.js';
import type { TProductLine } from '../../../shared/schemas/products.js';
import type { TRequestItem } from '../../../shared/schemas/request.js';
import { fullName } from '../../../shared/rules/details.js';
import type { AppContext } from '../../context.js';
import { conflict } from '../../lib/errors.js';
import { createRma, type CreateRmaLine } from '../rmas/create.js';
import { autoApprove } from '../rmas/auto-approve.js';
import { updateSession, type Session } from '../session/service.js';
import type { ReasonState, WizardState } from '../session/state.js';
import { countryById, storeCountries } from '../countries/repository.js';

type Ctx = AppContext;

export type SubmitResult = { status: 'success' | 'address'; rmaNo: string; rmaId: string };

type RequestReason = Pick<
  ReasonState,
  'reason' | 'faultCategory' | 'faultCode' | 'comments' | 'otherComments' | 'cosmetic'
> & { sourceId: string; damageUploadId?: string };

/** The RMA lines of a request: each selected product with its reason info. */
export function toRmaLines(
  state: WizardState,
  lines: readonly TProductLine[],
  items: readonly (RequestReason | TRequestItem)[],
): CreateRmaLine[] {
  return lines.map((line) => {
    const item = items.find((i) => i.sourceId === line.sourceId)!;
    const lineState = state.lines[line.sourceId];
    const damageUploadId =
      'damageUploadId' in item && item.damageUploadId !== undefined
        ? item.damageUploadId
        : (state.reasons[line.sourceId]?.damageUploadId ?? '');
    return {
      orderLineId:
        lineState?.orderLineId ??
        (line.orderNumber !== '' && /^\d+$/.test(line.sourceId) ? Number(line.sourceId) : null),
      productId: line.id,
      serialNumber: line.serialNumber,
      invoiceNumber: line.invoiceNumber,
      purchaseDate: isoDateOf(line.purchaseDate),
      warrantyExpiry: isoDateOf(line.warrantyExpiryDate),
      unitPrice: line.unitPrice,
      reason: item.reason,
      faultCategory: item.faultCategory,
      faultCode: item.faultCode,
      comments: item.comments.trim(),
      otherComments: item.otherComments.trim(),
      cosmetic: item.cosmetic,
      damageUploadId: item.cosmetic === 'yes' && damageUploadId ? damageUploadId : null,
      proofUploadId: lineState?.proofUploadId || null,
    };
  });
}

/** The customer's country (from their details) when it is one of the store's, else the store's default. */
export async function customerCountryCode(ctx: Ctx, session: Session): Promise<string> {
  // Kept when the details were saved: no look-up.
  if (session.state.countryCode) return session.state.countryCode;
  const countries = await storeCountries(ctx.db, session.store, session.catalogueVersion);
  const chosen = session.state.details?.country;
  const own = chosen ? (countries.find((c) => c.id === chosen) ?? (await countryById(ctx.db, chosen))) : null;
  return own?.code ?? countries[0]?.code ?? '';
}

/**
 * Creates the RMA of a validated request and closes the request in the session: the numbers are kept
 * as lastRma, the selection and reasons cleared, the wizard back at step 1. Products bought elsewhere
 * leave the retail list, since nothing else marks them as submitted.
 */
export async function createRequestRma(
  ctx: Ctx,
  session: Session,
  input: {
    type: RmaType;
    lines: CreateRmaLine[];
    requestKey: string | null;
    addressId: number | null;
    countryCode: string;
  },
): Promise<SubmitResult> {
  const result = await createRma(ctx.db, {
    store: session.store,
    email: session.email,
    type: input.type,
    countryCode: input.countryCode,
    addressId: input.addressId,
    languageReply: session.state.details?.languageReply ?? '',
    requestKey: input.requestKey,
    lines: input.lines,
    now: ctx.now(),
    customerName: customerName(session),
    mail: ctx,
    autoApprove: (trx, rmaId, settings) => autoApprove(trx, ctx, rmaId, settings),
  });
  if (result.status === 'rma-exists') throw conflict('rma-exists', 'rmaExists');
  const { rmaNo, rmaId } = result;
  await closeRequest(ctx, session, { rmaNo, rmaId }, input.requestKey, result.created);
  return { status: 'success', rmaNo, rmaId };
}

/**
 * Closes the request in the session once its RMA is made: the numbers kept as lastRma, the selection and reasons
 * cleared, the wizard back at step 1. A repeated submit (`made` false: the key made this RMA before) closes it only
 * if the first did not get to (it failed after the RMA was made: a database too busy to write the session,
 * decision 0061) and the session has not moved on to another request meanwhile. The change sees the session as it
 * is now, so two submits at once close it once.
 */
export async function closeRequest(
  ctx: Ctx,
  session: Session,
  rma: { rmaNo: string; rmaId: string },
  requestKey: string | null,
  made: boolean,
): Promise<void> {
  const { rmaNo, rmaId } = rma;
  await updateSession(ctx, session, (state) => {
    if (!made) {
      const other = state.pendingRequest !== null && state.pendingRequest.requestKey !== requestKey;
      if (state.lastRma?.rmaNo === rmaNo || other) return;
    }
    state.lastRma = { rmaNo, rmaId };
    state.step = 1;
    state.service = 0;
    state.pendingRequest = null;
    state.reasons = {};
    for (const [sourceId, line] of Object.entries(state.lines)) {
      if (!line.selected) continue;
      if (line.orderLineId === null && line.orderNumber === '') delete state.lines[sourceId];
      else {
        line.selected = false;
        line.actionSelected = ProductAction.None;
      }
    }
  });
}

/** The customer's name for the e-mails' greeting, when given. */
function customerName(session: Session): string | undefined {
  const details = session.state.details;
  return details ? fullName(session.store, details.firstName, details.lastName) || undefined : undefined;
}

/** The ISO date at the start of a stored date or instant, '' when there is none. */
export function isoDateOf(value: string): string {
  const date = value.slice(0, 10);
  return isValidIsoDate(date) ? date : '';
}

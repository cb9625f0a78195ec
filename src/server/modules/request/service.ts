import { isValidEmail } from '../../../shared/rules/details.js';
import crypto from 'node:crypto';
import { RequestService, RmaType, ServiceRequired } from '../../../shared/codes.js';
import { isValidIsoDate } from '../../../shared/dates.js';
import { CONTACT_MESSAGE_MAX } from '../../../shared/limits.js';
import { actionsAvailable, eligibilityMessage, nonQualifying } from '../../../shared/rules/eligibility.js';
import {
  REQUEST_ITEM_MAX_LENGTH,
  validateRequestSubmit,
  type RequestItemField,
} from '../../../shared/rules/reasons.js';
import type { TProductLine } from '../../../shared/schemas/products.js';
import type { TRequestItem, TYourRequestResponse } from '../../../shared/schemas/request.js';
import type { AppContext } from '../../context.js';
import { AppError, badRequest, conflict } from '../../lib/errors.js';
import { deleteUpload, discardFile, saveUpload, uploadUrl, type ReceivedFile } from '../uploads/service.js';
import { createRma, requestHolds, rmaMadeWithKey, type CreateRmaLine } from '../rmas/service.js';
import type { Session } from '../session/service.js';
import type { PendingRequest, ReasonState, WizardState } from '../session/state.js';
import { selectedProductLines } from '../selection/lines.js';
import { FieldErrors, fieldMessage, type FieldMessage } from '../../lib/errors.js';
import { countryById, insertContactMessage, storeCountries } from '../countries/repository.js';

type Ctx = AppContext;

export function emptyReason(): ReasonState {
  return {
    reason: '',
    faultCategory: '',
    faultCode: '',
    comments: '',
    otherComments: '',
    cosmetic: '',
    damageUploadId: '',
    agreement: false,
  };
}

/** The request step: selected products, the services they allow, and the reason info saved so far. */
export async function yourRequest(ctx: Ctx, session: Session): Promise<TYourRequestResponse> {
  const lines = await selectedProductLines(ctx, session);
  const selectedIds = new Set(lines.map((line) => line.sourceId));
  const reasons: TYourRequestResponse['reasons'] = {};
  for (const [sourceId, reason] of Object.entries(session.state.reasons)) {
    if (!selectedIds.has(sourceId)) continue;
    reasons[sourceId] = {
      sourceId,
      reason: reason.reason,
      faultCategory: reason.faultCategory,
      faultCode: reason.faultCode,
      comments: reason.comments,
      otherComments: reason.otherComments,
      cosmetic: reason.cosmetic,
      damageImage: uploadUrl(reason.damageUploadId),
      agreement: reason.agreement,
    };
  }
  return {
    actionAvailable: actionsAvailable(lines, session.store),
    productSelected: lines,
    actionSelected: session.state.natureEnquiry,
    allowService: allowService(session, lines),
    refundNotAvailable: nonQualifying(lines, RequestService.Refund).join(', '),
    repairNotAvailable: nonQualifying(lines, RequestService.Repair).join(', '),
    reasons,
  };
}

/** Services are offered once products are chosen and the products step sent them on (step 3). */
function allowService(session: Session, lines: readonly TProductLine[]): boolean {
  return lines.length > 0 && session.state.step === 3;
}

async function selectedLineOrFail(ctx: Ctx, session: Session, sourceId: string): Promise<TProductLine> {
  const lines = await selectedProductLines(ctx, session);
  const line = lines.find((l) => l.sourceId === sourceId);
  if (!line) throw badRequest('selectProduct');
  return line;
}

/**
 * Records a received cosmetic-damage photo for a selected product in its reason info; a photo it replaces
 * is deleted. The file was streamed and judged by the caller; on any refusal here it is discarded.
 */
export async function uploadDamageImage(
  ctx: Ctx,
  session: Session,
  input: { sourceId: string | undefined; file: ReceivedFile | undefined },
): Promise<{ status: 'success'; url: string }> {
  const { file } = input;
  if (!file) throw badRequest('fileFormatsAllowed');
  const sourceId = input.sourceId ?? '';
  try {
    await selectedLineOrFail(ctx, session, sourceId);
  } catch (error) {
    await discardFile(file);
    throw error;
  }
  let replaced = '';
  const upload = await saveUpload(ctx, session, {
    kind: 'damage',
    sourceId,
    file,
    attach: async (stored) => {
      replaced = await ctx.sessions.update(session, (state) => {
        const reason = (state.reasons[sourceId] ??= emptyReason());
        const previous = reason.damageUploadId;
        reason.damageUploadId = stored.id;
        return previous;
      });
    },
  });
  if (replaced && replaced !== upload.id && !pendingUses(session.state, replaced)) await deleteUpload(ctx, replaced);
  return { status: 'success', url: upload.url };
}

export async function removeDamageImage(ctx: Ctx, session: Session, sourceId: string): Promise<{ status: 'success' }> {
  const removed = await ctx.sessions.update(session, (state) => {
    const reason = state.reasons[sourceId];
    if (!reason?.damageUploadId) return '';
    const previous = reason.damageUploadId;
    reason.damageUploadId = '';
    return previous;
  });
  // Not if an RMA already refers to it (a pending request keeps its own copy of the id).
  if (removed && !pendingUses(session.state, removed)) await deleteUpload(ctx, removed);
  return { status: 'success' };
}

function pendingUses(state: WizardState, uploadId: string): boolean {
  return state.pendingRequest?.items.some((item) => item.damageUploadId === uploadId) ?? false;
}

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
  if (message === '') throw new FieldErrors('enterMessage', { message: { key: 'enterMessage' } });
  if (message.length > CONTACT_MESSAGE_MAX) {
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
  await insertContactMessage(ctx.db, {
    store: session.store,
    email: replyTo,
    first_name: details?.firstName ?? '',
    last_name: details?.lastName ?? '',
    channel: input.channel,
    message,
    created_at: ctx.now().toISOString(),
  });
  return { status: 'success' };
}

export interface SubmitInput {
  serviceRequired: number;
  items: TRequestItem[];
  requestKey?: string | undefined;
}

export type SubmitResult = { status: 'success' | 'address'; rmaNo: string; rmaId: string };

/**
 * The request step's submit. A refund becomes an RMA at once; a repair waits in the session for its
 * shipping address (answer 'address'). A key that already made an RMA answers with that RMA.
 */
export async function submitRequest(ctx: Ctx, session: Session, input: SubmitInput): Promise<SubmitResult> {
  if (!session.email) throw badRequest('enterEmail');
  const lines = await selectedProductLines(ctx, session);
  let request: ValidRequest;
  try {
    request = validRequest(session, lines, input);
  } catch (error) {
    // A submit that already made its RMA with this key has left nothing to submit: answer with that RMA.
    const made = input.requestKey
      ? await rmaMadeWithKey(ctx.db, { store: session.store, email: session.email, requestKey: input.requestKey })
      : null;
    if (made) return { status: 'success', ...made };
    throw error;
  }
  if (request.service === ServiceRequired.Refund) {
    return createRequestRma(ctx, session, {
      type: RmaType.Refund,
      lines: request.rmaLines,
      requestKey: input.requestKey ?? null,
      addressId: null,
      countryCode: await customerCountryCode(ctx, session),
    });
  }
  return awaitAddress(ctx, session, request, input.requestKey);
}

interface ValidRequest {
  service: ServiceRequired;
  items: TRequestItem[];
  rmaLines: CreateRmaLine[];
}

/** The request as submitted, checked against the selected lines (docs/rules/request.md); throws the refusal. */
function validRequest(session: Session, lines: readonly TProductLine[], input: SubmitInput): ValidRequest {
  const service = input.serviceRequired;
  if (service !== ServiceRequired.Refund && service !== ServiceRequired.Repair) {
    throw new FieldErrors('selectOneService', { serviceRequired: { key: 'selectOneService' } });
  }
  if (!allowService(session, lines)) throw badRequest('selectProduct');
  if (!actionsAvailable(lines, session.store).includes(service)) {
    const message = eligibilityMessage(lines, service);
    // A refused service has an eligibility message, except a refund in a store that offers none.
    throw new AppError(400, 'invalid', message?.key ?? 'selectOneService', message?.values ?? {});
  }
  const items = withServerUploads(session.state, input.items);
  const check = validateRequestSubmit({
    serviceRequired: service,
    items: items.map((item) => ({ ...item, cosmetic: item.cosmetic === '' ? undefined : item.cosmetic })),
    store: session.store,
    products: lines,
  });
  if (check.errors.items) throw badRequest(check.errors.items);
  if (!check.ok) throw new FieldErrors('fillInAll', itemFieldMessages(check.errors.bySourceId));
  // Every selected product needs its reason: a request naming only some of them is incomplete.
  if (items.length !== lines.length) throw badRequest('fillInAll');
  if (service === ServiceRequired.Repair) assertRetailProof(lines);
  return { service, items, rmaLines: toRmaLines(session.state, lines, items) };
}

function itemFieldMessages(
  bySourceId: ReturnType<typeof validateRequestSubmit>['errors']['bySourceId'],
): Record<string, FieldMessage> {
  const fields: Record<string, FieldMessage> = {};
  for (const [sourceId, errors] of Object.entries(bySourceId)) {
    for (const [field, key] of Object.entries(errors) as [
      RequestItemField,
      NonNullable<(typeof errors)[RequestItemField]>,
    ][]) {
      fields[`items.${sourceId}.${field}`] = fieldMessage(
        key,
        REQUEST_ITEM_MAX_LENGTH[field as keyof typeof REQUEST_ITEM_MAX_LENGTH],
      );
    }
  }
  return fields;
}

/** A valid repair waits in the session for its shipping address (answer 'address'). */
async function awaitAddress(
  ctx: Ctx,
  session: Session,
  request: ValidRequest,
  requestKey: string | undefined,
): Promise<SubmitResult> {
  // Refused now rather than after the customer has typed an address; a key that made an RMA answers it.
  const holds = await requestHolds(ctx.db, session, request.rmaLines, requestKey ?? null);
  if (holds.made) return { status: 'success', ...holds.made };
  if (holds.held.length) throw conflict('rma-exists', 'rmaExists');
  const pending: PendingRequest = {
    serviceRequired: request.service,
    requestKey: requestKey ?? crypto.randomUUID(),
    items: request.items.map((item) => ({
      sourceId: item.sourceId,
      reason: item.reason,
      faultCategory: item.faultCategory,
      faultCode: item.faultCode,
      comments: item.comments,
      otherComments: item.otherComments,
      cosmetic: item.cosmetic,
      damageUploadId: item.cosmetic === 'yes' ? (session.state.reasons[item.sourceId]?.damageUploadId ?? '') : '',
      agreement: item.agreement,
    })),
    rmaLines: request.rmaLines,
  };
  await ctx.sessions.update(session, (state) => {
    state.pendingRequest = pending;
    state.service = request.service;
    for (const item of pending.items) {
      const { sourceId, ...reason } = item;
      state.reasons[sourceId] = { ...reason, damageUploadId: state.reasons[sourceId]?.damageUploadId ?? '' };
    }
  });
  return { status: 'address', rmaNo: '', rmaId: '' };
}

/** The damage photo is what this session uploaded for the product, never what the client claims. */
function withServerUploads(state: WizardState, items: readonly TRequestItem[]): TRequestItem[] {
  return items.map((item) => ({ ...item, damageImage: uploadUrl(state.reasons[item.sourceId]?.damageUploadId ?? '') }));
}

/** A replacement of a product bought elsewhere needs its proof of purchase and purchase date (spec section 5). */
function assertRetailProof(lines: readonly TProductLine[]): void {
  const missing = lines.some(
    (line) => line.orderNumber === '' && (line.purchaseProof === '' || !isoDateOf(line.purchaseDate)),
  );
  if (missing) throw badRequest('uploadSupportingFile');
}

function isoDateOf(value: string): string {
  const date = value.slice(0, 10);
  return isValidIsoDate(date) ? date : '';
}

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
  const countries = await storeCountries(ctx.db, session.store);
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
  });
  if (result.status === 'rma-exists') throw conflict('rma-exists', 'rmaExists');
  const { rmaNo, rmaId } = result;
  // The key made this RMA before (a repeated submit): the session was closed by that submit.
  if (!result.created) return { status: 'success', rmaNo, rmaId };
  await ctx.sessions.update(session, (state) => {
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
        line.actionSelected = 0;
      }
    }
  });
  return { status: 'success', rmaNo, rmaId };
}

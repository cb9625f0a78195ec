import crypto from 'node:crypto';
import { RmaType, ServiceRequired } from '../../../shared/codes.js';
import { actionsAvailable, eligibilityMessage } from '../../../shared/rules/eligibility.js';
import {
  REQUEST_ITEM_MAX_LENGTH,
  validateRequestSubmit,
  type RequestItemField,
} from '../../../shared/rules/reasons.js';
import type { TProductLine } from '../../../shared/schemas/products.js';
import type { TRequestItem } from '../../../shared/schemas/request.js';
import type { AppContext } from '../../context.js';
import { AppError, badRequest, conflict, FieldErrors, fieldMessage, type FieldMessage } from '../../lib/errors.js';
import { uploadUrl } from '../uploads/service.js';
import { requestHolds, type CreateRmaLine } from '../rmas/create.js';
import { rmaMadeWithKey } from '../rmas/detail.js';
import { updateSession, type Session } from '../session/service.js';
import type { PendingRequest, WizardState } from '../session/state.js';
import { selectedProductLines } from '../selection/lines.js';

type Ctx = AppContext;

import { allowService } from './step.js';
import {
  closeRequest,
  createRequestRma,
  customerCountryCode,
  isoDateOf,
  toRmaLines,
  type SubmitResult,
} from './rma.js';

export interface SubmitInput {
  serviceRequired: number;
  items: TRequestItem[];
  requestKey?: string | undefined;
}

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
    if (made) {
      await closeRequest(ctx, session, made, input.requestKey ?? null, false);
      return { status: 'success', ...made };
    }
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
  await updateSession(ctx, session, (state) => {
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

/**
 * A replacement of a product bought elsewhere needs its proof of purchase and purchase date
 * (docs/rules/products.md#replacement-in-retail-mode).
 */
function assertRetailProof(lines: readonly TProductLine[]): void {
  const missing = lines.some(
    (line) => line.orderNumber === '' && (line.purchaseProof === '' || !isoDateOf(line.purchaseDate)),
  );
  if (missing) throw badRequest('uploadSupportingFile');
}

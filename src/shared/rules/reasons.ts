import {
  FAULT_CODE_OTHER,
  MASTER_ID_ALL_REASONS,
  REASON_DEFECTIVE,
  RequestService,
  ServiceRequired,
  type Cosmetic,
} from '../codes.js';
import { COMMENTS_MAX, OTHER_COMMENTS_MAX } from '../limits.js';
import type { MessageKey } from '../messages.js';
import { STORE_INFO, type Store } from '../stores.js';

/**
 * Reason rules of the request step (docs/rules/request.md#reasons). Pure and dependency-free: the browser
 * runs them for instant feedback and the server runs the same code on submit.
 */

/**
 * Whether a service asks a reason of each product: a refund or a repair does; a message to us (contact us), or no
 * service chosen yet, does not. Only these are reviewed before they are sent (docs/decisions/0030-guided-flow.md).
 */
export function asksReasons(
  service: number | null,
): service is typeof RequestService.Refund | typeof RequestService.Repair {
  return service === RequestService.Refund || service === RequestService.Repair;
}

/** Reasons a customer can give, in the order they are offered, with English labels. */
export const REASONS = [
  { key: 'DEFECTIVE', label: 'Defective' },
  { key: 'CHANGE_OF_MIND', label: 'Change of mind' },
  { key: 'WRONG_ITEM', label: 'Wrong item received' },
  { key: 'DAMAGED_IN_TRANSIT', label: 'Damaged in transit' },
  { key: 'NOT_AS_DESCRIBED', label: 'Not as described' },
] as const satisfies readonly { key: string; label: string }[];
export type ReasonKey = (typeof REASONS)[number]['key'];
export const REASON_KEYS: readonly ReasonKey[] = REASONS.map((reason) => reason.key);

export interface FaultItem {
  faultCode: string;
  faultCategory: string;
  display: boolean;
  /** Proof of purchase or a photo is needed for this fault. */
  needPOP: boolean;
}

/** No-fault codes that sg and my hide unless the product is MASTER_ID_ALL_REASONS. */
export const NO_FAULT_CODES_HIDDEN = ['NFF01', 'NFF02', 'NFF05', 'NFF06'] as const;
const STORES_HIDING_NO_FAULT_CODES: readonly Store[] = ['sg', 'my'];
const STORES_LIMITING_DEFECTIVE: readonly Store[] = ['hk', 'sg', 'my'];

export interface ReasonContext {
  store: Store;
  masterId: number;
}

/** Faults offered for a product: those flagged display, minus NFF01/02/05/06 in sg and my (unless 24228). */
export function visibleFaults<T extends FaultItem>(faults: readonly T[], ctx: ReasonContext): T[] {
  const hideNoFault = STORES_HIDING_NO_FAULT_CODES.includes(ctx.store) && ctx.masterId !== MASTER_ID_ALL_REASONS;
  return faults.filter(
    (fault) =>
      fault.display && !(hideNoFault && (NO_FAULT_CODES_HIDDEN as readonly string[]).includes(fault.faultCode)),
  );
}

/** Distinct fault categories of the visible faults, in first-seen order. */
export function faultCategories(faults: readonly FaultItem[], ctx: ReasonContext): string[] {
  return [...new Set(visibleFaults(faults, ctx).map((fault) => fault.faultCategory))];
}

/** Visible fault codes of one category. */
export function faultCodesIn<T extends FaultItem>(faults: readonly T[], category: string, ctx: ReasonContext): T[] {
  return visibleFaults(faults, ctx).filter((fault) => fault.faultCategory === category);
}

/** In hk, sg and my the defective reason appears only for MASTER_ID_ALL_REASONS; elsewhere always. */
export function defectiveReasonShown(store: Store, masterId: number): boolean {
  return !STORES_LIMITING_DEFECTIVE.includes(store) || masterId === MASTER_ID_ALL_REASONS;
}

/** Repair is for defective products, so its reason is preset to DEFECTIVE; a refund has no preset. */
export function presetReason(serviceRequired: number): ReasonKey | null {
  return serviceRequired === ServiceRequired.Repair ? REASON_DEFECTIVE : null;
}

/**
 * Reasons offered. Repair offers only its preset DEFECTIVE, in every store: the hk/sg/my limit on
 * DEFECTIVE applies to the refund list, otherwise a repair there could not be submitted at all.
 */
export function reasonsFor(store: Store, masterId: number, serviceRequired: number): ReasonKey[] {
  const preset = presetReason(serviceRequired);
  if (preset) return [preset];
  return REASON_KEYS.filter((key) => key !== REASON_DEFECTIVE || defectiveReasonShown(store, masterId));
}

/** A fault code needing proof forces cosmetic damage to 'yes' and hides 'no'. */
export function cosmeticForced(faultCode: string | undefined, faults: readonly FaultItem[]): boolean {
  return faultCode !== undefined && faults.some((fault) => fault.faultCode === faultCode && fault.needPOP);
}

export interface RequestItem {
  sourceId: string;
  reason: string;
  faultCategory?: string;
  faultCode?: string;
  comments?: string;
  otherComments?: string;
  cosmetic?: Cosmetic;
  damageImage?: string;
  agreement?: boolean;
}

export type RequestItemField =
  'reason' | 'faultCategory' | 'faultCode' | 'otherComments' | 'comments' | 'cosmetic' | 'damageImage' | 'agreement';
export type RequestItemErrors = Partial<Record<RequestItemField, MessageKey>>;

/** Limits behind a 'tooLong' error, for the {{max}} placeholder. */
export const REQUEST_ITEM_MAX_LENGTH = { otherComments: OTHER_COMMENTS_MAX, comments: COMMENTS_MAX } as const;

export interface RequestItemContext extends ReasonContext {
  serviceRequired: ServiceRequired;
  /** The product's fault list. */
  faults: readonly FaultItem[];
}

/** Section 5 "Request submit", per product. Fault fields are judged only for DEFECTIVE, the one reason that asks for them. */
export function validateRequestItem(item: RequestItem, ctx: RequestItemContext): RequestItemErrors {
  const errors: RequestItemErrors = {};
  const offered: readonly string[] = reasonsFor(ctx.store, ctx.masterId, ctx.serviceRequired);
  if (!offered.includes(item.reason)) {
    errors.reason = 'pleaseSelectOne';
  }
  const defective = item.reason === REASON_DEFECTIVE;
  if (defective) Object.assign(errors, faultErrors(item, ctx));

  const comments = item.comments ?? '';
  if (STORE_INFO[ctx.store].commentsRequired && isBlank(comments)) errors.comments = 'enterComments';
  else if (comments.length > COMMENTS_MAX) errors.comments = 'tooLong';

  const forced = defective && cosmeticForced(item.faultCode, visibleFaults(ctx.faults, ctx));
  if (item.cosmetic !== 'yes' && item.cosmetic !== 'no') errors.cosmetic = 'selectCosmetic';
  else if (forced && item.cosmetic === 'no') errors.cosmetic = 'selectCosmetic';
  else if (item.cosmetic === 'yes' && isBlank(item.damageImage)) errors.damageImage = 'uploadDamagePhoto';

  if (needsAcknowledgement(ctx.store, ctx.serviceRequired) && item.agreement !== true) {
    errors.agreement = 'acknowledgeStatement';
  }
  return errors;
}

/** sg, my and hk refunds need the original-packaging acknowledgement. */
export function needsAcknowledgement(store: Store, serviceRequired: number): boolean {
  return serviceRequired === ServiceRequired.Refund && STORE_INFO[store].refundAcknowledgement;
}

function faultErrors(item: RequestItem, ctx: RequestItemContext): RequestItemErrors {
  const errors: RequestItemErrors = {};
  const category = item.faultCategory ?? '';
  if (!faultCategories(ctx.faults, ctx).includes(category)) {
    errors.faultCategory = 'selectFaultCategory';
    errors.faultCode = 'selectFaultCode';
    return errors;
  }
  const code = item.faultCode ?? '';
  if (!faultCodesIn(ctx.faults, category, ctx).some((fault) => fault.faultCode === code)) {
    errors.faultCode = 'selectFaultCode';
    return errors;
  }
  if (code === FAULT_CODE_OTHER) {
    const other = item.otherComments ?? '';
    if (isBlank(other)) errors.otherComments = 'enterOtherComments';
    else if (other.length > OTHER_COMMENTS_MAX) errors.otherComments = 'tooLong';
  }
  return errors;
}

export interface RequestProduct {
  sourceId: string;
  masterId: number;
  faultList: readonly FaultItem[];
}

export interface RequestSubmitErrors {
  serviceRequired?: 'selectOneService';
  /** Whole-request problem: no product ('fillInAll'), or an item naming no known product or a product twice ('invalidRequest'). */
  items?: 'fillInAll' | 'invalidRequest';
  /** Per product, only products with errors. */
  bySourceId: Record<string, RequestItemErrors>;
}

/** Section 5 "Request submit": service chosen, at least one product, and every product's reason complete. */
export function validateRequestSubmit(i: {
  serviceRequired: number | null | undefined;
  items: readonly RequestItem[];
  store: Store;
  products: readonly RequestProduct[];
}): { ok: boolean; errors: RequestSubmitErrors } {
  const errors: RequestSubmitErrors = { bySourceId: {} };
  const service = i.serviceRequired;
  if (service !== ServiceRequired.Refund && service !== ServiceRequired.Repair)
    errors.serviceRequired = 'selectOneService';
  if (i.items.length === 0) errors.items = 'fillInAll';
  else if (!itemsMatchProducts(i.items, i.products)) errors.items = 'invalidRequest';

  // Reason rules depend on the service, so they can only be judged once one is chosen.
  if (errors.serviceRequired === undefined && errors.items === undefined) {
    for (const item of i.items) {
      const product = i.products.find((p) => p.sourceId === item.sourceId)!;
      const itemErrors = validateRequestItem(item, {
        store: i.store,
        masterId: product.masterId,
        serviceRequired: service as ServiceRequired,
        faults: product.faultList,
      });
      if (Object.keys(itemErrors).length > 0) errors.bySourceId[item.sourceId] = itemErrors;
    }
  }
  const ok =
    errors.serviceRequired === undefined && errors.items === undefined && Object.keys(errors.bySourceId).length === 0;
  return { ok, errors };
}

function itemsMatchProducts(items: readonly RequestItem[], products: readonly RequestProduct[]): boolean {
  const ids = items.map((item) => item.sourceId);
  return new Set(ids).size === ids.length && ids.every((id) => products.some((p) => p.sourceId === id));
}

function isBlank(value: string | undefined): boolean {
  return (value ?? '').trim() === '';
}

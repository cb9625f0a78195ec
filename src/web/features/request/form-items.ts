import { ProductAction, RequestService } from '../../../shared/codes.js';
import { presetReason, reasonsFor } from '../../../shared/rules/reasons.js';
import type { TProductLine, TYourRequestResponse } from '../../../shared/schemas/index.js';
import type { Store } from '../../../shared/stores.js';
import type { TRequestValues } from './request.types.js';
import { emptyItem, type ItemState } from './types.js';
import { asksReasons } from '../../../shared/rules/reasons.js';

/** The services on offer: what the server offers, the reasons-based ones only where it allows a service. */
export function offeredServices(data: TYourRequestResponse): number[] {
  return [RequestService.Refund, RequestService.Repair, RequestService.ContactUs].filter(
    (code) => data.actionAvailable.includes(code) && (code === RequestService.ContactUs || data.allowService),
  );
}

/** The service the form opens with: contact actions (4, 5) on the message box; else the action chosen, if offered. */
export function initialService(data: TYourRequestResponse, offered: readonly number[]): number | null {
  if (data.actionSelected === ProductAction.Contact || data.actionSelected === ProductAction.ProofContact) {
    return RequestService.ContactUs;
  }
  const chosen = data.actionSelected;
  return asksReasons(chosen) && offered.includes(chosen) ? chosen : null;
}

/** The reason a product starts with under a service: repair presets DEFECTIVE; a reason not offered is cleared. */
export function withService(item: ItemState, product: TProductLine, service: number | null, store: Store): ItemState {
  if (!asksReasons(service)) return item;
  const preset = presetReason(service);
  if (preset) return item.reason === preset ? item : { ...item, reason: preset };
  const offered: readonly string[] = reasonsFor(store, product.masterId, service);
  return offered.includes(item.reason) ? item : { ...item, reason: '', faultCategory: '', faultCode: '' };
}

/** The form's starting values: the service, and per product what the server kept of its reason. */
export function initialRequestValues(data: TYourRequestResponse, store: Store): TRequestValues {
  const service = initialService(data, offeredServices(data));
  const items = data.productSelected.map((product) => {
    const saved = data.reasons[product.sourceId] ?? {};
    return withService(
      { ...emptyItem(product.sourceId), ...saved, sourceId: product.sourceId },
      product,
      service,
      store,
    );
  });
  return { service, items };
}

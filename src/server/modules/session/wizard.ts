import { defaultEnquiry, enquiryForStore, modeFor, natureOf } from '../../../shared/rules/enquiry.js';
import type { TWizard } from '../../../shared/schemas/wizard.js';
import type { Store } from '../../../shared/stores.js';
import type { WizardState } from './state.js';

/**
 * The wizard as answers carry it: the step, the enquiry normalised for the store
 * (docs/rules/products.md#enquiry-state-rules), and the purchase mode the enquiry allows. `hasOrders`: whether
 * the session's e-mail has web-store orders in the store (a replacement with no known order number is a retail
 * one).
 */
export function wizardOf(state: WizardState, store: Store, hasOrders: boolean): Omit<TWizard, 'version'> {
  const natureEnquiry = enquiryForStore(state.natureEnquiry, store);
  return {
    step: state.step,
    natureEnquiry,
    // Every store lets a customer ask about a product bought from another retailer.
    mode: modeFor({
      enquiry: natureEnquiry,
      showRetailer: true,
      orderNumberKnown: state.orderNumber !== '' || hasOrders,
      preferred: state.mode,
    }),
  };
}

/** Whether wizardOf's answer depends on `hasOrders` for this state. */
export function wizardNeedsOrders(state: WizardState, store: Store): boolean {
  return enquiryForStore(state.natureEnquiry, store) === 2 && state.orderNumber === '' && state.mode !== 'retail';
}

/** The session back at the start of the flow with no enquiry chosen: step 1, the store's default enquiry. */
export function restartWizard(state: WizardState, store: Store): void {
  state.step = 1;
  state.natureEnquiry = natureOf(defaultEnquiry(store));
  state.mode = 'estore';
}

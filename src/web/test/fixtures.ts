import type { TProductLine, TYourProductsResponse } from '../../shared/schemas/products.js';
import type { TYourDetailsResponse } from '../../shared/schemas/details.js';
import type { TYourRequestResponse } from '../../shared/schemas/request.js';
import type { TYourAddressResponse } from '../../shared/schemas/address.js';
import type { TWizard } from '../../shared/schemas/wizard.js';
import type { Store } from '../../shared/stores.js';

/** Canned answers of the portal API for component tests, in the shapes of the shared schemas. */

/** A wizard; its version defaults to the step, so that a later step's answer is the newer one. */
export const wizard = (
  step: TWizard['step'],
  natureEnquiry: TWizard['natureEnquiry'] = 1,
  version: number = step,
): TWizard => ({
  step,
  natureEnquiry,
  mode: natureEnquiry === 4 ? 'rma-status' : 'estore',
  version,
});

export function details(store: Store, overrides: Partial<TYourDetailsResponse> = {}): TYourDetailsResponse {
  return {
    email: '',
    firstName: '',
    lastName: '',
    pid: '',
    languageReply: '',
    country: null,
    countryList: [
      { id: 840, name: 'United States', store, code: 'US', phoneCode: 1 },
      { id: 276, name: 'Germany', store, code: 'DE', phoneCode: 49 },
      { id: 158, name: 'Taiwan', store, code: 'TW', phoneCode: 886 },
    ],
    languageReplyList: [
      { id: 'en', name: 'English' },
      { id: 'de', name: 'Deutsch' },
    ],
    token: 'test-token',
    clearCookies: false,
    loggedIn: false,
    wizard: wizard(1),
    ...overrides,
  };
}

export function line(name: string, overrides: Partial<TProductLine> = {}): TProductLine {
  return {
    sourceId: `L-${name.replace(/\W/g, '')}`,
    masterId: 1,
    id: 1,
    name,
    sku: 'SKU-1',
    image: '',
    orderNumber: 'US1000101',
    selected: false,
    actionSelected: 0,
    store: 'us',
    serialNumber: 'SN0001',
    serialNumberLocked: true,
    serialNumberFinish: true,
    serialNumCreated: false,
    serialNumInvalid: false,
    serialNumNotMatch: false,
    invoiceNumber: '',
    invoiceNumberFinish: false,
    purchaseProof: '',
    purchaseDate: '2026-11-01',
    submitted: false,
    returnsEligibility: 1,
    warrantyDaysRemain: 300,
    warrantyExpiryDate: '2027-11-01',
    warrantyStatus: 'within',
    childOfMaster: false,
    masterOfChild: false,
    faultList: [],
    faultCat: '',
    faultCode: '',
    comments: '',
    otherComments: '',
    damageImage: '',
    unitPrice: 79.99,
    ...overrides,
  };
}

export function products(lines: TProductLine[], overrides: Partial<TYourProductsResponse> = {}): TYourProductsResponse {
  return {
    orderList: [{ orderNumber: 'US1000101', orderDate: '2026-11-01', items: lines }],
    selected: [],
    retailList: [],
    orderNumber: 'US1000101',
    orderNumberList: ['US1000101'],
    rmaNumber: '',
    rmaNumberList: [],
    showRetailer: true,
    suggest: [],
    action: 1,
    mode: 'estore',
    wizard: wizard(2),
    ...overrides,
  };
}

export function yourRequest(
  lines: TProductLine[],
  overrides: Partial<TYourRequestResponse> = {},
): TYourRequestResponse {
  return {
    actionAvailable: [1, 2, 3],
    productSelected: lines,
    actionSelected: 1,
    allowService: true,
    refundNotAvailable: '',
    repairNotAvailable: '',
    reasons: {},
    ...overrides,
  };
}

export function yourAddress(overrides: Partial<TYourAddressResponse> = {}): TYourAddressResponse {
  return {
    status: 'success',
    items: [],
    address: null,
    countryCode: 'US',
    countryId: 840,
    countryName: 'United States',
    countryOptions: [],
    ...overrides,
  };
}

import type { CreateRmaLine } from '../rmas/create.js';
import {
  NatureOfEnquiry,
  type ProductAction,
  type PurchaseMode,
  type SerialResult,
  type ServiceRequired,
} from '../../../shared/codes.js';

/** What the customer entered in "your details". */
export interface DetailsState {
  firstName: string;
  lastName: string;
  email: string;
  country: number | null;
  pid: string;
  languageReply: string;
}

/** What the customer did to one product line (an order line, or a retail line they added). */
export interface LineState {
  sourceId: string;
  /** Catalogue product id. */
  productId: number;
  /** Order number for an estore line, '' for a retail line. */
  orderNumber: string;
  orderLineId: number | null;
  selected: boolean;
  actionSelected: ProductAction;
  serialNumber: string;
  serialResult: SerialResult | 'other' | '';
  invoiceNumber: string;
  /** Upload id of the purchase proof. */
  proofUploadId: string;
  /** Purchase date the customer gave (retail lines); estore lines use the order date. */
  purchaseDate: string;
  /** Order of addition, for stable listing. */
  addedAt: number;
}

/** Return-reason info of one product of the request step. */
export interface ReasonState {
  reason: string;
  faultCategory: string;
  faultCode: string;
  comments: string;
  otherComments: string;
  cosmetic: '' | 'yes' | 'no';
  damageUploadId: string;
  agreement: boolean;
}

/** A submitted replacement waiting for its shipping address. */
export interface PendingRequest {
  serviceRequired: ServiceRequired;
  requestKey: string;
  items: (ReasonState & { sourceId: string })[];
  /** The RMA lines as validated at the submit (absent in requests kept before they were stored). */
  rmaLines?: CreateRmaLine[];
}

/** The wizard state a session token names; it survives reloads and is shared by tabs. */
export interface WizardState {
  details: DetailsState | null;
  step: 1 | 2 | 3;
  natureEnquiry: NatureOfEnquiry;
  mode: PurchaseMode;
  orderNumber: string;
  rmaNumber: string;
  lines: Record<string, LineState>;
  /** Service chosen on the request step (1 refund, 2 repair, 3 contact us), 0 none yet. */
  service: number;
  reasons: Record<string, ReasonState>;
  pendingRequest: PendingRequest | null;
  lastRma: { rmaNo: string; rmaId: string } | null;
  /** Whether the details' e-mail was a registered member's when it was given (a guest then lists no history). */
  emailRegistered: { email: string; registered: boolean } | null;
  /** ISO code of the details' country, kept when the details are saved (the RMA's country). */
  countryCode: string;
}

export function emptyWizardState(): WizardState {
  return {
    details: null,
    step: 1,
    natureEnquiry: NatureOfEnquiry.Return,
    mode: 'estore',
    orderNumber: '',
    rmaNumber: '',
    lines: {},
    service: 0,
    reasons: {},
    pendingRequest: null,
    lastRma: null,
    emailRegistered: null,
    countryCode: '',
  };
}

/** Reads a stored state, filling fields added since it was written. */
export function parseWizardState(json: string): WizardState {
  try {
    return { ...emptyWizardState(), ...(JSON.parse(json) as Partial<WizardState>) };
  } catch {
    return emptyWizardState();
  }
}

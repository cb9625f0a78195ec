import { postalLines } from '../../../shared/rules/address-lines.js';
import { labelBlock } from '../../../shared/rules/timeline.js';
import { DEFAULT_STORE, isStore } from '../../../shared/stores.js';
import type { AppContext } from '../../context.js';
import { addressById, addressesOf } from '../addresses/repository.js';
import type { LabelDocument } from './pdf.js';
import type { ShipmentInput } from './provider.js';
import type { TReturnCentre } from '../../../shared/staff/settings.js';
import { returnCentreOf, storeSettingsRow } from '../store-settings/repository.js';
import { parcelLinesOf } from './repository.js';
import { languageOr } from './texts.js';

type Db = AppContext['db'];

/** What the label reads of an RMA. */
export interface LabelRmaFacts {
  id: string;
  rma_no: string;
  store: string;
  email: string;
  country_code: string;
  address_id: number | null;
}

/**
 * The customer's address for the label: the RMA's shipping address (a replacement's), else the customer's most
 * recently changed saved address in the store; no lines when there is none (the label then asks for it by hand).
 */
export async function customerLines(db: Db, rma: LabelRmaFacts): Promise<string[]> {
  const store = isStore(rma.store) ? rma.store : DEFAULT_STORE;
  const address =
    (rma.address_id === null ? null : await addressById(db, rma.address_id)) ??
    (await addressesOf(db, rma.email, rma.store))[0] ??
    null;
  return address ? postalLines(address, store) : [];
}

/** The store's return centre (its settings), or null while it has none with a name. */
export async function labelReturnCentre(db: Db, store: string): Promise<TReturnCentre | null> {
  const row = await storeSettingsRow(db, store);
  const centre = returnCentreOf(row?.return_centre ?? '');
  return centre.name ? centre : null;
}

/** What a carrier is told when a label is issued; null when the store has no return centre. */
export async function shipmentOf(db: Db, rma: LabelRmaFacts): Promise<ShipmentInput | null> {
  const [centre, from, parcel] = await Promise.all([
    labelReturnCentre(db, rma.store),
    customerLines(db, rma),
    parcelLinesOf(db, rma.id),
  ]);
  if (!centre) return null;
  return {
    rmaNo: rma.rma_no,
    store: rma.store,
    from: { lines: from, countryCode: rma.country_code },
    to: centre,
    parcel: parcel.map((line) => ({ lineNo: line.line_no, product: line.product, serialNumber: line.serial_number })),
  };
}

/** The label's content; null when the store no longer has a return centre. */
export async function labelDocumentOf(
  db: Db,
  rma: LabelRmaFacts & { language_reply: string },
  label: { trackingNo: string; at: Date },
): Promise<LabelDocument | null> {
  const shipment = await shipmentOf(db, rma);
  if (!shipment) return null;
  return documentOf(shipment, rma, label);
}

function documentOf(
  shipment: ShipmentInput,
  rma: LabelRmaFacts & { language_reply: string },
  label: { trackingNo: string; at: Date },
): LabelDocument {
  return {
    rmaNo: rma.rma_no,
    trackingNo: label.trackingNo,
    language: languageOr(rma.language_reply),
    // The label status only gates the block on the status page; the label itself always has its region.
    region: labelBlock('S', rma.country_code) ?? 'eu',
    returnCentre: shipment.to,
    customer: shipment.from.lines,
    lines: shipment.parcel,
    at: label.at,
  };
}

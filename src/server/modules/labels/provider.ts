/**
 * The one interface a carrier plugs in behind (docs/labels.md#carriers). The portal asks a provider for a
 * shipment when it issues a label, and keeps the tracking number it answers; the label itself (addresses, barcodes
 * of the RMA number, packing slip) is the portal's own PDF.
 */
export interface LabelProvider {
  /** Stored with each label (return_labels.provider); `builtin` is the portal's own reference. */
  readonly name: string;
  createShipment(input: ShipmentInput): Promise<{ trackingNo: string }>;
}

/** What a carrier needs to book a return parcel: who sends it, where it goes, what it carries. */
export interface ShipmentInput {
  rmaNo: string;
  store: string;
  /** The customer: name and address lines, and the ISO country code of the RMA. */
  from: { lines: string[]; countryCode: string };
  /** The store's return centre (store settings). */
  to: { name: string; lines: string[] };
  /** The products to put in the box. */
  parcel: { lineNo: number; product: string; serialNumber: string }[];
}

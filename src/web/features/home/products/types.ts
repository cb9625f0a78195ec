import type { TProductLine } from '../../../../shared/schemas/products.js';

/** What a product row can ask of the products step. Stable across renders, so memoised rows stay put. */
export interface RowHandlers {
  toggle: (line: TProductLine) => Promise<void>;
  /** Resolves with the check's result: success, created, invalid, notmatch or another status. */
  checkSerial: (sourceId: string, serial: string) => Promise<string>;
  saveInvoice: (sourceId: string, invoice: string) => Promise<void>;
  savePurchaseDate: (sourceId: string, date: string) => Promise<void>;
  uploadProof: (sourceId: string, file: File) => Promise<void>;
  removeProof: (sourceId: string) => Promise<void>;
  remove: (sourceId: string) => Promise<void>;
  viewProof: (link: string) => void;
}

export type TableMode = 'estore' | 'retail';

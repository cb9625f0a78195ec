import type { TProductLine } from '../../../../shared/schemas/products.js';

/** What a product row asks of the products step. Stable across renders, so memoised rows stay put. */
export interface RowHandlers {
  /** Selects or deselects the line for the current enquiry (the maximum is checked first). */
  toggle: (line: TProductLine) => Promise<void>;
  /** Removes a retail line. */
  remove: (line: TProductLine) => Promise<void>;
}

export type TableMode = 'estore' | 'retail';

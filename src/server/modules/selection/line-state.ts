import { ProductAction } from '../../../shared/codes.js';
import type { TProductLine } from '../../../shared/schemas/index.js';
import type { LineState, WizardState } from '../session/state.js';

/** A session's own record of its product lines: ids, blank state, ordinals, the retail list, the selection. */

export const RETAIL_PREFIX = 'r-';

export function isRetailSourceId(sourceId: string): boolean {
  return sourceId.startsWith(RETAIL_PREFIX);
}

/** An order line's sourceId is its id: stable, and meaningless without the owning e-mail. */
export function orderLineSourceId(orderLineId: number): string {
  return String(orderLineId);
}

export function blankLineState(
  fields: Pick<LineState, 'sourceId' | 'productId' | 'orderNumber' | 'orderLineId'>,
): LineState {
  return {
    ...fields,
    selected: false,
    actionSelected: ProductAction.None,
    serialNumber: '',
    serialResult: '',
    invoiceNumber: '',
    proofUploadId: '',
    purchaseDate: '',
    addedAt: 0,
  };
}

/** The next ordinal for addedAt: order of addition for retail lines, of selection for order lines. */
export function nextOrdinal(state: WizardState): number {
  return Object.values(state.lines).reduce((max, line) => Math.max(max, line.addedAt), 0) + 1;
}

/** Retail lines of the session, in the order they were added. */
export function retailLineStates(state: WizardState): LineState[] {
  return Object.values(state.lines)
    .filter((line) => line.orderNumber === '' && isRetailSourceId(line.sourceId))
    .sort((a, b) => a.addedAt - b.addedAt);
}

/** Selected lines, in the order they were chosen (selection order for order lines, addition order for retail). */
export function selectedInChoiceOrder(lines: readonly TProductLine[], state: WizardState): TProductLine[] {
  return lines
    .filter((line) => line.selected)
    .sort((a, b) => (state.lines[a.sourceId]?.addedAt ?? 0) - (state.lines[b.sourceId]?.addedAt ?? 0));
}

/** Source ids of the lines the session has selected in its current mode (none while checking a status). */
export function selectedSourceIds(state: WizardState): string[] {
  if (state.mode === 'rma-status') return [];
  const retail = state.mode === 'retail';
  return Object.values(state.lines)
    .filter((line) => line.selected && (line.orderNumber === '') === retail)
    .map((line) => line.sourceId);
}

import type { RequestItemErrors } from '../../../shared/rules/reasons.js';
import type { TRequestItem } from '../../../shared/schemas/index.js';

/** What the customer entered for one product; exactly the item the submit call sends. */
export type ItemState = TRequestItem;

export type ItemPatch = Partial<Omit<ItemState, 'sourceId'>>;

/** Per-product errors of the last validation, by field. */
export type ItemErrors = RequestItemErrors;

export function emptyItem(sourceId: string): ItemState {
  return {
    sourceId,
    reason: '',
    faultCategory: '',
    faultCode: '',
    comments: '',
    otherComments: '',
    cosmetic: '',
    damageImage: '',
    agreement: false,
  };
}

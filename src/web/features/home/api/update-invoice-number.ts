import type { Store } from '../../../../shared/stores.js';
import { answerChecks } from '../../../lib/answer-checks.js';
import { fromContract, sessionCall } from '../../../lib/api.js';
import { useLineMutation } from './line-mutation.js';

/** POST /api/your-products/update-invoice-number. */
export function updateInvoiceNumber(store: Store, sourceId: string, invoiceNumber: string) {
  return sessionCall(store, 'your-products/update-invoice-number', {
    method: 'POST',
    body: { sourceId, store, invoiceNumber },
    schema: fromContract(answerChecks.yourProducts, (c) => c.ZProductsOutcomeResponse),
  });
}

export const useUpdateInvoiceNumber = () => useLineMutation(updateInvoiceNumber, { errorToast: false });

import type { Store } from '../../../../shared/stores.js';
import { answerChecks } from '../../../lib/answer-checks.js';
import { fromContract, sessionCall } from '../../../lib/api.js';
import { useLineMutation } from './line-mutation.js';

/** POST /api/your-products/update-serial-number: checks and saves a serial; status is the check's result. */
export function updateSerialNumber(store: Store, sourceId: string, serialNumber: string) {
  return sessionCall(store, 'your-products/update-serial-number', {
    method: 'POST',
    body: { sourceId, store, serialNumber },
    schema: fromContract(answerChecks.yourProducts, (c) => c.ZProductsOutcomeResponse),
  });
}

export const useUpdateSerialNumber = () => useLineMutation(updateSerialNumber, { errorToast: false });

import { useMutation } from '@tanstack/react-query';
import { ApiStatus } from '../../../../shared/codes.js';
import type { TRequestItem } from '../../../../shared/schemas/index.js';
import type { Store } from '../../../../shared/stores.js';
import { answerChecks } from '../../../lib/answer-checks.js';
import { apiCall, ApiError, fromContract } from '../../../lib/api.js';
import { writeStored } from '../../../lib/storage.js';

export interface SubmitRequestBody {
  serviceRequired: number;
  items: TRequestItem[];
  store: Store;
  requestKey: string;
}

/** What a refused submit says: the RMA exists already, was created already, or the generic error. */
const REFUSAL_KEY: Record<string, string> = {
  [ApiStatus.RmaExists]: 'rmaExists',
  [ApiStatus.RmaCreated]: 'rmaCreated',
};

/**
 * POST /api/your-request/submit. Success is an RMA (its numbers are kept for the confirmation page) or
 * `address` (a replacement needs a shipping address first); any other status is a failure, which the global
 * handler shows.
 */
export async function submitRequest(body: SubmitRequestBody) {
  const answer = await apiCall('your-request/submit', {
    body,
    schema: fromContract(answerChecks.request, (c) => c.ZSubmitResponse),
  });
  if (answer.status === ApiStatus.Success && answer.rmaNo && answer.rmaId) {
    writeStored('rmaNo', answer.rmaNo);
    writeStored('rmaId', answer.rmaId);
    return answer;
  }
  if (answer.status === ApiStatus.Address) return answer;
  throw new ApiError(200, answer.status, REFUSAL_KEY[answer.status] ?? 'genericError', '');
}

export function useSubmitRequest() {
  return useMutation({ mutationFn: submitRequest });
}

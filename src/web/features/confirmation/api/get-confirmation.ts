import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Store } from '../../../../shared/stores.js';
import { answerChecks } from '../../../lib/answer-checks.js';
import { apiCall, fromContract } from '../../../lib/api.js';
import { writeStored } from '../../../lib/storage.js';

/**
 * GET /api/confirmation: the RMA and its detail. The number and rmaId together open it, so a saved link works in
 * a fresh browser without a session; the numbers are kept for a reload. The answer's wizard (step 1 again) is
 * recorded by the query client.
 */
export async function fetchConfirmation(store: Store, rmaNo: string, rmaId: string, signal?: AbortSignal) {
  const answer = await apiCall('confirmation', {
    query: { store, rmaNo, rmaId },
    schema: fromContract(answerChecks.rma, (c) => c.ZConfirmationResponse),
    signal,
  });
  writeStored('rmaNo', answer.request.rmaNo);
  writeStored('rmaId', rmaId);
  return answer;
}

export function confirmationQueryOptions(store: Store, rmaNo: string, rmaId: string) {
  return queryOptions({
    queryKey: ['confirmation', store, rmaNo, rmaId] as const,
    queryFn: ({ signal }) => fetchConfirmation(store, rmaNo, rmaId, signal),
    enabled: rmaNo !== '' && rmaId !== '',
    retry: false,
  });
}

export function useConfirmation(store: Store, rmaNo: string, rmaId: string) {
  return useQuery(confirmationQueryOptions(store, rmaNo, rmaId));
}

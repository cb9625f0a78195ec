import { useMutation } from '@tanstack/react-query';
import { TIMINGS } from '../../../../shared/limits.js';
import type { Store } from '../../../../shared/stores.js';
import { answerChecks } from '../../../lib/answer-checks.js';
import { fromContract, sessionCall } from '../../../lib/api.js';
import { useStore } from '../../../lib/store-context.js';
import { messageOfAnswer } from '../messages.js';

/** What a look-up sends: the number, and `quiet` for one made unasked (no notice when it is not found). */
export interface RmaLookUp {
  rmaNumber: string;
  quiet?: boolean;
}

/** An answer without a detail: its "not found" as an 8-second notice, unless the look-up was quiet. */
function notFoundNotice(data: unknown, variables: unknown) {
  const answer = data as Awaited<ReturnType<typeof searchRmaRequest>>;
  if (answer.detail || (variables as RmaLookUp).quiet) return null;
  return { message: messageOfAnswer(answer, 'rmaNotFound')!, ms: TIMINGS.notFoundNoticeMs };
}

/** POST /api/your-products/search-rma-request: an RMA of the customer's by number, with its detail. */
export function searchRmaRequest(store: Store, keyword: string) {
  return sessionCall(store, 'your-products/search-rma-request', {
    method: 'POST',
    body: { keyword, store },
    schema: fromContract(answerChecks.rma, (c) => c.ZSearchRmaResponse),
  });
}

/**
 * The look-up's answer is the mutation's data (the panel shows it); a failure shows beside the field, and
 * "not found" also as a notice (the query client).
 */
export function useSearchRmaRequest() {
  const { store } = useStore();
  return useMutation({
    mutationFn: ({ rmaNumber }: RmaLookUp) => searchRmaRequest(store, rmaNumber),
    meta: { errorToast: false, notice: notFoundNotice },
  });
}

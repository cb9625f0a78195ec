import { useMutation } from '@tanstack/react-query';
import { ZSearchRmaResponse } from '../../../../shared/schemas/index.js';
import type { Store } from '../../../../shared/stores.js';
import { sessionCall } from '../../../lib/api.js';
import { useStore } from '../../../lib/store-context.js';

/** POST /api/your-products/search-rma-request: an RMA of the customer's by number, with its detail. */
export function searchRmaRequest(store: Store, keyword: string) {
  return sessionCall(store, 'your-products/search-rma-request', {
    method: 'POST',
    body: { keyword, store },
    schema: ZSearchRmaResponse,
  });
}

/** The look-up's answer is the mutation's data (the panel shows it); a failure shows beside the field. */
export function useSearchRmaRequest() {
  const { store } = useStore();
  return useMutation({
    mutationFn: (rmaNumber: string) => searchRmaRequest(store, rmaNumber),
    meta: { errorToast: false },
  });
}

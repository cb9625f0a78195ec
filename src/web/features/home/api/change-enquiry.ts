import { useMutation } from '@tanstack/react-query';
import type { TEnquiryBody } from '../../../../shared/schemas/wizard.js';
import { answerChecks } from '../../../lib/answer-checks.js';
import { fromContract, sessionCall } from '../../../lib/api.js';
import { useStore } from '../../../lib/store-context.js';
import { PRODUCTS_CHANGE_KEY } from './mutation-keys.js';

/**
 * POST /api/your-products/enquiry: the customer chose another enquiry or purchase source (or the route names
 * one). The server applies the rules (stores with replacements only, a replacement without an order is retail)
 * and answers with the wizard, which the query client records.
 */
export function postEnquiry(body: TEnquiryBody) {
  return sessionCall(body.store, 'your-products/enquiry', {
    method: 'POST',
    body,
    schema: fromContract(answerChecks.wizard, (c) => c.ZEnquiryResponse),
  });
}

export function useChangeEnquiry() {
  const { store } = useStore();
  return useMutation({
    mutationKey: PRODUCTS_CHANGE_KEY,
    gcTime: Infinity,
    mutationFn: (change: Omit<TEnquiryBody, 'store'>) => postEnquiry({ store, ...change }),
  });
}

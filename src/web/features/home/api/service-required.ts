import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ZServiceRequiredBody } from '../../../../shared/schemas/index.js';
import { answerChecks } from '../../../lib/answer-checks.js';
import { fromContract, sessionCall } from '../../../lib/api.js';
import type { CallMeta } from '../../../lib/query-client.js';
import { SERVICE_REQUIRED_KEY } from './mutation-keys.js';

export type ServiceRequiredBody = z.input<typeof ZServiceRequiredBody>;

/** POST /api/your-products/service-required: the products step is complete; the answer moves the wizard. */
export function postServiceRequired(body: ServiceRequiredBody) {
  return sessionCall(body.store, 'your-products/service-required', {
    method: 'POST',
    body,
    schema: fromContract(answerChecks.products, (c) => c.ZServiceRequiredResponse),
  });
}

/**
 * A refusal (a status other than success) is shown by the caller; the wizard moves through the answer.
 * `errorToast` and `toastMs` say which failures the query client shows as a toast, and for how long.
 */
export function useServiceRequired(options: Pick<CallMeta, 'errorToast' | 'toastMs'>) {
  return useMutation({
    mutationKey: SERVICE_REQUIRED_KEY,
    gcTime: Infinity,
    mutationFn: postServiceRequired,
    meta: options,
  });
}

import { useMutation } from '@tanstack/react-query';
import type { Store } from '../../../../shared/stores.js';
import { answerChecks } from '../../../lib/answer-checks.js';
import { apiCall, fromContract } from '../../../lib/api.js';

/** POST /api/your-request/remove-damage-image. */
export function removeDamageImage(store: Store, sourceId: string) {
  return apiCall('your-request/remove-damage-image', {
    body: { sourceId, store },
    schema: fromContract(answerChecks.common, (c) => c.ZStatusOnly),
  });
}

export function useRemoveDamageImage(store: Store, sourceId: string) {
  return useMutation({ mutationFn: () => removeDamageImage(store, sourceId) });
}

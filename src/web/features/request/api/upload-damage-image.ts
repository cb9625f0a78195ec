import { useMutation } from '@tanstack/react-query';
import type { Store } from '../../../../shared/stores.js';
import { answerChecks } from '../../../lib/answer-checks.js';
import { apiCall, fromContract } from '../../../lib/api.js';

/** POST /api/your-request/upload-damage-image: a photo of the damage (multipart); answers its link. */
export function uploadDamageImage(store: Store, sourceId: string, file: File) {
  const form = new FormData();
  form.append('sourceId', sourceId);
  form.append('store', store);
  form.append('file', file);
  return apiCall('your-request/upload-damage-image', {
    query: { store },
    body: form,
    schema: fromContract(answerChecks.request, (c) => c.ZUploadDamageResponse),
  });
}

export function useUploadDamageImage(store: Store, sourceId: string) {
  return useMutation({ mutationFn: (file: File) => uploadDamageImage(store, sourceId, file) });
}

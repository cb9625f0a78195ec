import type { Store } from '../../../../shared/stores.js';
import { answerChecks } from '../../../lib/answer-checks.js';
import { fromContract, sessionCall } from '../../../lib/api.js';
import { useLineMutation } from './line-mutation.js';

/** POST /api/your-products/upload-file: the proof of purchase of a line (multipart). */
export function uploadProof(store: Store, sourceId: string, file: File) {
  const form = new FormData();
  form.append('sourceId', sourceId);
  form.append('store', store);
  form.append('file', file, file.name);
  return sessionCall(store, 'your-products/upload-file', {
    method: 'POST',
    query: { store },
    body: form,
    schema: fromContract(answerChecks.yourProducts, (c) => c.ZProductsOutcomeResponse),
  });
}

export const useUploadProof = () => useLineMutation(uploadProof, { errorToast: false });

import { useQuery } from '@tanstack/react-query';
import {
  ZStatusOnly,
  ZSubmitResponse,
  ZUploadDamageResponse,
  ZYourRequestResponse,
  type TRequestItem,
} from '../../../shared/schemas/index.js';
import type { Store } from '../../../shared/stores.js';
import { apiCall } from '../../lib/api.js';

/** GET /api/your-request: the services offered and the products chosen on the products step. */
export function useYourRequest(store: Store) {
  return useQuery({
    queryKey: ['your-request', store],
    queryFn: ({ signal }) => apiCall('your-request', { query: { store }, schema: ZYourRequestResponse, signal }),
    // The products step changes what this answers: always ask again when the step shows.
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}

export function uploadDamageImage(store: Store, sourceId: string, file: File) {
  const form = new FormData();
  form.append('sourceId', sourceId);
  form.append('store', store);
  form.append('file', file);
  return apiCall('your-request/upload-damage-image', { query: { store }, body: form, schema: ZUploadDamageResponse });
}

export function removeDamageImage(store: Store, sourceId: string) {
  return apiCall('your-request/remove-damage-image', { body: { sourceId, store }, schema: ZStatusOnly });
}

export function sendContactUs(store: Store, message: string) {
  return apiCall('your-request/contact-us', { body: { message, store, channel: 'contact' }, schema: ZStatusOnly });
}

export function submitRequest(body: {
  serviceRequired: number;
  items: TRequestItem[];
  store: Store;
  requestKey: string;
}) {
  return apiCall('your-request/submit', { body, schema: ZSubmitResponse });
}

/** A key per submit attempt: the server answers a repeat with the same key with the same RMA. */
export function newRequestKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // Outside a secure context randomUUID is missing; 16 random bytes serve the same purpose.
  return [...crypto.getRandomValues(new Uint8Array(16))].map((b) => b.toString(16).padStart(2, '0')).join('');
}

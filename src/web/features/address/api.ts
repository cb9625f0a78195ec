import { useQuery } from '@tanstack/react-query';
import {
  ZAddressSubmitResponse,
  ZAddressUpdateResponse,
  ZYourAddressResponse,
  type TAddressInput,
} from '../../../shared/schemas/index.js';
import type { Store } from '../../../shared/stores.js';
import { apiCall } from '../../lib/api.js';

export const addressQueryKey = (store: Store) => ['your-address', store] as const;

/** GET /api/your-address: saved addresses, the chosen one, and the session's country. */
export function useYourAddress(store: Store) {
  return useQuery({
    queryKey: addressQueryKey(store),
    queryFn: ({ signal }) => apiCall('your-address', { query: { store }, schema: ZYourAddressResponse, signal }),
    staleTime: 0,
    retry: false,
  });
}

export function updateAddress(store: Store, address: TAddressInput) {
  return apiCall('your-address/update', { body: { store, address }, schema: ZAddressUpdateResponse });
}

/** Not parsed with the schema: a non-success answer is shown raw, as the server sent it. */
export function submitAddress(store: Store, id: number, requestKey: string) {
  return apiCall<unknown>('your-address/submit', { body: { store, address: { id }, requestKey } });
}

export function parseSubmitAnswer(answer: unknown) {
  return ZAddressSubmitResponse.safeParse(answer);
}

/** A key per submit attempt: a repeat with the same key is answered with the same RMA. */
export function newRequestKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return [...crypto.getRandomValues(new Uint8Array(16))].map((b) => b.toString(16).padStart(2, '0')).join('');
}

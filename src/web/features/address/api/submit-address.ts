import { useMutation } from '@tanstack/react-query';
import { ApiStatus } from '../../../../shared/codes.js';
import { ZAddressSubmitResponse } from '../../../../shared/schemas/index.js';
import type { Store } from '../../../../shared/stores.js';
import { ApiError, apiCall } from '../../../lib/api.js';
import { writeStored } from '../../../lib/storage.js';

/** A submit the server did not accept; `answer` is what it sent, shown raw (docs/rules/address.md). */
export class AddressSubmitRefused extends ApiError {
  constructor(readonly answer: unknown) {
    super(200, 'fail', 'genericError', '');
  }
}

/**
 * POST /api/your-address/submit: the chosen address completes the request. Success is the RMA (its numbers are
 * kept for the confirmation page); anything else is a failure that carries the raw answer.
 */
export async function submitAddress(store: Store, id: number, requestKey: string) {
  const answer = await apiCall<unknown>('your-address/submit', { body: { store, address: { id }, requestKey } });
  const parsed = ZAddressSubmitResponse.safeParse(answer);
  if (!parsed.success || parsed.data.status !== ApiStatus.Success || !parsed.data.rmaNo || !parsed.data.rmaId) {
    throw new AddressSubmitRefused(answer);
  }
  writeStored('rmaNo', parsed.data.rmaNo);
  writeStored('rmaId', parsed.data.rmaId);
  return parsed.data;
}

export function useSubmitAddress(store: Store) {
  return useMutation({
    mutationFn: ({ id, requestKey }: { id: number; requestKey: string }) => submitAddress(store, id, requestKey),
  });
}

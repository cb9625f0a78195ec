import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAddressInput, TYourAddressResponse } from '../../../../shared/schemas/index.js';
import type { Store } from '../../../../shared/stores.js';
import { answerChecks } from '../../../lib/answer-checks.js';
import { apiCall, fromContract } from '../../../lib/api.js';
import { addressQueryKey } from './get-your-address.js';

/** POST /api/your-address/update: saves a new or changed address; answers the list and the saved one's id. */
export function updateAddress(store: Store, address: TAddressInput) {
  return apiCall('your-address/update', {
    body: { store, address },
    schema: fromContract(answerChecks.address, (c) => c.ZAddressUpdateResponse),
  });
}

/** The answer's list replaces the cached one. */
export function useUpdateAddress(store: Store) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (address: TAddressInput) => updateAddress(store, address),
    onSuccess: (answer) => {
      client.setQueryData<TYourAddressResponse>(addressQueryKey(store), (current) =>
        current ? { ...current, items: answer.items } : current,
      );
    },
  });
}

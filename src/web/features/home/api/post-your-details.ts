import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TYourDetailsBody } from '../../../../shared/schemas/index.js';
import type { TYourDetailsResponse } from '../../../../shared/schemas/details.js';
import type { Store } from '../../../../shared/stores.js';
import { answerChecks } from '../../../lib/answer-checks.js';
import { fromContract, sessionCall } from '../../../lib/api.js';
import { writeStored } from '../../../lib/storage.js';
import { yourDetailsQueryKey } from './get-your-details.js';
import { DETAILS_SAVE_KEY } from './mutation-keys.js';
import { yourProductsQueryKey } from './get-your-products.js';

/** POST /api/your-details: saves the details; the answer names the session (token) and moves the wizard. */
export function postYourDetails(body: TYourDetailsBody) {
  return sessionCall(body.store, 'your-details', {
    method: 'POST',
    body,
    schema: fromContract(answerChecks.details, (c) => c.ZYourDetailsPostResponse),
  });
}

/**
 * Saves the details. The cache then holds what the server accepted (the details and its wizard); the products
 * belong to the e-mail, so the list is asked for afresh.
 */
export function useSaveYourDetails(store: Store) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: DETAILS_SAVE_KEY,
    mutationFn: postYourDetails,
    onSuccess: async (answer, body) => {
      writeStored('token', answer.token);
      const { firstName, lastName, email, country, pid = '', languageReply } = body;
      client.setQueryData<TYourDetailsResponse>(yourDetailsQueryKey(store), (current) =>
        current
          ? { ...current, firstName, lastName, email, country, pid, languageReply, wizard: answer.wizard }
          : current,
      );
      // No earlier e-mail's list may flash up: the list starts empty and is fetched again where it shows.
      await client.resetQueries({ queryKey: yourProductsQueryKey(store) });
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZStoreSettingsAnswer, type TStoreSettingsInput } from '../../../../../shared/staff/settings.js';
import type { Store } from '../../../../../shared/stores.js';
import { staffCall } from '../../../lib/api.js';
import { settingsKey } from './get-store-settings.js';

/** PUT /api/staff/stores/:store/settings (the whole set): the saved settings go into the cache. */
export function useSaveStoreSettings(store: Store) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (settings: TStoreSettingsInput) =>
      staffCall(`stores/${store}/settings`, { method: 'PUT', body: settings, schema: ZStoreSettingsAnswer }),
    onSuccess: (saved) => client.setQueryData(settingsKey(store), saved),
    meta: { errorToast: false },
  });
}

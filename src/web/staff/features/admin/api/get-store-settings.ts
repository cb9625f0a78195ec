import { queryOptions } from '@tanstack/react-query';
import { ZStoreSettingsAnswer } from '../../../../../shared/staff/settings.js';
import type { Store } from '../../../../../shared/stores.js';
import { staffCall } from '../../../lib/api.js';

export const settingsKey = (store: Store) => ['staff', 'store-settings', store] as const;

/** GET /api/staff/stores/:store/settings: the store's settings, its defaults until first saved. */
export const storeSettingsQuery = (store: Store) =>
  queryOptions({
    queryKey: settingsKey(store),
    queryFn: ({ signal }) => staffCall(`stores/${store}/settings`, { schema: ZStoreSettingsAnswer, signal }),
    meta: { errorToast: false },
  });

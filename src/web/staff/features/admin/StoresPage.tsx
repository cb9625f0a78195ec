import { Alert, Button, NativeSelect, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { isStore, type Store } from '../../../../shared/stores.js';
import { AdminFrame } from './AdminFrame.js';
import { storeSettingsQuery } from './api/get-store-settings.js';
import { SettingsForm } from './SettingsForm.js';
import { storeLabel, useOwnStores } from './StoresField.js';

function StoreSettings() {
  const { t } = useTranslation();
  const stores = useOwnStores();
  const [params, setParams] = useSearchParams();
  const asked = params.get('store');
  // The store in the address when it is one of the admin's, else the first of them.
  const store: Store | undefined = asked && isStore(asked) && stores.includes(asked) ? asked : stores[0];
  const settings = useQuery({ ...storeSettingsQuery(store ?? 'us'), enabled: store !== undefined });

  if (!store) return <Text c="gray.7">{t('admin.stores.none')}</Text>;
  let body;
  if (settings.isError) {
    body = (
      <Alert color="red" role="alert" title={t('error.generic')}>
        <Button size="xs" variant="light" onClick={() => void settings.refetch()}>
          {t('state.retry')}
        </Button>
      </Alert>
    );
  } else if (settings.isPending) body = <Text aria-busy="true">{t('state.loading')}</Text>;
  else body = <SettingsForm key={store} settings={settings.data} />;

  return (
    <Stack gap="md">
      <NativeSelect
        label={t('admin.stores.store')}
        value={store}
        onChange={(event) => setParams({ store: event.currentTarget.value }, { replace: true })}
        data={stores.map((value) => ({ value, label: storeLabel(value) }))}
        maw={320}
      />
      {body}
    </Stack>
  );
}

/** A store's settings (docs/staff/console.md#administration), for the admins of the store. */
export function StoresPage() {
  const { t } = useTranslation();
  return (
    <AdminFrame title={t('admin.stores.title')} intro={t('admin.stores.intro')}>
      <StoreSettings />
    </AdminFrame>
  );
}

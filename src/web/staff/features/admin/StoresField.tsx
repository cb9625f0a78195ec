import { Checkbox, Group, Radio, SimpleGrid, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StoreScope } from '../../../../shared/staff/roles.js';
import { STORE_INFO, STORES, type Store } from '../../../../shared/stores.js';
import { useStaff } from '../../lib/staff-context.js';

/** A store as the screens name it: its code and its region. */
export function storeLabel(store: Store): string {
  return `${store.toUpperCase()} · ${STORE_INFO[store].regionName}`;
}

/** The stores an admin may hand out: every store, or the admin's own. */
export function useOwnStores(): readonly Store[] {
  const scope = useStaff().stores;
  return scope === '*' ? STORES : scope;
}

/**
 * A staff user's stores: all of them (offered to an admin of every store only), or some, ticked from the stores
 * within the admin's own reach.
 */
export function StoresField({
  value,
  onChange,
  error,
}: {
  value: StoreScope;
  onChange: (scope: StoreScope) => void;
  error?: string;
}) {
  const { t } = useTranslation();
  const own = useStaff().stores;
  const offered = useOwnStores();
  // The stores ticked before "all" was chosen come back when "some" is chosen again.
  const [picked, setPicked] = useState<readonly Store[]>(value === '*' ? [] : value);
  const all = value === '*';
  return (
    <Stack gap="xs">
      {own === '*' ? (
        <Radio.Group
          label={t('admin.form.stores')}
          value={all ? 'all' : 'some'}
          onChange={(choice) => onChange(choice === 'all' ? '*' : [...picked])}
        >
          <Group gap="lg" mt={4}>
            <Radio value="all" label={t('admin.form.allStores')} />
            <Radio value="some" label={t('admin.form.someStores')} />
          </Group>
        </Radio.Group>
      ) : null}
      {all ? null : (
        <Checkbox.Group
          label={own === '*' ? t('admin.form.pickStores') : t('admin.form.stores')}
          value={[...picked]}
          error={error}
          onChange={(codes) => {
            const next = offered.filter((store) => codes.includes(store));
            setPicked(next);
            onChange(next);
          }}
        >
          <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="xs" verticalSpacing={6} mt={4}>
            {offered.map((store) => (
              <Checkbox key={store} value={store} label={storeLabel(store)} size="sm" />
            ))}
          </SimpleGrid>
        </Checkbox.Group>
      )}
    </Stack>
  );
}

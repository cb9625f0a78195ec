import { Group, NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { INBOX_CHANNELS, INBOX_STATUSES, ZInboxQuery } from '../../../../shared/staff/inbox.js';
import { STORES, isStore } from '../../../../shared/stores.js';
import { useStaff } from '../../lib/staff-context.js';
import type { InboxView } from './view.js';

/** Store (the user's own), status and channel; each applies at once and is kept in the URL. */
export function InboxFilters({ view, update }: { view: InboxView; update: (change: Partial<InboxView>) => void }) {
  const { t } = useTranslation();
  const staff = useStaff();
  const stores = staff.stores === '*' ? STORES : staff.stores;
  return (
    <Group gap="xs" align="flex-end" wrap="wrap">
      {stores.length > 1 ? (
        <NativeSelect
          label={t('inbox.filter.store')}
          value={view.store ?? ''}
          onChange={(event) => {
            const value = event.currentTarget.value;
            update({ store: isStore(value) ? value : undefined });
          }}
          data={[
            { value: '', label: t('inbox.filter.allStores') },
            ...stores.map((store) => ({ value: store, label: store.toUpperCase() })),
          ]}
          miw={120}
        />
      ) : null}
      <NativeSelect
        label={t('inbox.filter.status')}
        value={view.status ?? ''}
        onChange={(event) => {
          const parsed = ZInboxQuery.shape.status.safeParse(event.currentTarget.value);
          update({ status: parsed.success ? parsed.data : undefined });
        }}
        data={[
          { value: '', label: t('inbox.filter.anyStatus') },
          ...INBOX_STATUSES.map((status) => ({ value: status, label: t(`inbox.status.${status}`) })),
        ]}
        miw={140}
      />
      <NativeSelect
        label={t('inbox.filter.channel')}
        value={view.channel ?? ''}
        onChange={(event) => {
          const parsed = ZInboxQuery.shape.channel.safeParse(event.currentTarget.value);
          update({ channel: parsed.success ? parsed.data : undefined });
        }}
        data={[
          { value: '', label: t('inbox.filter.anyChannel') },
          ...INBOX_CHANNELS.map((channel) => ({ value: channel, label: t(`inbox.channel.${channel}`) })),
        ]}
        miw={140}
      />
    </Group>
  );
}

import { Button, Group, NativeSelect, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAIL_STATUSES, ZMailStatus } from '../../../../shared/schemas/mail.js';
import { STORES, isStore } from '../../../../shared/stores.js';
import { useStaff } from '../../lib/staff-context.js';
import type { MailView } from './view.js';

/** Store (the user's own), delivery state, and a part of the recipient's address (applied with Enter or Search). */
export function MailFilters({ view, update }: { view: MailView; update: (change: Partial<MailView>) => void }) {
  const { t } = useTranslation();
  const staff = useStaff();
  const stores = staff.stores === '*' ? STORES : staff.stores;
  const [q, setQ] = useState(view.q ?? '');
  useEffect(() => setQ(view.q ?? ''), [view.q]);
  return (
    <Group gap="xs" align="flex-end" wrap="wrap">
      {stores.length > 1 ? (
        <NativeSelect
          label={t('mail.filter.store')}
          value={view.store ?? ''}
          onChange={(event) => {
            const value = event.currentTarget.value;
            update({ store: isStore(value) ? value : undefined });
          }}
          data={[
            { value: '', label: t('mail.filter.allStores') },
            ...stores.map((store) => ({ value: store, label: store.toUpperCase() })),
          ]}
          w={130}
        />
      ) : null}
      <NativeSelect
        label={t('mail.filter.status')}
        value={view.status ?? ''}
        onChange={(event) => {
          const parsed = ZMailStatus.safeParse(event.currentTarget.value);
          update({ status: parsed.success ? parsed.data : undefined });
        }}
        data={[
          { value: '', label: t('mail.filter.anyStatus') },
          ...MAIL_STATUSES.map((status) => ({ value: status, label: t(`mail.status.${status}`) })),
        ]}
        w={150}
      />
      <form
        role="search"
        style={{ flex: '1 1 240px', display: 'flex', gap: 8, alignItems: 'flex-end' }}
        onSubmit={(event) => {
          event.preventDefault();
          update({ q: q.trim() || undefined });
        }}
      >
        <TextInput
          type="search"
          label={t('mail.filter.recipient')}
          placeholder={t('mail.filter.recipientHint')}
          value={q}
          onChange={(event) => setQ(event.currentTarget.value)}
          maxLength={254}
          style={{ flex: 1 }}
        />
        <Button type="submit" variant="default">
          {t('mail.filter.search')}
        </Button>
      </form>
    </Group>
  );
}

import { Button, Group, NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { STORES, STORE_INFO } from '../../../../shared/stores.js';
import { RMA_KINDS } from '../../../../shared/staff/queues.js';
import { ALL_STATUSES } from '../../components/StatusBadge.js';
import type { QueueView } from './filters.js';

const FIELDS = ['store', 'kind', 'status', 'assignee', 'reason', 'product', 'createdFrom', 'createdTo'] as const;
type Draft = Record<(typeof FIELDS)[number], string>;

function draftOf(view: QueueView): Draft {
  return Object.fromEntries(FIELDS.map((name) => [name, view[name] ?? ''])) as Draft;
}

type Setter = (name: keyof Draft) => (event: { currentTarget: { value: string } }) => void;

function FilterFields({ draft, set }: { draft: Draft; set: Setter }) {
  const { t } = useTranslation();
  const any = t('filters.any');
  return (
    <>
      <NativeSelect
        size="xs"
        label={t('filters.store')}
        value={draft.store}
        onChange={set('store')}
        data={[
          { value: '', label: any },
          ...STORES.map((s) => ({ value: s, label: `${s.toUpperCase()} · ${STORE_INFO[s].regionName}` })),
        ]}
      />
      <NativeSelect
        size="xs"
        label={t('filters.kind')}
        value={draft.kind}
        onChange={set('kind')}
        data={[{ value: '', label: any }, ...RMA_KINDS.map((k) => ({ value: k, label: t(`kind.${k}`) }))]}
      />
      <NativeSelect
        size="xs"
        label={t('filters.status')}
        value={draft.status}
        onChange={set('status')}
        data={[{ value: '', label: any }, ...ALL_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))]}
      />
      <NativeSelect
        size="xs"
        label={t('filters.assignee')}
        value={draft.assignee}
        onChange={set('assignee')}
        data={[
          { value: '', label: any },
          { value: 'me', label: t('filters.assignedToMe') },
          { value: 'none', label: t('filters.unassigned') },
        ]}
      />
      <TextInput size="xs" label={t('filters.reason')} value={draft.reason} onChange={set('reason')} maxLength={40} />
      <TextInput
        size="xs"
        label={t('filters.product')}
        value={draft.product}
        onChange={set('product')}
        maxLength={100}
      />
      <TextInput
        size="xs"
        type="date"
        label={t('filters.createdFrom')}
        value={draft.createdFrom}
        onChange={set('createdFrom')}
      />
      <TextInput
        size="xs"
        type="date"
        label={t('filters.createdTo')}
        value={draft.createdTo}
        onChange={set('createdTo')}
      />
    </>
  );
}

/** The queue's filters; applied together (Enter in any field, or Apply), cleared together. */
export function QueueFilters({ view, onApply }: { view: QueueView; onApply: (change: Partial<QueueView>) => void }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(() => draftOf(view));
  const set = (name: keyof Draft) => (event: { currentTarget: { value: string } }) => {
    const value = event.currentTarget.value;
    setDraft((current) => ({ ...current, [name]: value }));
  };
  const apply = (values: Draft) =>
    onApply(Object.fromEntries(FIELDS.map((name) => [name, values[name] || undefined])) as Partial<QueueView>);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        apply(draft);
      }}
      aria-label={t('filters.title')}
    >
      <SimpleGrid cols={{ base: 2, sm: 4, lg: 8 }} spacing="xs" verticalSpacing="xs">
        <FilterFields draft={draft} set={set} />
      </SimpleGrid>
      <Group gap="xs" mt="xs">
        <Button type="submit" size="xs">
          {t('filters.apply')}
        </Button>
        <Button
          size="xs"
          variant="default"
          onClick={() => {
            const cleared = Object.fromEntries(FIELDS.map((name) => [name, ''])) as Draft;
            setDraft(cleared);
            apply(cleared);
          }}
        >
          {t('filters.clear')}
        </Button>
      </Group>
    </form>
  );
}

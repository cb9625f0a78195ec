import { Button, Group, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useEffect, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { QueueView } from './filters.js';

/** The one search box (RMA or order number, e-mail, serial) and the button that shows the filters. */
export function QueueSearch(props: {
  view: QueueView;
  update: (change: Partial<QueueView>) => void;
  inputRef: RefObject<HTMLInputElement | null>;
  filterCount: number;
  filtersOpen: boolean;
  onToggleFilters: () => void;
}) {
  const { t } = useTranslation();
  const { view, update } = props;
  const [search, setSearch] = useState(view.q ?? '');
  const commit = useDebouncedCallback((q: string) => update({ q: q.trim() || undefined }), 350);
  // A search still waiting when the user leaves the field is applied at once, and never after leaving the queue
  // (it would take the user back from the RMA they opened).
  useEffect(() => () => commit.cancel(), [commit]);
  return (
    <Group gap="xs" align="flex-end" wrap="nowrap">
      <TextInput
        ref={props.inputRef}
        type="search"
        style={{ flex: 1 }}
        label={t('queue.search')}
        placeholder={t('queue.searchPlaceholder')}
        value={search}
        onChange={(event) => {
          setSearch(event.currentTarget.value);
          commit(event.currentTarget.value);
        }}
        onBlur={() => commit.flush()}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          commit.cancel();
          update({ q: search.trim() || undefined });
        }}
      />
      <Button
        variant={props.filtersOpen ? 'light' : 'default'}
        onClick={props.onToggleFilters}
        aria-expanded={props.filtersOpen}
      >
        {props.filterCount ? t('filters.buttonCount', { count: props.filterCount }) : t('filters.button')}
      </Button>
    </Group>
  );
}

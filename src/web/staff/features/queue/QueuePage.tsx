import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { staffUrl } from '../../lib/api.js';
import { useCan } from '../../lib/staff-context.js';
import { countsQuery } from './api/get-counts.js';
import { queueQuery } from './api/get-queue.js';
import { BulkBar } from './BulkBar.js';
import { activeFilterCount, apiQuery, type QueueView } from './filters.js';
import { QueueCards } from './QueueCards.js';
import { QueueFilters } from './QueueFilters.js';
import { QueueSearch } from './QueueSearch.js';
import { QueueTable } from './QueueTable.js';
import { QueueTabs } from './QueueTabs.js';
import { useQueueKeys } from './useQueueKeys.js';
import { useQueueView } from './useQueueView.js';
import { useSelection } from './useSelection.js';
import { LoadFailed, Loading } from '../../components/QueryState.js';

/** The rows: loading, failed, empty, a table, or cards on a phone; then "Load more". */
function QueueList(props: {
  view: QueueView;
  update: (change: Partial<QueueView>) => void;
  queue: ReturnType<typeof useQueueData>;
  rowsProps: Parameters<typeof QueueCards>[0];
  selection: ReturnType<typeof useSelection>;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 48em)');
  const { queue, rowsProps, selection } = props;
  if (queue.isError) {
    return <LoadFailed onRetry={props.onRetry} />;
  }
  if (queue.isPending) return <Loading />;
  if (rowsProps.rows.length === 0) {
    return (
      <Text c="dimmed" py="lg" ta="center">
        {t('queue.empty')}
      </Text>
    );
  }
  return (
    <>
      {phone ? (
        <QueueCards {...rowsProps} />
      ) : (
        <QueueTable
          {...rowsProps}
          view={props.view}
          onSort={(sort, dir) => props.update({ sort, dir })}
          allSelected={selection.allSelected}
          onToggleAll={selection.toggleAll}
        />
      )}
      <Group justify="space-between">
        <Text size="sm" c="dimmed" aria-live="polite">
          {t('queue.showing', { count: rowsProps.rows.length })}
        </Text>
        {queue.hasNextPage ? (
          <Button variant="default" onClick={() => void queue.fetchNextPage()} loading={queue.isFetchingNextPage}>
            {t('queue.loadMore')}
          </Button>
        ) : null}
      </Group>
    </>
  );
}

function useQueueData(view: QueueView) {
  return useInfiniteQuery(queueQuery(view));
}

/** The queues (docs/staff/console.md#queue): tabs with live counts, filters and search in the URL, bulk actions. */
export function QueuePage() {
  const { t } = useTranslation();
  const { view, update } = useQueueView();
  const counts = useQuery(countsQuery(view));
  const queue = useQueueData(view);
  const rows = useMemo(() => queue.data?.pages.flatMap((page) => page.items) ?? [], [queue.data]);
  const selection = useSelection(rows, JSON.stringify(apiQuery(view)));
  const canSelect = useCan('work');
  const searchRef = useRef<HTMLInputElement>(null);
  const filterCount = activeFilterCount(view);
  const [filtersOpen, setFiltersOpen] = useState(filterCount > 0);
  const refresh = () => {
    void queue.refetch();
    void counts.refetch();
  };
  const activeId = useQueueKeys({ rows, search: searchRef, onToggle: selection.toggle, onRefresh: refresh });
  const rowsProps = { rows, selected: selection.ids, onToggle: selection.toggle, activeId, canSelect };
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="center">
        <Title order={1} size="h3">
          {t('queue.title')}
        </Title>
        <Anchor href={staffUrl('rmas.csv', apiQuery(view))} download size="sm">
          {t('queue.exportCsv')}
        </Anchor>
      </Group>
      <QueueTabs
        tab={view.tab}
        counts={counts.data?.counts}
        capped={counts.data?.capped}
        onChange={(tab) => update({ tab })}
      />
      <QueueSearch
        view={view}
        update={update}
        inputRef={searchRef}
        filterCount={filterCount}
        filtersOpen={filtersOpen}
        onToggleFilters={() => setFiltersOpen((open) => !open)}
      />
      {filtersOpen ? <QueueFilters view={view} onApply={update} /> : null}
      {canSelect ? <BulkBar rows={selection.rows} onDone={selection.clear} /> : null}
      <QueueList
        view={view}
        update={update}
        queue={queue}
        rowsProps={rowsProps}
        selection={selection}
        onRetry={refresh}
      />
    </Stack>
  );
}

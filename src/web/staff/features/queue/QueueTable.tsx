import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SORT_KEYS } from '../../../../shared/staff/queues.js';
import { StatusBadge } from '../../components/StatusBadge.js';
import type { QueueView } from './filters.js';
import classes from './Queue.module.css';
import { AssigneeCell, DueCell, ProductCell, RmaLink, SelectBox, useDates, type RowsProps } from './row-parts.js';

type SortKey = (typeof SORT_KEYS)[number];

function SortHeader({
  name,
  view,
  onSort,
}: {
  name: SortKey;
  view: QueueView;
  onSort: (sort: SortKey, dir: 'asc' | 'desc') => void;
}) {
  const { t } = useTranslation();
  const active = view.sort === name;
  const next = active && view.dir === 'desc' ? 'asc' : 'desc';
  return (
    <Table.Th aria-sort={active ? (view.dir === 'asc' ? 'ascending' : 'descending') : 'none'}>
      <button type="button" className={classes.sortButton} onClick={() => onSort(name, next)}>
        {t(`queue.column.${name}`)}
        <span aria-hidden="true">{active ? (view.dir === 'asc' ? '▲' : '▼') : '↕'}</span>
      </button>
    </Table.Th>
  );
}

type TableProps = RowsProps & {
  view: QueueView;
  onSort: (sort: SortKey, dir: 'asc' | 'desc') => void;
  allSelected: boolean;
  onToggleAll: () => void;
};

function QueueHead(props: TableProps) {
  const { t } = useTranslation();
  const { view, onSort, canSelect } = props;
  return (
    <Table.Thead>
      <Table.Tr>
        {canSelect ? (
          <Table.Th w={32}>
            <input
              type="checkbox"
              checked={props.allSelected}
              onChange={props.onToggleAll}
              aria-label={t('queue.selectAll')}
            />
          </Table.Th>
        ) : null}
        <Table.Th>{t('queue.column.rma')}</Table.Th>
        <Table.Th>
          {t('queue.column.store')} · {t('queue.column.kind')}
        </Table.Th>
        <Table.Th>{t('queue.column.status')}</Table.Th>
        <Table.Th>{t('queue.column.customer')}</Table.Th>
        <Table.Th>{t('queue.column.product')}</Table.Th>
        <Table.Th>{t('queue.column.assignee')}</Table.Th>
        <SortHeader name="created" view={view} onSort={onSort} />
        <SortHeader name="due" view={view} onSort={onSort} />
        <SortHeader name="updated" view={view} onSort={onSort} />
      </Table.Tr>
    </Table.Thead>
  );
}

/** The queue at desktop widths: a dense table with sortable dates. */
export function QueueTable(props: TableProps) {
  const { t } = useTranslation();
  const { short } = useDates();
  const { rows, canSelect } = props;
  return (
    <Table.ScrollContainer minWidth={960}>
      <Table className={classes.table} highlightOnHover verticalSpacing={6} horizontalSpacing="xs" fz="sm">
        <QueueHead {...props} />
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr
              key={row.id}
              className={classes.row}
              data-late={row.late || undefined}
              data-active={props.activeId === row.id || undefined}
              aria-selected={canSelect ? props.selected.has(row.id) : undefined}
            >
              {canSelect ? (
                <Table.Td>
                  <SelectBox row={row} selected={props.selected} onToggle={props.onToggle} />
                </Table.Td>
              ) : null}
              <Table.Td>
                <RmaLink row={row} />
              </Table.Td>
              <Table.Td>
                <Text size="sm" fw={600}>
                  {row.store.toUpperCase()}
                </Text>
                <Text size="xs">{t(`kind.${row.kind}`)}</Text>
              </Table.Td>
              <Table.Td>
                <StatusBadge status={row.status} />
              </Table.Td>
              <Table.Td>
                <Text size="sm">{row.customerName}</Text>
                <Text size="xs" c="dimmed">
                  {row.email}
                </Text>
              </Table.Td>
              <Table.Td maw={260}>
                <ProductCell row={row} />
              </Table.Td>
              <Table.Td>
                <AssigneeCell row={row} />
              </Table.Td>
              <Table.Td className={classes.nowrap}>{short(row.createdAt)}</Table.Td>
              <Table.Td>
                <DueCell row={row} />
              </Table.Td>
              <Table.Td className={classes.nowrap}>{short(row.updatedAt)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

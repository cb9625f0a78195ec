import { NativeSelect, Paper, Table } from '@mantine/core';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './Insights.module.css';

export interface Column<Row> {
  key: string;
  label: string;
  cell: (row: Row) => ReactNode;
  /** Right-aligned figures. */
  numeric?: boolean;
  /** Sortable by this value (numbers sort largest first at the first click, words A to Z). */
  sortValue?: (row: Row) => number | string;
}

export interface Sort {
  key: string;
  dir: 'asc' | 'desc';
}

function compare(a: number | string, b: number | string): number {
  return typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b));
}

function useSorted<Row>(rows: readonly Row[], columns: Column<Row>[], sort: Sort | undefined): Row[] {
  return useMemo(() => {
    const column = columns.find((c) => c.key === sort?.key);
    if (!sort || !column?.sortValue) return [...rows];
    const value = column.sortValue;
    const sign = sort.dir === 'asc' ? 1 : -1;
    // A stable sort: rows that tie keep the server's order (most frequent first).
    return rows
      .map((row, index) => ({ row, index }))
      .sort((a, b) => sign * compare(value(a.row), value(b.row)) || a.index - b.index)
      .map(({ row }) => row);
  }, [rows, columns, sort]);
}

function SortHeader<Row>({ column, sort, onSort }: { column: Column<Row>; sort?: Sort; onSort: (s: Sort) => void }) {
  const active = sort?.key === column.key;
  const first = column.numeric ? 'desc' : 'asc';
  const next = active ? (sort.dir === 'asc' ? 'desc' : 'asc') : first;
  return (
    <Table.Th
      aria-sort={active ? (sort.dir === 'asc' ? 'ascending' : 'descending') : 'none'}
      className={column.numeric ? classes.numeric : undefined}
    >
      <button type="button" className={classes.sortButton} onClick={() => onSort({ key: column.key, dir: next })}>
        {column.label}
        <span aria-hidden="true">{active ? (sort.dir === 'asc' ? '▲' : '▼') : '↕'}</span>
      </button>
    </Table.Th>
  );
}

/** The rows as cards (a phone): the first column as the card's title, the others as its facts; a select sorts. */
function PhoneCards<Row>({
  rows,
  columns,
  rowKey,
  label,
  sort,
  onSort,
}: {
  rows: readonly Row[];
  columns: Column<Row>[];
  rowKey: (row: Row) => string;
  label: string;
  sort: Sort | undefined;
  onSort: (sort: Sort | undefined) => void;
}) {
  const { t } = useTranslation();
  const sortable = columns.filter((c) => c.sortValue);
  const [title, ...rest] = columns;
  return (
    <>
      {sortable.length > 0 ? (
        <NativeSelect
          size="xs"
          label={t('insights.sortBy')}
          value={sort ? `${sort.key}:${sort.dir}` : ''}
          onChange={(event) => {
            const [key, dir] = event.currentTarget.value.split(':');
            onSort(key ? { key, dir: dir === 'asc' ? 'asc' : 'desc' } : undefined);
          }}
          data={sortable.flatMap((c) => [
            { value: `${c.key}:${c.numeric ? 'desc' : 'asc'}`, label: `${c.label} ${c.numeric ? '▼' : '▲'}` },
            { value: `${c.key}:${c.numeric ? 'asc' : 'desc'}`, label: `${c.label} ${c.numeric ? '▲' : '▼'}` },
          ])}
          className={classes.sortSelect}
        />
      ) : null}
      <div className={`${classes.scroll} ${classes.cardScroll}`} role="region" aria-label={label} tabIndex={0}>
        <ul className={classes.cards} aria-label={label}>
          {rows.map((row) => (
            <Paper component="li" key={rowKey(row)} withBorder p="xs">
              <div className={classes.cardTitle}>{title!.cell(row)}</div>
              <dl className={classes.cardFacts}>
                {rest.map((c) => (
                  <div key={c.key}>
                    <dt>{c.label}</dt>
                    <dd>{c.cell(row)}</dd>
                  </div>
                ))}
              </dl>
            </Paper>
          ))}
        </ul>
      </div>
    </>
  );
}

/**
 * A section's figures, the accessible version of its chart: a table on a desktop, cards on a phone, inside a box of
 * its own that scrolls (so a long table never widens or lengthens the page much). Sortable columns sort in place.
 */
export function DataTable<Row>({
  rows,
  columns,
  rowKey,
  label,
  phone,
  defaultSort,
}: {
  rows: readonly Row[];
  columns: Column<Row>[];
  rowKey: (row: Row) => string;
  label: string;
  phone: boolean;
  defaultSort?: Sort;
}) {
  const [sort, setSort] = useState<Sort | undefined>(defaultSort);
  const sorted = useSorted(rows, columns, sort);
  if (phone)
    return <PhoneCards rows={sorted} columns={columns} rowKey={rowKey} label={label} sort={sort} onSort={setSort} />;
  return (
    <div className={classes.scroll} role="region" aria-label={label} tabIndex={0}>
      <Table verticalSpacing={6} striped stickyHeader aria-label={label} className={classes.table}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((c) =>
              c.sortValue ? (
                <SortHeader key={c.key} column={c} sort={sort} onSort={setSort} />
              ) : (
                <Table.Th key={c.key} className={c.numeric ? classes.numeric : undefined}>
                  {c.label}
                </Table.Th>
              ),
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sorted.map((row) => (
            <Table.Tr key={rowKey(row)}>
              {columns.map((c) => (
                <Table.Td key={c.key} className={c.numeric ? classes.numeric : undefined}>
                  {c.cell(row)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}

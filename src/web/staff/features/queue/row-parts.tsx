import { Anchor, Badge, Checkbox, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TQueueRow } from '../../../../shared/staff/queues.js';
import { formatDate, formatDateTime, formatShortDateTime } from '../../lib/format.js';
import classes from './Queue.module.css';
import { languageOfTag } from '../../lib/i18n.js';

/** What the table and the card list share: how one row is selected, linked and dated. */
export interface RowsProps {
  rows: TQueueRow[];
  selected: ReadonlySet<string>;
  onToggle: (id: string) => void;
  /** The row the keyboard is on (j / k). */
  activeId: string | null;
  canSelect: boolean;
}

export function useDates() {
  const { i18n } = useTranslation();
  const language = languageOfTag(i18n.language);
  return {
    dateTime: (iso: string) => formatDateTime(iso, language),
    short: (iso: string) => formatShortDateTime(iso, language),
    date: (iso: string) => formatDate(iso, language),
  };
}

export function SelectBox({ row, selected, onToggle }: { row: TQueueRow } & Pick<RowsProps, 'selected' | 'onToggle'>) {
  const { t } = useTranslation();
  return (
    <Checkbox
      size="xs"
      checked={selected.has(row.id)}
      onChange={() => onToggle(row.id)}
      aria-label={t('queue.selectRow', { rmaNo: row.rmaNo })}
      data-select-row={row.id}
    />
  );
}

export function RmaLink({ row }: { row: TQueueRow }) {
  const { t } = useTranslation();
  return (
    <Stack gap={2} align="flex-start">
      <Anchor
        component={Link}
        to={`/rmas/${encodeURIComponent(row.id)}`}
        className={classes.rmaLink}
        data-row-link={row.id}
      >
        {row.rmaNo}
      </Anchor>
      {row.priority > 0 ? (
        <Badge size="xs" color="red" variant="filled">
          {t('rma.priorityHigh')}
        </Badge>
      ) : null}
    </Stack>
  );
}

export function DueCell({ row }: { row: TQueueRow }) {
  const { t } = useTranslation();
  const { date } = useDates();
  return (
    <Stack gap={2} align="flex-start">
      <Text
        size="sm"
        c={row.late ? 'red.9' : undefined}
        fw={row.late ? 700 : undefined}
        style={{ whiteSpace: 'nowrap' }}
      >
        {row.dueAt ? date(row.dueAt) : '—'}
      </Text>
      {row.late ? (
        <Badge size="xs" color="red" variant="light">
          {t('queue.late')}
        </Badge>
      ) : null}
    </Stack>
  );
}

export function ProductCell({ row }: { row: TQueueRow }) {
  const { t } = useTranslation();
  return (
    <Text size="sm" lineClamp={2}>
      {row.product}
      {row.lineCount > 1 ? (
        <span className={classes.muted}> {t('queue.moreLines', { count: row.lineCount - 1 })}</span>
      ) : null}
    </Text>
  );
}

export function AssigneeCell({ row }: { row: TQueueRow }) {
  const { t } = useTranslation();
  return row.assignee ? (
    <Text size="sm">{row.assignee.name}</Text>
  ) : (
    <Text size="sm" c="dimmed">
      {t('queue.unassigned')}
    </Text>
  );
}

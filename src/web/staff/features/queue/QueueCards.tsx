import { Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from '../../components/StatusBadge.js';
import classes from './Queue.module.css';
import { AssigneeCell, DueCell, ProductCell, RmaLink, SelectBox, useDates, type RowsProps } from './row-parts.js';

/** The queue on a phone: one card per RMA, the same facts as the table's row. */
export function QueueCards(props: RowsProps) {
  const { t } = useTranslation();
  const { dateTime } = useDates();
  return (
    <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('queue.list')}>
      {props.rows.map((row) => (
        <Paper
          component="li"
          key={row.id}
          withBorder
          p="sm"
          className={classes.card}
          data-late={row.late || undefined}
          data-active={props.activeId === row.id || undefined}
        >
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Group gap="xs" wrap="nowrap">
              {props.canSelect ? <SelectBox row={row} selected={props.selected} onToggle={props.onToggle} /> : null}
              <RmaLink row={row} />
            </Group>
            <StatusBadge status={row.status} />
          </Group>
          <Text size="sm" mt={4}>
            {row.customerName ? `${row.customerName} · ` : null}
            <span className={classes.muted}>{row.email}</span>
          </Text>
          <ProductCell row={row} />
          <Group gap="md" mt={4} wrap="wrap">
            <Text size="xs">
              {row.store.toUpperCase()} · {t(`kind.${row.kind}`)}
            </Text>
            <AssigneeCell row={row} />
          </Group>
          <Group gap="md" mt={4} wrap="wrap" align="center">
            <Text size="xs" c="dimmed">
              {t('queue.column.created')}: {dateTime(row.createdAt)}
            </Text>
            <Group gap={4}>
              <Text size="xs" c="dimmed">
                {t('queue.column.due')}:
              </Text>
              <DueCell row={row} />
            </Group>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}

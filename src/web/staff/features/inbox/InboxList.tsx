import { Anchor, Button, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TInboxPage, TInboxRow } from '../../../../shared/staff/inbox.js';
import classes from './Inbox.module.css';
import { useStaffChat } from './live/useStaffChat.js';
import { ChannelBadge, StateBadges, customerLabel, useInboxDates } from './parts.js';
import { LoadFailed, Loading } from '../../components/QueryState.js';

function CustomerLink({ row }: { row: TInboxRow }) {
  const { t } = useTranslation();
  return (
    <Stack gap={0}>
      <Anchor component={Link} to={`/inbox/${row.id}`} fw={700} size="sm" className={classes.wrap}>
        {customerLabel(row, t)}
      </Anchor>
      {row.customerName.trim() && row.email ? (
        <Text size="xs" c="gray.7" className={classes.wrap}>
          {row.email}
        </Text>
      ) : null}
    </Stack>
  );
}

function Preview({ row, typing }: { row: TInboxRow; typing: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <Text size="sm" lineClamp={2} className={classes.wrap}>
        {row.preview}
      </Text>
      {typing ? (
        <Text size="xs" c="indigo.8" fs="italic">
          {t('inbox.typing')}
        </Text>
      ) : null}
    </>
  );
}

function Due({ row }: { row: TInboxRow }) {
  const { short } = useInboxDates();
  if (!row.dueAt) return <Text size="sm">—</Text>;
  return (
    <Text size="sm" c={row.late ? 'red.9' : undefined} fw={row.late ? 700 : undefined} className={classes.nowrap}>
      <time dateTime={row.dueAt}>{short(row.dueAt)}</time>
    </Text>
  );
}

function InboxTable({ rows, typing }: { rows: TInboxRow[]; typing: Readonly<Record<number, boolean>> }) {
  const { t } = useTranslation();
  const { short } = useInboxDates();
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table highlightOnHover verticalSpacing={6} horizontalSpacing="xs" fz="sm" className={classes.table}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('inbox.column.customer')}</Table.Th>
            <Table.Th>{t('inbox.column.message')}</Table.Th>
            <Table.Th>{t('inbox.column.store')}</Table.Th>
            <Table.Th>{t('inbox.column.status')}</Table.Th>
            <Table.Th>{t('inbox.column.received')}</Table.Th>
            <Table.Th>{t('inbox.column.due')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id} className={classes.row} data-late={row.late || undefined}>
              <Table.Td maw={240}>
                <CustomerLink row={row} />
              </Table.Td>
              <Table.Td>
                <Preview row={row} typing={Boolean(typing[row.id])} />
              </Table.Td>
              <Table.Td>
                <Group gap={6} wrap="nowrap">
                  <Text size="sm">{row.store.toUpperCase()}</Text>
                  <ChannelBadge channel={row.channel} />
                </Group>
              </Table.Td>
              <Table.Td>
                <StateBadges row={row} />
              </Table.Td>
              <Table.Td className={classes.nowrap}>
                <time dateTime={row.createdAt}>{short(row.createdAt)}</time>
              </Table.Td>
              <Table.Td>
                <Due row={row} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function InboxCards({ rows, typing }: { rows: TInboxRow[]; typing: Readonly<Record<number, boolean>> }) {
  const { t } = useTranslation();
  const { short } = useInboxDates();
  return (
    <Stack component="ul" gap="xs" p={0} m={0} className={classes.cards} aria-label={t('inbox.list')}>
      {rows.map((row) => (
        <Paper component="li" key={row.id} withBorder p="sm" className={classes.card} data-late={row.late || undefined}>
          <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
            <CustomerLink row={row} />
            <StateBadges row={row} />
          </Group>
          <Preview row={row} typing={Boolean(typing[row.id])} />
          <Group gap="xs" mt={6} wrap="wrap">
            <Text size="xs">{row.store.toUpperCase()}</Text>
            <ChannelBadge channel={row.channel} />
            <Text size="xs" c="gray.7">
              {t('inbox.column.received')}: <time dateTime={row.createdAt}>{short(row.createdAt)}</time>
            </Text>
            {row.dueAt ? (
              <Text size="xs" c={row.late ? 'red.9' : 'gray.7'} fw={row.late ? 700 : undefined}>
                {t('inbox.column.due')}: <time dateTime={row.dueAt}>{short(row.dueAt)}</time>
              </Text>
            ) : null}
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}

/** The conversations, newest first: a table, or cards on a phone; then "Load more". */
export function InboxList({ list }: { list: UseInfiniteQueryResult<InfiniteData<TInboxPage>> }) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 48em)');
  const { typing } = useStaffChat();
  if (list.isError) {
    return <LoadFailed onRetry={() => void list.refetch()} />;
  }
  if (list.isPending) return <Loading />;
  const rows = list.data.pages.flatMap((page) => page.items);
  if (rows.length === 0) {
    return (
      <Text c="dimmed" py="lg" ta="center">
        {t('inbox.empty')}
      </Text>
    );
  }
  return (
    <Stack gap="xs">
      {phone ? <InboxCards rows={rows} typing={typing} /> : <InboxTable rows={rows} typing={typing} />}
      <Group justify="space-between">
        <Text size="sm" c="dimmed" aria-live="polite">
          {t('inbox.showing', { count: rows.length })}
        </Text>
        {list.hasNextPage ? (
          <Button variant="default" onClick={() => void list.fetchNextPage()} loading={list.isFetchingNextPage}>
            {t('inbox.loadMore')}
          </Button>
        ) : null}
      </Group>
    </Stack>
  );
}

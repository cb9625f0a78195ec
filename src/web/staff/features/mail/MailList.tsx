import { Button, Group, Stack, Text } from '@mantine/core';
import type { UseInfiniteQueryResult, InfiniteData } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TMailList, TMailSummary } from '../../../../shared/schemas/mail.js';
import { formatShortDateTime } from '../../lib/format.js';
import { languageOfTag } from '../../lib/i18n.js';
import classes from './Mail.module.css';
import { MailStatusBadge } from './MailStatusBadge.js';
import { LoadFailed, Loading } from '../../components/QueryState.js';

function MailItem(props: { mail: TMailSummary; href: string; current: boolean }) {
  const { t, i18n } = useTranslation();
  const { mail } = props;
  return (
    <li>
      <Link to={props.href} className={classes.item} aria-current={props.current ? 'true' : undefined}>
        <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
          <Text size="sm" fw={700} className={classes.subject}>
            {mail.subject}
          </Text>
          <MailStatusBadge status={mail.status} />
        </Group>
        <Text size="sm" className={classes.recipient}>
          {mail.recipient}
        </Text>
        <Text size="xs" c="gray.7">
          {mail.store.toUpperCase()} · {mail.language.toUpperCase()} ·{' '}
          {t(`mail.event.${mail.event}`, { defaultValue: mail.event })} ·{' '}
          <time dateTime={mail.createdAt}>{formatShortDateTime(mail.createdAt, languageOfTag(i18n.language))}</time>
        </Text>
      </Link>
    </li>
  );
}

/** The e-mails, newest first, each a link that opens it; then "Load more". */
export function MailList(props: {
  list: UseInfiniteQueryResult<InfiniteData<TMailList>>;
  openId: string | undefined;
  hrefOf: (id: string) => string;
}) {
  const { t } = useTranslation();
  const { list } = props;
  if (list.isError) {
    return <LoadFailed onRetry={() => void list.refetch()} />;
  }
  if (list.isPending) return <Loading />;
  const items = list.data.pages.flatMap((page) => page.items);
  if (items.length === 0) {
    return (
      <Text c="dimmed" py="lg" ta="center">
        {t('mail.empty')}
      </Text>
    );
  }
  return (
    <Stack gap="xs">
      <ul className={classes.list} aria-label={t('mail.list')}>
        {items.map((mail) => (
          <MailItem key={mail.id} mail={mail} href={props.hrefOf(mail.id)} current={mail.id === props.openId} />
        ))}
      </ul>
      <Group justify="space-between">
        <Text size="sm" c="dimmed" aria-live="polite">
          {t('mail.showing', { count: items.length })}
        </Text>
        {list.hasNextPage ? (
          <Button variant="default" onClick={() => void list.fetchNextPage()} loading={list.isFetchingNextPage}>
            {t('mail.loadMore')}
          </Button>
        ) : null}
      </Group>
    </Stack>
  );
}

import { Anchor, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TInboxPage } from '../../../../shared/staff/inbox.js';
import { inboxListOptions } from './api/get-inbox.js';
import classes from './Inbox.module.css';
import { InboxFilters } from './InboxFilters.js';
import { InboxList } from './InboxList.js';
import { LiveStatus } from './LiveStatus.js';
import { useInboxView } from './useInboxView.js';
import { formatAge } from './view.js';
import { PageHeading } from '../../components/PageHeading.js';

/** The open count and the oldest conversation still owed a reply (under the store and channel filters). */
function Summary({ page }: { page: TInboxPage | undefined }) {
  const { t, i18n } = useTranslation();
  const oldest = page?.oldestUnanswered ?? null;
  return (
    <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="xs">
      <Paper withBorder p="sm" className={classes.stat}>
        <Text size="sm" c="gray.7">
          {t('inbox.summary.open')}
        </Text>
        <Text fz={28} fw={700} lh={1.2} data-testid="inbox-open-count">
          {page ? page.openCount : '…'}
        </Text>
      </Paper>
      <Paper withBorder p="sm" className={classes.stat} data-waiting={oldest ? true : undefined}>
        <Text size="sm" c="gray.7">
          {t('inbox.summary.oldest')}
        </Text>
        {oldest ? (
          <>
            <Text fz={20} fw={700} lh={1.3} data-testid="inbox-oldest-age">
              {t('inbox.summary.waiting', { age: formatAge(oldest.ageSeconds, i18n.language) })}
            </Text>
            <Anchor component={Link} to={`/inbox/${oldest.id}`} size="sm">
              {t('inbox.summary.openOldest', { store: oldest.store.toUpperCase() })}
            </Anchor>
          </>
        ) : (
          <Text size="sm" fw={600} mt={4}>
            {page ? t('inbox.summary.none') : '…'}
          </Text>
        )}
      </Paper>
      <Paper withBorder p="sm" className={classes.stat}>
        <Text size="sm" c="gray.7" mb={4}>
          {t('inbox.live.title')}
        </Text>
        <LiveStatus />
      </Paper>
    </SimpleGrid>
  );
}

/** The inbox (docs/staff/console.md#inbox): contact-us messages and chats of the user's stores, newest first. */
export function InboxPage() {
  const { t } = useTranslation();
  const { view, update } = useInboxView();
  const list = useInfiniteQuery(inboxListOptions(view));
  return (
    <Stack gap="sm">
      <PageHeading title={t('inbox.title')} intro={t('inbox.intro')} />
      <Summary page={list.data?.pages[0]} />
      <InboxFilters view={view} update={update} />
      <section aria-label={t('inbox.list')}>
        <InboxList list={list} />
      </section>
    </Stack>
  );
}

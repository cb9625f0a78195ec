import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LANGUAGE_NATIVE_NAME } from '../../../../shared/languages.js';
import type { TInboxConversation } from '../../../../shared/staff/inbox.js';
import { StatusBadge } from '../../components/StatusBadge.js';
import classes from './Inbox.module.css';
import { useInboxDates } from './parts.js';
import { Fact } from '../../components/Fact.js';

/** Who the customer is, the conversation's store and dates, and their RMAs in that store. */
export function CustomerPanel({ conversation }: { conversation: TInboxConversation }) {
  const { t } = useTranslation();
  const { dateTime, short } = useInboxDates();
  const { customer } = conversation;
  const name = `${customer.firstName} ${customer.lastName}`.trim();
  return (
    <Stack gap="sm">
      <Paper withBorder p="sm" component="section" aria-labelledby="inbox-customer-title">
        <Title order={2} size="h5" id="inbox-customer-title" mb="xs">
          {t('inbox.customer.title')}
        </Title>
        <dl className={classes.facts}>
          <Fact label={t('inbox.customer.name')}>{name || t('inbox.customer.noName')}</Fact>
          <Fact label={t('inbox.customer.email')}>
            {customer.email ? (
              <Anchor href={`mailto:${customer.email}`} size="sm">
                {customer.email}
              </Anchor>
            ) : (
              t('inbox.customer.noEmail')
            )}
          </Fact>
          <Fact label={t('inbox.customer.language')}>
            {LANGUAGE_NATIVE_NAME[customer.language]} ({customer.language})
          </Fact>
          <Fact label={t('inbox.customer.store')}>{conversation.store.toUpperCase()}</Fact>
          <Fact label={t('inbox.customer.received')}>{dateTime(conversation.createdAt)}</Fact>
          {conversation.dueAt ? (
            <Fact label={t('inbox.column.due')}>
              {dateTime(conversation.dueAt)}
              {conversation.late ? ` (${t('inbox.late')})` : ''}
            </Fact>
          ) : null}
        </dl>
      </Paper>
      <Paper withBorder p="sm" component="section" aria-labelledby="inbox-rmas-title">
        <Title order={2} size="h5" id="inbox-rmas-title" mb="xs">
          {t('inbox.customer.rmas', { store: conversation.store.toUpperCase() })}
        </Title>
        {conversation.rmas.length === 0 ? (
          <Text size="sm" c="gray.7">
            {customer.email ? t('inbox.customer.noRmas') : t('inbox.customer.noRmasWithoutEmail')}
          </Text>
        ) : (
          <ul className={classes.rmas}>
            {conversation.rmas.map((rma) => (
              <li key={rma.id}>
                <Anchor component={Link} to={`/rmas/${encodeURIComponent(rma.id)}`} fw={700} size="sm">
                  {rma.rmaNo}
                </Anchor>
                <StatusBadge status={rma.status} />
                <Text size="xs" c="gray.7" component="span">
                  {short(rma.createdAt)}
                </Text>
              </li>
            ))}
          </ul>
        )}
      </Paper>
    </Stack>
  );
}

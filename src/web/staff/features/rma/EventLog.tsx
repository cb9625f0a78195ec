import { Anchor, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TStaffRmaEvent } from '../../../../shared/staff/rma.js';
import { formatDateTime } from '../../lib/format.js';
import classes from './Rma.module.css';
import { languageOfTag } from '../../lib/i18n.js';

/** A status change says from which status to which (its data), then its text: a reason, a note, a message. */
function EventText({ event }: { event: TStaffRmaEvent }) {
  const { t } = useTranslation();
  const { from, to } = event.data;
  const change =
    typeof from === 'string' && typeof to === 'string' && from !== to
      ? `${t(`status.${from}`, { defaultValue: from })} → ${t(`status.${to}`, { defaultValue: to })}`
      : '';
  if (!change && !event.body && event.kind !== 'mail') return null;
  return (
    <>
      {change ? (
        <Text size="sm" mt={4} fw={600}>
          {change}
        </Text>
      ) : null}
      {event.body ? (
        <Text size="sm" mt={4} style={{ whiteSpace: 'pre-wrap' }}>
          {event.body}
        </Text>
      ) : null}
      {event.kind === 'mail' && typeof event.data.outboxId === 'string' ? (
        <Anchor component={Link} to={`/mail?id=${encodeURIComponent(event.data.outboxId)}`} size="sm">
          {t('mail.openFromRma')}
        </Anchor>
      ) : null}
    </>
  );
}

/** The full event log, newest first: notes (internal, marked), messages to the customer, status changes, labels, e-mails. */
export function EventLog({ events }: { events: TStaffRmaEvent[] }) {
  const { t, i18n } = useTranslation();
  const language = languageOfTag(i18n.language);
  const newestFirst = [...events].sort((a, b) => b.at.localeCompare(a.at) || b.id - a.id);
  if (newestFirst.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('rma.noEvents')}
      </Text>
    );
  }
  return (
    <Stack component="ol" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('rma.eventLog')}>
      {newestFirst.map((event) => (
        <Paper
          component="li"
          key={event.id}
          p="xs"
          withBorder
          className={classes.event}
          data-internal={event.visibility === 'internal' || undefined}
        >
          <Group gap={6} justify="space-between" wrap="wrap">
            <Group gap={6}>
              <Badge size="xs" variant="light" color="gray" style={{ textTransform: 'none' }}>
                {t(`event.${event.kind}`, { defaultValue: event.kind })}
              </Badge>
              {event.visibility === 'internal' ? (
                <Badge size="xs" color="dark" variant="filled">
                  {t('rma.internal')}
                </Badge>
              ) : (
                <Badge size="xs" color="teal.9" variant="outline">
                  {t('rma.customerVisible')}
                </Badge>
              )}
            </Group>
            <Text size="xs" c="dimmed">
              {event.actor} · <time dateTime={event.at}>{formatDateTime(event.at, language)}</time>
            </Text>
          </Group>
          <EventText event={event} />
        </Paper>
      ))}
    </Stack>
  );
}

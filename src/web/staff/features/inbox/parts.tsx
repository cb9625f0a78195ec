import { Badge, Group } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { InboxChannel, InboxStatus, TInboxRow } from '../../../../shared/staff/inbox.js';
import { formatDateTime, formatShortDateTime } from '../../lib/format.js';
import { languageOfTag } from '../../lib/i18n.js';

const STATUS_COLOR: Record<InboxStatus, string> = { open: 'orange', answered: 'green', closed: 'gray' };

/** A conversation's status in words (the colour only repeats them). */
export function InboxStatusBadge({ status }: { status: InboxStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={STATUS_COLOR[status]} variant="light" radius="sm" style={{ textTransform: 'none' }}>
      {t(`inbox.status.${status}`)}
    </Badge>
  );
}

export function ChannelBadge({ channel }: { channel: InboxChannel }) {
  const { t } = useTranslation();
  return (
    <Badge
      color={channel === 'chat' ? 'indigo' : 'gray'}
      variant="outline"
      radius="sm"
      style={{ textTransform: 'none' }}
    >
      {t(`inbox.channel.${channel}`)}
    </Badge>
  );
}

/** The status, and "Late" in words for an open conversation past its due date. */
export function StateBadges({ row }: { row: Pick<TInboxRow, 'status' | 'late'> }) {
  const { t } = useTranslation();
  return (
    <Group gap={4} wrap="wrap">
      <InboxStatusBadge status={row.status} />
      {row.late ? (
        <Badge color="red.8" variant="filled" radius="sm" style={{ textTransform: 'none' }}>
          {t('inbox.late')}
        </Badge>
      ) : null}
    </Group>
  );
}

/** Who wrote: the name, else the e-mail address, else (a chat with neither) a visitor. */
export function customerLabel(row: Pick<TInboxRow, 'customerName' | 'email'>, t: TFunction): string {
  return row.customerName.trim() || row.email || t('inbox.visitor');
}

export function useInboxDates() {
  const { i18n } = useTranslation();
  const language = languageOfTag(i18n.language);
  return {
    dateTime: (iso: string) => formatDateTime(iso, language),
    short: (iso: string) => formatShortDateTime(iso, language),
    locale: i18n.language,
  };
}

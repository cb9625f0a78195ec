import { Anchor, Badge, Group, Paper, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { REPAIR_RESOLUTIONS } from '../../../../shared/staff/actions.js';
import type { TStaffRma } from '../../../../shared/staff/rma.js';
import { STORE_INFO } from '../../../../shared/stores.js';
import { StatusBadge } from '../../components/StatusBadge.js';
import { formatDateTime, formatMoney } from '../../lib/format.js';
import classes from './Rma.module.css';
import { languageOfTag } from '../../lib/i18n.js';
import { LANGUAGE_NATIVE_NAME, isLanguage } from '../../../../shared/languages.js';

/** A Japanese repair's outcome once resolved ('' before). */
function isResolution(value: string): value is (typeof REPAIR_RESOLUTIONS)[number] {
  return (REPAIR_RESOLUTIONS as readonly string[]).includes(value);
}

/**
 * The RMA at a glance: number, store, kind (and a repair's outcome), status, who has it, when it is due, the refund
 * (of a refund: a replacement or repair refunds nothing), and the customer.
 */
export function RmaHeader({ rma }: { rma: TStaffRma }) {
  const { t, i18n } = useTranslation();
  const language = languageOfTag(i18n.language);
  return (
    <Paper withBorder p="sm">
      <Anchor component={Link} to="/" size="sm">
        ← {t('rma.backToQueue')}
      </Anchor>
      <Group gap="sm" mt={4} align="center" wrap="wrap">
        <Title order={1} size="h3" ff="monospace">
          {rma.rmaNo}
        </Title>
        <StatusBadge status={rma.status} />
        {rma.late ? (
          <Badge color="red" variant="filled">
            {t('queue.late')}
          </Badge>
        ) : null}
        {rma.priority > 0 ? (
          <Badge color="red" variant="light">
            {t('rma.priorityHigh')}
          </Badge>
        ) : null}
      </Group>
      <dl className={classes.facts}>
        <div>
          <dt>{t('rma.store')}</dt>
          <dd>
            {rma.store.toUpperCase()} · {STORE_INFO[rma.store].regionName}
          </dd>
        </div>
        <div>
          <dt>{t('rma.kind')}</dt>
          <dd>{t(`kind.${rma.kind}`)}</dd>
        </div>
        {isResolution(rma.resolution) ? (
          <div>
            <dt>{t('form.resolution')}</dt>
            <dd>{t(`resolution.${rma.resolution}`)}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t('rma.assignee')}</dt>
          <dd>{rma.assignee?.name ?? t('queue.unassigned')}</dd>
        </div>
        <div>
          <dt>{t('rma.due')}</dt>
          <dd>{rma.dueAt ? formatDateTime(rma.dueAt, language) : '—'}</dd>
        </div>
        <div>
          <dt>{t('rma.created')}</dt>
          <dd>{formatDateTime(rma.createdAt, language)}</dd>
        </div>
        {rma.kind === 'refund' ? (
          <div>
            <dt>{t('rma.refundEstimate')}</dt>
            <dd>{formatMoney(rma.refund.actual || rma.refund.estimate, rma.currency, language)}</dd>
          </div>
        ) : null}
      </dl>
    </Paper>
  );
}

/** Who the customer is, where a replacement goes, the return label and the replacement's shipment. */
export function CustomerBlock({ rma }: { rma: TStaffRma }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="sm" component="section" aria-labelledby="customer-title">
      <Title order={2} size="h5" id="customer-title" mb={4}>
        {t('rma.customer')}
      </Title>
      <dl className={classes.facts}>
        <div>
          <dt>{t('rma.customerName')}</dt>
          <dd>{rma.customer.name || '—'}</dd>
        </div>
        <div>
          <dt>{t('rma.email')}</dt>
          <dd>
            <Anchor href={`mailto:${rma.customer.email}`} size="sm">
              {rma.customer.email}
            </Anchor>
          </dd>
        </div>
        <div>
          <dt>{t('rma.replyLanguage')}</dt>
          <dd>
            {isLanguage(rma.languageReply)
              ? `${LANGUAGE_NATIVE_NAME[rma.languageReply]} (${rma.languageReply})`
              : rma.languageReply || '—'}
          </dd>
        </div>
        {rma.customer.address.length ? (
          <div>
            <dt>{t('rma.address')}</dt>
            <dd style={{ whiteSpace: 'pre-line' }}>{rma.customer.address.join('\n')}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t('rma.label')}</dt>
          <dd>
            {rma.label.link ? (
              <Anchor href={rma.label.link} target="_blank" rel="noopener" size="sm">
                {rma.label.trackingNo || t('rma.labelOpen')}
              </Anchor>
            ) : (
              <Text span size="sm">
                {rma.label.trackingNo || '—'}
              </Text>
            )}
          </dd>
        </div>
        {rma.replacement.trackingNo ? (
          <div>
            <dt>{t('rma.shipment')}</dt>
            <dd>
              {rma.replacement.carrier}
              <span className={classes.trackingNo}>{rma.replacement.trackingNo}</span>
            </dd>
          </div>
        ) : null}
      </dl>
    </Paper>
  );
}

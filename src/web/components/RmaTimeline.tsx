import { Alert, Button, Group, List, Paper, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { dateTimeFormat } from '../../shared/intl.js';
import { formatDisplayDate, isValidIsoDate } from '../../shared/dates.js';
import { LANGUAGE_TAG, type Language } from '../../shared/languages.js';
import { SHIPPING_LABEL } from '../../shared/limits.js';
import {
  buildTimeline,
  labelBlock,
  productLineStateKey,
  type StepKey,
  type Timeline,
} from '../../shared/rules/timeline.js';
import type { TRmaDetail } from '../../shared/schemas/rma.js';
import { isStore, type Store } from '../../shared/stores.js';
import { useStore } from '../lib/store-context.js';
import { ProductImage } from './ProductImage.js';
import classes from './RmaTimeline.module.css';

/**
 * The RMA status timeline (docs/rules/status.md), shared by the home page's status look-up and the confirmation
 * page. Texts live in the `rma` namespace under `timeline.*`, `rmaDetail.*` and `label.*`.
 */

/** A date as the portal shows it: DD MMM YYYY; year-first with native characters in Japanese and Chinese. */
export function formatRmaDate(value: string, language: Language): string {
  const iso = value.slice(0, 10);
  if (!isValidIsoDate(iso)) return value;
  if (language === 'jp' || language === 'tw') {
    return dateTimeFormat(LANGUAGE_TAG[language], {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(`${iso}T00:00:00Z`));
  }
  return formatDisplayDate(iso, LANGUAGE_TAG[language]);
}

/** The timeline of a detail, by the shared rule. */
export function timelineOf(detail: TRmaDetail, fallbackStore: Store, language: Language): Timeline {
  const first = detail.products[0];
  return buildTimeline({
    type: detail.type === 1 ? 1 : 2,
    store: isStore(detail.store) ? detail.store : fallbackStore,
    status: detail.status,
    history: detail.history.map((entry) => ({
      status: entry.rmA_STATUS,
      date: formatRmaDate(entry.statuS_DATE_FORMAT, language),
    })),
    firstProduct: first ? { method: first.rmA_METHOD, status: first.rmA_STATUS } : undefined,
  });
}

function stepLabelKey(key: StepKey, refund: boolean): string {
  // Refund steps have their own labels (Traditional Chinese words them as the return-label journey).
  return refund ? `timeline.refundStep.${key}` : `timeline.step.${key}`;
}

/** The last step of a replacement or repair: the unit is on its way back (or was, once the RMA is closed). */
function shippedBack(key: StepKey): boolean {
  return key === 'replacementShipped' || key === 'closed';
}

/** The stepper of an RMA: dated active steps, or the cancelled message for a cancelled RMA. */
export const RmaTimeline = memo(function RmaTimeline({ detail }: { detail: TRmaDetail }) {
  const { t } = useTranslation('rma');
  const { store, language } = useStore();
  const timeline = useMemo(() => timelineOf(detail, store, language), [detail, store, language]);
  const refund = detail.type === 1;

  if (timeline.cancelled) {
    return (
      <Alert color="red" variant="light" title={t('timeline.cancelledTitle')}>
        <Text c="#b91c1c">{t('rmaCancelled', { ns: 'messages' })}</Text>
      </Alert>
    );
  }

  const current = timeline.steps.filter((step) => step.active).at(-1);
  return (
    <ol className={classes.timeline} aria-label={t('timeline.label', { rmaNo: detail.rmaNo })}>
      {timeline.steps.map((step) => {
        const isCurrent = step === current;
        const label = t(stepLabelKey(step.key, refund));
        const text = t(`timeline.text.${step.key}`, { defaultValue: '' });
        return (
          <li
            key={step.key}
            className={classes.step}
            data-active={step.active || undefined}
            data-current={isCurrent || undefined}
            aria-current={isCurrent ? 'step' : undefined}
          >
            <span className={classes.marker} aria-hidden="true">
              {step.active ? '✓' : step.number}
            </span>
            <div className={classes.body}>
              <div className={classes.label}>
                <VisuallyHidden>{t('timeline.stepNumber', { number: step.number })} </VisuallyHidden>
                <span data-step-label="">{label}</span>
              </div>
              <div className={classes.date}>
                {step.active ? (
                  <>
                    <VisuallyHidden>{t('timeline.completed')} </VisuallyHidden>
                    {step.date ?? ''}
                  </>
                ) : (
                  t('timeline.pending')
                )}
              </div>
              {text && step.active ? <div className={classes.text}>{text}</div> : null}
              {step.active && shippedBack(step.key) && detail.replacementTrackingNo ? (
                <div className={classes.text}>
                  <span className={classes.unbroken}>{t('label.trackingNumber')}</span>
                  {t('labelSeparator')}
                  {detail.replacementCarrier ? (
                    <>
                      <span className={classes.unbroken}>{detail.replacementCarrier}</span>{' '}
                    </>
                  ) : null}
                  <strong className={classes.unbroken}>{detail.replacementTrackingNo}</strong>
                </div>
              ) : null}
            </div>
          </li>
        );
      })}
    </ol>
  );
});

/** The RMA's products, each with "(not received)" or "(cancelled)" after its name when that applies. */
export const RmaProductLines = memo(function RmaProductLines({ detail }: { detail: TRmaDetail }) {
  const { t } = useTranslation('rma');
  const { language } = useStore();
  return (
    <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {detail.products.map((line) => {
        const state = productLineStateKey(line.rmA_STATUS);
        return (
          <Paper component="li" key={line.rmA_LINE_ID} withBorder p="sm" radius="md">
            <Group gap="sm" wrap="nowrap" align="flex-start">
              <ProductImage src={line.image} size={40} />
              <div style={{ minWidth: 0, flex: 1 }}>
                <Text fw={600}>
                  {line.expecteD_PART_DESC}
                  {state ? (
                    <Text span c={state === 'cancelled' ? '#b91c1c' : '#9a3412'} fw={600}>
                      {' '}
                      {t(`rmaDetail.lineState.${state}`)}
                    </Text>
                  ) : null}
                </Text>
                <Group mt={4} wrap="wrap" style={{ columnGap: 'var(--mantine-spacing-lg)', rowGap: 2 }}>
                  {line.expecteD_SERIAL_NO ? (
                    <Text size="sm" c="gray.8">
                      {t('rmaDetail.serial')}
                      {t('labelSeparator')}
                      {line.expecteD_SERIAL_NO}
                    </Text>
                  ) : null}
                  {line.datE_OF_PURCHASE_FORMAT ? (
                    <Text size="sm" c="gray.8">
                      {t('rmaDetail.purchaseDate')}
                      {t('labelSeparator')}
                      {formatRmaDate(line.datE_OF_PURCHASE_FORMAT, language)}
                    </Text>
                  ) : null}
                  {line.warrantY_EXPIRY_DATE_FORMAT ? (
                    <Text size="sm" c="gray.8">
                      {t('rmaDetail.warrantyExpiry')}
                      {t('labelSeparator')}
                      {formatRmaDate(line.warrantY_EXPIRY_DATE_FORMAT, language)}
                    </Text>
                  ) : null}
                </Group>
              </div>
            </Group>
          </Paper>
        );
      })}
    </Stack>
  );
});

function safeLink(link: string): string | null {
  return /^(https:\/\/|\/(?!\/))[^\s"'<>`]*$/.test(link) ? link : null;
}

/** The return-label block (label status S or Y): UK, EU or others instructions, the link and its rules. */
export const ReturnLabelBlock = memo(function ReturnLabelBlock({ detail }: { detail: TRmaDetail }) {
  const { t } = useTranslation('rma');
  const block = labelBlock(detail.labelStatus, detail.countryCode);
  if (!block) return null;
  const link = safeLink(detail.labelLink);
  return (
    <Paper withBorder p="md" radius="md" bg="indigo.0">
      <Stack gap="sm">
        <Title order={3} size="h4">
          {t('label.title')}
        </Title>
        <Text>{t(`label.instructions.${block}`)}</Text>
        {detail.labelTrackingNo ? (
          <Text size="sm">
            {t('label.trackingNumber')}
            {t('labelSeparator')}
            <strong>{detail.labelTrackingNo}</strong>
          </Text>
        ) : null}
        {link ? (
          <Group>
            <Button component="a" href={link} target="_blank" rel="noopener noreferrer">
              {t('label.download')}
            </Button>
          </Group>
        ) : null}
        <List size="sm" spacing={4}>
          <List.Item>{t('label.note.downloadWithin', { days: SHIPPING_LABEL.downloadWithinDays })}</List.Item>
          <List.Item>{t('label.note.afterFirstOpen', { days: SHIPPING_LABEL.afterFirstOpenDays })}</List.Item>
          <List.Item>{t('label.note.singleUse')}</List.Item>
        </List>
      </Stack>
    </Paper>
  );
});

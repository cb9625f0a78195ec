import { Alert, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { buildTimeline } from '../../../../shared/rules/timeline.js';
import type { TStaffRma } from '../../../../shared/staff/rma.js';
import { formatDate } from '../../lib/format.js';
import classes from './Rma.module.css';
import { languageOfTag } from '../../lib/i18n.js';

/**
 * The customer's status timeline, drawn by the same rule and with the same step names as the portal shows it
 * (src/shared/rules/timeline.ts, the `rma` namespace's timeline texts), read-only.
 */
export function CustomerTimeline({ rma }: { rma: TStaffRma }) {
  const { t, i18n } = useTranslation();
  const language = languageOfTag(i18n.language);
  const first = rma.lines[0];
  const timeline = buildTimeline({
    type: rma.type === 1 ? 1 : 2,
    store: rma.store,
    status: rma.status,
    history: rma.history.map((entry) => ({ status: entry.status, date: formatDate(entry.date, language) })),
    firstProduct: first ? { method: first.method, status: first.status } : undefined,
  });
  if (timeline.cancelled) {
    return (
      <Alert color="red" variant="light" title={t('timeline.cancelledTitle', { ns: 'rma' })}>
        {t('rma.customerSeesCancelled')}
      </Alert>
    );
  }
  const refund = rma.type === 1;
  const current = timeline.steps.filter((step) => step.active).at(-1);
  return (
    <ol className={classes.timeline} aria-label={t('rma.customerTimeline')}>
      {timeline.steps.map((step) => (
        <li
          key={step.key}
          data-active={step.active || undefined}
          aria-current={step === current ? 'step' : undefined}
          className={classes.step}
        >
          <span className={classes.marker} aria-hidden="true">
            {step.active ? '✓' : step.number}
          </span>
          <div>
            <Text size="sm" fw={step === current ? 700 : 500}>
              {t(refund ? `timeline.refundStep.${step.key}` : `timeline.step.${step.key}`, { ns: 'rma' })}
            </Text>
            <Text size="xs" c="dimmed">
              {step.active ? step.date : t('timeline.pending', { ns: 'rma' })}
            </Text>
          </div>
        </li>
      ))}
    </ol>
  );
}

import { Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './FlowProgress.module.css';

/** The steps of the customer's journey, in order (docs/rules/details.md#the-guided-flow). */
export type FlowStep = 'details' | 'products' | 'request' | 'review' | 'address' | 'done';

/**
 * The steps a journey passes: a refund or replacement request is reviewed before it is sent; a replacement (repair)
 * then asks for its shipping address (the address page); a message to us (contact us, or a status look-up) is sent
 * from the request step itself.
 */
export function flowSteps(kind: 'refund' | 'replacement' | 'contact'): FlowStep[] {
  if (kind === 'contact') return ['details', 'products', 'request', 'done'];
  if (kind === 'replacement') return ['details', 'products', 'request', 'review', 'address', 'done'];
  return ['details', 'products', 'request', 'review', 'done'];
}

/**
 * Where the customer is in the journey: an ordered list with the current step marked (aria-current="step"); on
 * phones one line, "Step 2 of 5 · Your products", with a bar, while the list stays for screen readers.
 */
export function FlowProgress({ steps, current }: { steps: readonly FlowStep[]; current: FlowStep }) {
  const { t } = useTranslation('common');
  const index = Math.max(0, steps.indexOf(current));
  const allDone = current === 'done';
  return (
    <nav aria-label={t('flow.label')} className={classes.progress} data-flow-current={current}>
      <Text className={classes.compact} aria-hidden="true" size="sm" fw={600}>
        {t('flow.compact', { current: index + 1, total: steps.length, name: t(`flow.step.${current}`) })}
      </Text>
      <div className={classes.bar} aria-hidden="true">
        <div className={classes.fill} style={{ width: `${((index + 1) / steps.length) * 100}%` }} />
      </div>
      <ol className={classes.list}>
        {steps.map((step, position) => {
          const done = position < index || (allDone && position === index);
          const isCurrent = position === index;
          return (
            <li
              key={step}
              className={classes.step}
              data-flow-step={step}
              data-done={done || undefined}
              data-current={isCurrent || undefined}
              aria-current={isCurrent ? 'step' : undefined}
            >
              <span className={classes.marker} aria-hidden="true">
                {done ? '✓' : position + 1}
              </span>
              <span className={classes.label}>{t(`flow.step.${step}`)}</span>
              {done && !isCurrent ? <VisuallyHidden>{` (${t('flow.done')})`}</VisuallyHidden> : null}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

import { Button, Group, NativeSelect } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useTranslation } from 'react-i18next';
import { isStore, type Store } from '../../../../shared/stores.js';
import classes from './Insights.module.css';
import type { InsightFormat } from './numbers.js';
import { QUICK_PERIODS, lastDays, quickPeriodOf, type InsightsView } from './view.js';

/** The last 7, 30 or 90 days, today included; the one the period is shows pressed. */
function QuickPeriods({ quick, onPick }: { quick: number | undefined; onPick: (days: number) => void }) {
  const { t } = useTranslation();
  return (
    <div role="group" aria-label={t('insights.filter.quick')} className={classes.quick}>
      {QUICK_PERIODS.map((days) => (
        <Button
          key={days}
          size="sm"
          variant={quick === days ? 'filled' : 'default'}
          aria-pressed={quick === days}
          onClick={() => onPick(days)}
        >
          {t('insights.filter.lastDays', { count: days })}
        </Button>
      ))}
    </div>
  );
}

/** The store (the user's own, or all of them) and the period: two dates, or the last 7, 30 or 90 days. */
export function InsightsFilters({
  view,
  update,
  stores,
  today,
  format,
}: {
  view: InsightsView;
  update: (change: Partial<InsightsView>) => void;
  stores: readonly Store[];
  today: string;
  format: InsightFormat;
}) {
  const { t } = useTranslation();
  const quick = quickPeriodOf(view, today);
  const ariaLabels = {
    previousMonth: t('insights.calendar.previousMonth'),
    nextMonth: t('insights.calendar.nextMonth'),
    previousYear: t('insights.calendar.previousYear'),
    nextYear: t('insights.calendar.nextYear'),
    previousDecade: t('insights.calendar.previousDecade'),
    nextDecade: t('insights.calendar.nextDecade'),
  };
  const dateProps = {
    valueFormatter: ({ date }: { date: unknown }) => (typeof date === 'string' ? format.date(date) : ''),
    ariaLabels,
    maxDate: today,
    hideOutsideDates: true,
    popoverProps: { withinPortal: true },
    className: classes.date,
  };
  return (
    <Group gap="sm" align="flex-end" wrap="wrap" className={classes.filters}>
      {stores.length > 1 ? (
        <NativeSelect
          label={t('insights.filter.store')}
          value={view.store ?? ''}
          onChange={(event) => {
            const value = event.currentTarget.value;
            update({ store: isStore(value) ? value : undefined });
          }}
          data={[
            { value: '', label: t('insights.filter.allStores') },
            ...stores.map((store) => ({ value: store, label: store.toUpperCase() })),
          ]}
          w={140}
        />
      ) : null}
      <Group gap="sm" wrap="nowrap" align="flex-end">
        <DatePickerInput
          label={t('insights.filter.from')}
          value={view.from}
          onChange={(from) => {
            if (from) update(from > view.to ? { from, to: from } : { from });
          }}
          {...dateProps}
        />
        <DatePickerInput
          label={t('insights.filter.to')}
          value={view.to}
          minDate={view.from}
          onChange={(to) => {
            if (to) update({ to });
          }}
          {...dateProps}
        />
      </Group>
      <QuickPeriods quick={quick} onPick={(days) => update(lastDays(days, today))} />
    </Group>
  );
}

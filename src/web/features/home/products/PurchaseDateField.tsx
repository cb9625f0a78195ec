import { Loader } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { EARLIEST_PURCHASE_DATE } from '../../../../shared/limits.js';
import { validatePurchaseDate } from '../../../../shared/rules/selection.js';
import type { TProductLine } from '../../../../shared/schemas/products.js';
import { useUpdatePurchaseDate } from '../api/update-purchase-date.js';
import { localToday, parseDayMonthYear } from '../format.js';
import { useFieldMessage } from '../messages.js';
import { useLineField } from './useLineField.js';

/** The purchase date of a retail line, saved once a whole date is chosen (or cleared). */
export const PurchaseDateField = memo(function PurchaseDateField({
  line,
  disabled,
  withLabel,
}: {
  line: TProductLine;
  disabled: boolean;
  withLabel: boolean;
}) {
  const { t } = useTranslation('products');
  const messageText = useFieldMessage();
  const today = localToday();
  const field = useLineField(line, useUpdatePurchaseDate(), (date: string) =>
    date !== '' && validatePurchaseDate(date, today) ? { key: 'purchaseDateRange' } : null,
  );
  return (
    <DateInput
      label={withLabel ? t('purchaseDate') : undefined}
      aria-label={withLabel ? undefined : t('purchaseDateOf', { name: line.name })}
      placeholder={t('datePlaceholder')}
      value={line.purchaseDate || null}
      onChange={(value) => {
        if ((value ?? '') !== line.purchaseDate) field.save(value ?? '');
        else field.clear();
      }}
      // Mantine drops a typed date it cannot take (unreadable, or outside min/max) on blur; keep the text
      // and say why it was not taken, with the same rule the server applies.
      fixOnBlur={false}
      onBlur={(event) => {
        const typed = event.currentTarget.value.trim();
        if (typed === '') return;
        const date = parseDayMonthYear(typed) ?? typed;
        if (date !== line.purchaseDate && validatePurchaseDate(date, today)) field.save(date);
      }}
      valueFormat="DD/MM/YYYY"
      dateParser={(input) => parseDayMonthYear(input)}
      firstDayOfWeek={1}
      // Mantine greys the neighbouring months' days below AA contrast; the month reads better without them.
      hideOutsideDates
      ariaLabels={{
        previousMonth: t('calendar.previousMonth'),
        nextMonth: t('calendar.nextMonth'),
        previousYear: t('calendar.previousYear'),
        nextYear: t('calendar.nextYear'),
        previousDecade: t('calendar.previousDecade'),
        nextDecade: t('calendar.nextDecade'),
      }}
      minDate={EARLIEST_PURCHASE_DATE}
      maxDate={today}
      clearable
      clearButtonProps={{ 'aria-label': t('clearDate') }}
      disabled={disabled}
      error={messageText(field.message)}
      rightSection={field.busy ? <Loader size="xs" aria-label={t('saving')} /> : undefined}
      popoverProps={{ withinPortal: true }}
      styles={{ input: { minWidth: 130 } }}
      autoComplete="off"
    />
  );
});

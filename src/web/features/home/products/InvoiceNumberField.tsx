import { Loader, TextInput } from '@mantine/core';
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { INVOICE_NUMBER_MAX } from '../../../../shared/limits.js';
import { validateInvoiceNumberInput } from '../../../../shared/rules/selection.js';
import type { TProductLine } from '../../../../shared/schemas/products.js';
import { useUpdateInvoiceNumber } from '../api/update-invoice-number.js';
import { useFieldMessage } from '../messages.js';
import { onEnter } from './SerialNumberField.js';
import { useLineField } from './useLineField.js';

interface FieldProps {
  line: TProductLine;
  disabled: boolean;
  withLabel: boolean;
}

function InvoiceInput({ line, disabled, withLabel }: FieldProps) {
  const { t } = useTranslation('products');
  const messageText = useFieldMessage();
  const field = useLineField(line, useUpdateInvoiceNumber(), (invoice: string) => {
    const invalid = validateInvoiceNumberInput(invoice);
    return invalid ? { key: invalid, values: { max: INVOICE_NUMBER_MAX } } : null;
  });
  const [value, setValue] = useState(line.invoiceNumber);
  const save = () => {
    const invoice = value.trim();
    if (invoice !== line.invoiceNumber) field.save(invoice);
  };
  return (
    <TextInput
      label={withLabel ? t('invoiceNumber') : undefined}
      aria-label={withLabel ? undefined : t('invoiceNumberOf', { name: line.name })}
      // On a card it says where the number is, and lines up with the serial's help link beside it.
      description={withLabel ? t('invoiceHint') : undefined}
      value={value}
      maxLength={INVOICE_NUMBER_MAX}
      autoComplete="off"
      spellCheck={false}
      disabled={disabled}
      onChange={(event) => {
        setValue(event.currentTarget.value);
        field.clear();
      }}
      onBlur={save}
      onKeyDown={onEnter(save)}
      error={messageText(field.message)}
      rightSection={field.busy ? <Loader size="xs" aria-label={t('saving')} /> : null}
      styles={{ input: { minWidth: 96 } }}
    />
  );
}

/** The invoice number of a retail line, saved on blur or Enter; a value the server changed starts it afresh. */
export const InvoiceNumberField = memo(function InvoiceNumberField(props: FieldProps) {
  return <InvoiceInput key={props.line.invoiceNumber} {...props} />;
});

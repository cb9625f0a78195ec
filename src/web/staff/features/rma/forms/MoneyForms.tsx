import { zodResolver } from '@hookform/resolvers/zod';
import { Checkbox, SimpleGrid, Text, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/format.js';
import { ActionForm, submitAction, useFieldError, type ActionFormProps } from './ActionForm.js';
import { actionSchema, type ActionInput } from './schemas.js';
import { languageOfTag } from '../../../lib/i18n.js';

const AMOUNTS = ['refundTotal', 'shippingCharge', 'storeCredit', 'tax'] as const;

/** Refund amounts: what the customer gets back, and whether the amount is ready to show them. */
export function RefundForm({ props }: { props: ActionFormProps }) {
  const { t, i18n } = useTranslation();
  const fieldError = useFieldError();
  const { rma } = props;
  const language = languageOfTag(i18n.language);
  const form = useForm<ActionInput<'refund'>>({
    defaultValues: {
      action: 'refund',
      refundTotal: rma.refund.actual || rma.refund.estimate,
      shippingCharge: rma.refund.shippingCharge,
      storeCredit: rma.refund.storeCredit,
      tax: rma.refund.tax,
      amountReady: true,
    },
    resolver: zodResolver(actionSchema('refund')),
  });
  const errors = form.formState.errors;
  return (
    <ActionForm
      props={props}
      submitLabel={t('action.refund')}
      onSubmit={form.handleSubmit((values) => submitAction(props, values))}
    >
      <Text size="sm">
        {t('refund.estimate')}: <strong>{formatMoney(rma.refund.estimate, rma.currency, language)}</strong>
      </Text>
      <SimpleGrid cols={2} spacing="sm">
        {AMOUNTS.map((name) => (
          <TextInput
            key={name}
            type="number"
            inputMode="decimal"
            step="0.01"
            min={0}
            label={`${t(`refund.${name}`)} (${rma.currency})`}
            {...form.register(name, { valueAsNumber: true })}
            error={fieldError(errors[name])}
          />
        ))}
      </SimpleGrid>
      <Checkbox
        label={t('refund.amountReady')}
        description={t('refund.amountReadyHint')}
        {...form.register('amountReady')}
      />
    </ActionForm>
  );
}

/** Complete the refund: the amounts entered, confirmed once more. */
export function CompleteRefundForm({ props }: { props: ActionFormProps }) {
  const { t, i18n } = useTranslation();
  const { rma } = props;
  const language = languageOfTag(i18n.language);
  const money = (amount: number) => formatMoney(amount, rma.currency, language);
  return (
    <ActionForm
      props={props}
      submitLabel={t('action.complete-refund')}
      onSubmit={(event) => {
        event.preventDefault();
        submitAction(props, { action: 'complete-refund' });
      }}
    >
      <SimpleGrid cols={2} spacing={4}>
        <Text size="sm">{t('refund.refundTotal')}</Text>
        <Text size="sm" fw={700}>
          {money(rma.refund.actual)}
        </Text>
        <Text size="sm">{t('refund.shippingCharge')}</Text>
        <Text size="sm">{money(rma.refund.shippingCharge)}</Text>
        <Text size="sm">{t('refund.storeCredit')}</Text>
        <Text size="sm">{money(rma.refund.storeCredit)}</Text>
        <Text size="sm">{t('refund.tax')}</Text>
        <Text size="sm">{money(rma.refund.tax)}</Text>
      </SimpleGrid>
      <Text size="sm">{t('refund.completeHint')}</Text>
    </ActionForm>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { Checkbox, NativeSelect, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { INSPECTION_RESULTS, LINE_RECEIPTS } from '../../../../../shared/staff/actions.js';
import type { TStaffRmaLine } from '../../../../../shared/staff/rma.js';
import { ActionForm, submitAction, useFieldError, type ActionFormProps } from './ActionForm.js';
import { actionSchema, withLines, type ActionInput } from './schemas.js';

function lineLabel(line: TStaffRmaLine) {
  return `${line.lineNo}. ${line.product} (${line.sku})`;
}

/** Approve or reject: the whole RMA or some lines, a message to the customer; a rejection needs a reason. */
export function DecisionForm({ props, action }: { props: ActionFormProps; action: 'approve' | 'reject' }) {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const { rma } = props;
  const form = useForm<ActionInput<'approve'> | ActionInput<'reject'>>({
    defaultValues: {
      action,
      lines: rma.lines.map((line) => line.id),
      message: '',
      ...(action === 'reject' ? { reason: '' } : {}),
    },
    resolver: zodResolver(actionSchema(action)),
  });
  const errors = form.formState.errors as Partial<Record<'lines' | 'reason' | 'message', { type?: unknown }>>;
  return (
    <ActionForm
      props={props}
      danger={action === 'reject'}
      submitLabel={t(`action.${action}`)}
      onSubmit={form.handleSubmit((values) =>
        submitAction(props, withLines({ ...values, message: values.message || undefined }, rma.lines.length)),
      )}
    >
      <Controller
        control={form.control}
        name="lines"
        render={({ field }) => (
          <Checkbox.Group
            label={t('form.lines')}
            value={(field.value ?? []).map(String)}
            onChange={(values) => field.onChange(values.map(Number))}
            error={errors.lines ? t('form.chooseLine') : undefined}
          >
            <Stack gap={4} mt={4}>
              {rma.lines.map((line) => (
                <Checkbox key={line.id} value={String(line.id)} label={lineLabel(line)} />
              ))}
            </Stack>
          </Checkbox.Group>
        )}
      />
      {action === 'reject' ? (
        <TextInput label={t('form.reason')} required {...form.register('reason')} error={fieldError(errors.reason)} />
      ) : null}
      <Textarea
        label={t('form.messageToCustomer')}
        description={t('form.messageHint')}
        autosize
        minRows={2}
        {...form.register('message')}
        error={fieldError(errors.message)}
      />
    </ActionForm>
  );
}

/** Receive: what arrived, line by line. */
export function ReceiveForm({ props }: { props: ActionFormProps }) {
  const { t } = useTranslation();
  const { rma } = props;
  const form = useForm<ActionInput<'receive'>>({
    defaultValues: {
      action: 'receive',
      lines: rma.lines.map((line) => ({ lineId: line.id, receipt: 'as-new' as const })),
    },
    resolver: zodResolver(actionSchema('receive')),
  });
  return (
    <ActionForm
      props={props}
      submitLabel={t('action.receive')}
      onSubmit={form.handleSubmit((values) => submitAction(props, values))}
    >
      {rma.lines.map((line, index) => (
        <NativeSelect
          key={line.id}
          label={lineLabel(line)}
          {...form.register(`lines.${index}.receipt`)}
          data={LINE_RECEIPTS.map((receipt) => ({ value: receipt, label: t(`receipt.${receipt}`) }))}
        />
      ))}
    </ActionForm>
  );
}

/** Inspect: a result for each line, with an optional note. */
export function InspectForm({ props }: { props: ActionFormProps }) {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const { rma } = props;
  const form = useForm<ActionInput<'inspect'>>({
    defaultValues: {
      action: 'inspect',
      lines: rma.lines.map((line) => ({ lineId: line.id, result: '' as unknown as 'as-described', note: '' })),
    },
    resolver: zodResolver(actionSchema('inspect')),
  });
  const errors = form.formState.errors.lines;
  return (
    <ActionForm
      props={props}
      submitLabel={t('action.inspect')}
      onSubmit={form.handleSubmit((values) => submitAction(props, values))}
    >
      {rma.lines.map((line, index) => (
        <Stack key={line.id} gap={4}>
          <Text fw={600} size="sm">
            {lineLabel(line)}
          </Text>
          <NativeSelect
            label={t('form.inspectionResult')}
            required
            {...form.register(`lines.${index}.result`)}
            data={[
              { value: '', label: t('form.choose') },
              ...INSPECTION_RESULTS.map((result) => ({ value: result, label: t(`inspection.${result}`) })),
            ]}
            error={errors?.[index]?.result ? t('form.required') : undefined}
          />
          <TextInput
            label={t('form.inspectionNote')}
            {...form.register(`lines.${index}.note`)}
            error={fieldError(errors?.[index]?.note)}
          />
        </Stack>
      ))}
    </ActionForm>
  );
}

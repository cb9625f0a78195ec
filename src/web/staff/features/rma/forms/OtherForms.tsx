import { zodResolver } from '@hookform/resolvers/zod';
import { NativeSelect, Radio, Group, Text, TextInput, Textarea } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { REPAIR_RESOLUTIONS, type RmaAction, type TRmaActionInput } from '../../../../../shared/staff/actions.js';
import { useStaff } from '../../../lib/staff-context.js';
import { ActionForm, submitAction, useFieldError, type ActionFormProps } from './ActionForm.js';
import {
  actionSchema,
  dueAtOf,
  localOf,
  serialLines,
  shipFormSchema,
  shipInput,
  shipSerialRule,
  type ActionInput,
  type TShipForm,
} from './schemas.js';

/**
 * The actions that need nothing but a confirmation. Plain names: `prepare-shipment` joins the contract with the state
 * machine (docs/staff/actions.md), and the console offers it as soon as the server lists it.
 */
export const CONFIRM_ACTIONS: readonly string[] = [
  'start-inspection',
  'check',
  'prepare-replacement',
  'prepare-shipment',
  'reissue-label',
];

export function ConfirmForm({ props, action }: { props: ActionFormProps; action: string }) {
  const { t } = useTranslation();
  return (
    <ActionForm
      props={props}
      submitLabel={t(`action.${action}`)}
      onSubmit={(event) => {
        event.preventDefault();
        submitAction(props, { action } as TRmaActionInput);
      }}
    >
      <Text size="sm">{t(`confirm.${action}`)}</Text>
    </ActionForm>
  );
}

/** Cancel (with an optional message to the customer) or close, each with its reason. */
export function ReasonForm({ props, action }: { props: ActionFormProps; action: 'cancel' | 'close' }) {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const form = useForm<ActionInput<'cancel'> | ActionInput<'close'>>({
    defaultValues: { action, reason: '', ...(action === 'cancel' ? { message: '' } : {}) },
    resolver: zodResolver(actionSchema(action)),
  });
  const errors = form.formState.errors as Partial<Record<'reason' | 'message', { type?: unknown }>>;
  return (
    <ActionForm
      props={props}
      danger
      submitLabel={t(`action.${action}`)}
      onSubmit={form.handleSubmit((v) => submitAction(props, v))}
    >
      <TextInput label={t('form.reason')} required {...form.register('reason')} error={fieldError(errors.reason)} />
      {action === 'cancel' ? (
        <Textarea
          label={t('form.messageToCustomer')}
          autosize
          minRows={2}
          {...form.register('message')}
          error={fieldError(errors.message)}
        />
      ) : null}
    </ActionForm>
  );
}

/** A Japanese repair's outcome: repaired, or replaced. */
export function ResolveRepairForm({ props }: { props: ActionFormProps }) {
  const { t } = useTranslation();
  const form = useForm<ActionInput<'resolve-repair'>>({
    defaultValues: { action: 'resolve-repair', resolution: 'repair' },
    resolver: zodResolver(actionSchema('resolve-repair')),
  });
  return (
    <ActionForm
      props={props}
      submitLabel={t('action.resolve-repair')}
      onSubmit={form.handleSubmit((v) => submitAction(props, v))}
    >
      <Controller
        control={form.control}
        name="resolution"
        render={({ field }) => (
          <Radio.Group label={t('form.resolution')} value={field.value} onChange={field.onChange}>
            <Group mt={4}>
              {REPAIR_RESOLUTIONS.map((resolution) => (
                <Radio key={resolution} value={resolution} label={t(`resolution.${resolution}`)} />
              ))}
            </Group>
          </Radio.Group>
        )}
      />
    </ActionForm>
  );
}

/**
 * Ship: carrier and tracking number, and the new unit's serial for each line in play that takes one (none for a
 * repaired unit, every line for a replaced one; see `shipSerialRule`).
 */
export function ShipForm({ props }: { props: ActionFormProps }) {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const { rma } = props;
  const rule = shipSerialRule(rma);
  const lines = serialLines(rma);
  const form = useForm<TShipForm>({
    defaultValues: {
      action: 'ship',
      carrier: rma.replacement.carrier,
      trackingNo: rma.replacement.trackingNo,
      serials: lines.map((line) => ({ lineId: line.id, serial: line.replacementSerial })),
    },
    resolver: zodResolver(shipFormSchema(rule)),
  });
  const errors = form.formState.errors;
  return (
    <ActionForm
      props={props}
      submitLabel={t('action.ship')}
      onSubmit={form.handleSubmit((v) => submitAction(props, shipInput(v)))}
    >
      <Group grow>
        <TextInput
          label={t('form.carrier')}
          required
          {...form.register('carrier')}
          error={fieldError(errors.carrier)}
        />
        <TextInput
          label={t('form.trackingNo')}
          required
          {...form.register('trackingNo')}
          error={fieldError(errors.trackingNo)}
        />
      </Group>
      {lines.map((line, index) => (
        <TextInput
          key={line.id}
          label={t('form.replacementSerial', { line: `${line.lineNo}. ${line.product}` })}
          required={rule === 'every'}
          {...form.register(`serials.${index}.serial`)}
          error={fieldError(errors.serials?.[index]?.serial)}
        />
      ))}
    </ActionForm>
  );
}

/** Assign to oneself, or unassign. */
export function AssignForm({ props }: { props: ActionFormProps }) {
  const { t } = useTranslation();
  const staff = useStaff();
  const current = props.rma.assignee;
  const form = useForm<{ who: string }>({ defaultValues: { who: current?.id === staff.id ? 'none' : 'me' } });
  const options = [
    { value: 'me', label: t('assign.me', { name: staff.name }) },
    { value: 'none', label: t('assign.none') },
  ];
  return (
    <ActionForm
      props={props}
      submitLabel={t('action.assign')}
      onSubmit={form.handleSubmit(({ who }) =>
        submitAction(props, { action: 'assign', assigneeId: who === 'me' ? staff.id : null }),
      )}
    >
      <Text size="sm">{current ? t('assign.current', { name: current.name }) : t('assign.nobody')}</Text>
      <NativeSelect label={t('assign.to')} data={options} {...form.register('who')} />
    </ActionForm>
  );
}

/** The due date (empty clears it) or the priority. */
export function DueForm({ props }: { props: ActionFormProps }) {
  const { t } = useTranslation();
  const form = useForm<{ due: string }>({ defaultValues: { due: localOf(props.rma.dueAt) } });
  return (
    <ActionForm
      props={props}
      submitLabel={t('action.set-due')}
      onSubmit={form.handleSubmit(({ due }) => submitAction(props, { action: 'set-due', dueAt: dueAtOf(due) }))}
    >
      <TextInput
        type="datetime-local"
        label={t('form.due')}
        description={t('form.dueHint')}
        {...form.register('due')}
      />
    </ActionForm>
  );
}

export function PriorityForm({ props }: { props: ActionFormProps }) {
  const { t } = useTranslation();
  const form = useForm<{ priority: string }>({ defaultValues: { priority: props.rma.priority > 0 ? '0' : '1' } });
  return (
    <ActionForm
      props={props}
      submitLabel={t('action.set-priority')}
      onSubmit={form.handleSubmit(({ priority }) =>
        submitAction(props, { action: 'set-priority', priority: priority === '1' ? 1 : 0 }),
      )}
    >
      <NativeSelect
        label={t('form.priority')}
        data={[
          { value: '0', label: t('rma.priorityNormal') },
          { value: '1', label: t('rma.priorityHigh') },
        ]}
        {...form.register('priority')}
      />
    </ActionForm>
  );
}

/** An internal note, or a message to the customer (sent by e-mail). */
export function TextForm({
  props,
  action,
}: {
  props: ActionFormProps;
  action: Extract<RmaAction, 'note' | 'message'>;
}) {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const form = useForm<ActionInput<'note'> | ActionInput<'message'>>({
    defaultValues: { action, body: '' },
    resolver: zodResolver(actionSchema(action)),
  });
  return (
    <ActionForm
      props={props}
      submitLabel={t(`action.${action}`)}
      onSubmit={form.handleSubmit((values) => submitAction(props, values))}
    >
      <Textarea
        label={t(action === 'note' ? 'form.note' : 'form.messageToCustomer')}
        description={t(action === 'note' ? 'form.noteHint' : 'form.messageHint')}
        autosize
        minRows={3}
        required
        {...form.register('body')}
        error={fieldError(form.formState.errors.body)}
      />
    </ActionForm>
  );
}

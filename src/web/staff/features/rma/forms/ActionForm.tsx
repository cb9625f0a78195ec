import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import type { FormEventHandler, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TRmaActionInput } from '../../../../../shared/staff/actions.js';
import type { TStaffRma } from '../../../../../shared/staff/rma.js';
import { formatDateTime } from '../../../lib/format.js';
import { failureMessage } from '../../../lib/query-client.js';
import { rmaKey } from '../api/get-rma.js';
import { conflictOf, type useRmaAction } from '../api/rma-action.js';
import { languageOfTag } from '../../../lib/i18n.js';

/** What every action form is given: the RMA on screen, the action call, and what to do when done or cancelled. */
export interface ActionFormProps {
  rma: TStaffRma;
  mutation: ReturnType<typeof useRmaAction>;
  onDone: () => void;
  onCancel: () => void;
}

/** Sends an action; the form closes only when the server has taken it. */
export function submitAction(props: ActionFormProps, input: TRmaActionInput) {
  props.mutation.mutate(input, { onSuccess: props.onDone });
}

/** "Changed by X at T — reload": the RMA changed since it was loaded; reloading shows the new state. */
export function ConflictAlert({ rma, error, onReload }: { rma: TStaffRma; error: unknown; onReload?: () => void }) {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const conflict = conflictOf(error);
  if (!conflict) return null;
  const language = languageOfTag(i18n.language);
  return (
    <Alert color="orange" variant="light" role="alert" title={t('conflict.title')}>
      <Stack gap="xs">
        <Text size="sm">
          {conflict.changedBy
            ? t('conflict.text', { name: conflict.changedBy, time: formatDateTime(conflict.changedAt, language) })
            : t('conflict.textUnknown')}
        </Text>
        <Group>
          <Button
            size="xs"
            color="orange"
            onClick={() => {
              void client.refetchQueries({ queryKey: rmaKey(rma.id) });
              onReload?.();
            }}
          >
            {t('conflict.reload')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

/** The frame of an action form: its fields, the failure (or conflict) of the last try, submit and cancel. */
export function ActionForm({
  props,
  onSubmit,
  submitLabel,
  danger,
  children,
}: {
  props: ActionFormProps;
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitLabel: string;
  danger?: boolean;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const { mutation } = props;
  const conflict = conflictOf(mutation.error);
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        {children}
        {conflict ? (
          <ConflictAlert rma={props.rma} error={mutation.error} onReload={() => mutation.reset()} />
        ) : mutation.error ? (
          <Alert color="red" variant="light" role="alert">
            {failureMessage(mutation.error, t('error.generic'))}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={props.onCancel}>
            {t('action.cancelForm')}
          </Button>
          <Button type="submit" color={danger ? 'red.8' : undefined} loading={mutation.isPending} disabled={!!conflict}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** A zod failure of a field as words in the interface language. */
export function useFieldError() {
  const { t } = useTranslation();
  return (error: { type?: unknown } | undefined): string | undefined => {
    if (!error) return undefined;
    if (error.type === 'too_small') return t('form.required');
    if (error.type === 'too_big') return t('form.tooLong');
    return t('form.invalid');
  };
}

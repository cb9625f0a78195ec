import { Button, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RmaAction } from '../../../../shared/staff/actions.js';
import type { TStaffRma } from '../../../../shared/staff/rma.js';
import { toast } from '../../lib/toast.js';
import { useRmaAction } from './api/rma-action.js';
import type { ActionFormProps } from './forms/ActionForm.js';
import { DecisionForm, InspectForm, ReceiveForm } from './forms/LineForms.js';
import { CompleteRefundForm, RefundForm } from './forms/MoneyForms.js';
import {
  AssignForm,
  CONFIRM_ACTIONS,
  ConfirmForm,
  DueForm,
  PriorityForm,
  ReasonForm,
  ResolveRepairForm,
  ShipForm,
  TextForm,
} from './forms/OtherForms.js';

/** The actions in the order of the work, then the housekeeping ones, then the ones that end an RMA. */
const GROUPS: { key: string; actions: readonly string[] }[] = [
  {
    key: 'next',
    actions: [
      'approve',
      'receive',
      'start-inspection',
      'inspect',
      'check',
      'resolve-repair',
      'refund',
      'complete-refund',
      'prepare-replacement',
      'prepare-shipment',
      'ship',
    ],
  },
  { key: 'manage', actions: ['assign', 'set-due', 'set-priority', 'note', 'message', 'reissue-label'] },
  { key: 'end', actions: ['reject', 'cancel', 'close'] },
];

function ActionFormFor({ action, props }: { action: RmaAction; props: ActionFormProps }) {
  switch (action) {
    case 'approve':
    case 'reject':
      return <DecisionForm props={props} action={action} />;
    case 'receive':
      return <ReceiveForm props={props} />;
    case 'inspect':
      return <InspectForm props={props} />;
    case 'refund':
      return <RefundForm props={props} />;
    case 'complete-refund':
      return <CompleteRefundForm props={props} />;
    case 'resolve-repair':
      return <ResolveRepairForm props={props} />;
    case 'ship':
      return <ShipForm props={props} />;
    case 'cancel':
    case 'close':
      return <ReasonForm props={props} action={action} />;
    case 'assign':
      return <AssignForm props={props} />;
    case 'set-due':
      return <DueForm props={props} />;
    case 'set-priority':
      return <PriorityForm props={props} />;
    case 'note':
    case 'message':
      return <TextForm props={props} action={action} />;
    default:
      return CONFIRM_ACTIONS.includes(action) ? <ConfirmForm props={props} action={action} /> : null;
  }
}

/** Only the actions the server offers for this RMA, this user, now (`actions`); each opens its form. */
export function ActionsPanel({ rma }: { rma: TStaffRma }) {
  const { t } = useTranslation();
  const mutation = useRmaAction(rma);
  const [open, setOpen] = useState<RmaAction | null>(null);
  const close = () => {
    setOpen(null);
    mutation.reset();
  };
  const props: ActionFormProps = {
    rma,
    mutation,
    onCancel: close,
    onDone: () => {
      toast(t('action.done', { action: t(`action.${open}`) }));
      close();
    },
  };
  const offered: readonly string[] = rma.actions;
  const groups = GROUPS.map((group) => ({
    ...group,
    actions: group.actions.filter((a): a is RmaAction => offered.includes(a)),
  }));
  return (
    <Paper withBorder p="sm" component="section" aria-labelledby="actions-title">
      <Title order={2} size="h5" id="actions-title" mb="xs">
        {t('rma.actions')}
      </Title>
      {rma.actions.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('rma.noActions')}
        </Text>
      ) : (
        <Stack gap="sm">
          {groups
            .filter((group) => group.actions.length > 0)
            .map((group) => (
              <Stack key={group.key} gap={6} role="group" aria-label={t(`actionGroup.${group.key}`)}>
                <Text size="xs" fw={700} c="dimmed" tt="uppercase">
                  {t(`actionGroup.${group.key}`)}
                </Text>
                {group.actions.map((action) => (
                  <Button
                    key={action}
                    size="xs"
                    justify="flex-start"
                    variant={group.key === 'next' ? 'filled' : group.key === 'end' ? 'outline' : 'default'}
                    color={group.key === 'end' ? 'red.8' : undefined}
                    onClick={() => setOpen(action)}
                  >
                    {t(`action.${action}`)}
                  </Button>
                ))}
              </Stack>
            ))}
        </Stack>
      )}
      <Modal
        opened={open !== null}
        onClose={close}
        title={open ? `${t(`action.${open}`)} · ${rma.rmaNo}` : ''}
        size="lg"
        closeButtonProps={{ 'aria-label': t('state.close') }}
      >
        {open ? <ActionFormFor action={open} props={props} /> : null}
      </Modal>
    </Paper>
  );
}

import { Button, Group, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  STAFF_PASSWORD_MAX,
  STAFF_PASSWORD_MIN,
  ZStaffPassword,
  type TStaffUser,
  type TStaffUserPatch,
} from '../../../../shared/staff/users.js';
import { toast } from '../../lib/toast.js';
import { useEndSessions } from './api/end-sessions.js';
import { useUpdateUser } from './api/update-user.js';
import { ConfirmStep } from './ConfirmStep.js';
import { RefusalAlert, useRefusalText } from './form-parts.js';
import classes from './Admin.module.css';
import { refusalOf, type Refusal } from './refusal.js';

const wrap = { root: classes.wrapRoot, label: classes.wrapLabel };

type Step = 'disable' | 'password' | 'resetTotp' | 'endSessions';

/** The calls behind the access buttons, each ending with a toast or with its refusal kept for the dialog. */
function useAccess(user: TStaffUser) {
  const { t } = useTranslation();
  const update = useUpdateUser(user.id);
  const endSessions = useEndSessions();
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  return {
    refusal,
    pending: update.isPending || endSessions.isPending,
    change: (patch: TStaffUserPatch, done: string, after: () => void = () => {}) => {
      setRefusal(null);
      update.mutate(patch, {
        onSuccess: () => {
          toast(done);
          after();
        },
        onError: (error) => setRefusal(refusalOf(error, ['password'])),
      });
    },
    endSessions: (after: () => void) => {
      setRefusal(null);
      endSessions.mutate(user.id, {
        onSuccess: ({ ended }) => {
          toast(t('admin.access.ended', { count: ended, name: user.name }));
          after();
        },
        onError: (error) => setRefusal(refusalOf(error)),
      });
    },
  };
}

/** What each access button (and its confirmation) says. */
function useStepLabels(): Record<Step, string> {
  const { t } = useTranslation();
  return {
    disable: t('admin.access.disable'),
    password: t('admin.access.setPassword'),
    resetTotp: t('admin.access.resetTotp'),
    endSessions: t('admin.access.endSessions'),
  };
}

/** A new password for the user, checked against the contract's length before anything is asked. */
function NewPassword(props: {
  value: string;
  onChange: (value: string) => void;
  error: string | null;
  label: string;
  onSet: () => void;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs" align="flex-start">
      <PasswordInput
        label={t('admin.access.newPassword')}
        description={t('admin.field.passwordLength', { min: STAFF_PASSWORD_MIN, max: STAFF_PASSWORD_MAX })}
        autoComplete="new-password"
        value={props.value}
        onChange={(event) => props.onChange(event.currentTarget.value)}
        error={props.error}
        w="100%"
        maw={360}
      />
      <Button variant="light" color="red" onClick={props.onSet} disabled={props.disabled} classNames={wrap}>
        {props.label}
      </Button>
    </Stack>
  );
}

/**
 * A user's access: disable or enable, a new password, a reset of the one-time code, ending their sessions. All but
 * enabling shut the user out at once, so each asks first.
 */
export function AccessActions({ user }: { user: TStaffUser }) {
  const { t } = useTranslation();
  const access = useAccess(user);
  const refusalText = useRefusalText();
  const [step, setStep] = useState<Step | null>(null);
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const passwordLength = t('admin.field.passwordLength', { min: STAFF_PASSWORD_MIN, max: STAFF_PASSWORD_MAX });
  const name = { name: user.name };
  const close = () => setStep(null);
  const run: Record<Step, () => void> = {
    disable: () => access.change({ disabled: true }, t('admin.access.disabled', name), close),
    password: () =>
      access.change({ password }, t('admin.access.passwordSet', name), () => {
        close();
        setPassword('');
      }),
    resetTotp: () => access.change({ resetTotp: true }, t('admin.access.totpReset', name), close),
    endSessions: () => access.endSessions(close),
  };
  const label = useStepLabels();
  const serverPasswordError = access.refusal?.fields.password ? refusalText(access.refusal.fields.password) : null;
  const askPassword = () => {
    const valid = ZStaffPassword.safeParse(password).success;
    setPasswordError(valid ? null : passwordLength);
    if (valid) setStep('password');
  };
  const danger = (which: Step) => (
    <Button variant="light" color="red" onClick={() => setStep(which)} disabled={access.pending} classNames={wrap}>
      {label[which]}
    </Button>
  );

  return (
    <Stack gap="sm">
      <Title order={3} size="h5">
        {t('admin.access.title')}
      </Title>
      <Group gap="xs" wrap="wrap">
        {user.disabled ? (
          <Button
            variant="light"
            classNames={wrap}
            onClick={() => access.change({ disabled: false }, t('admin.access.enabled', name))}
          >
            {t('admin.access.enable')}
          </Button>
        ) : (
          danger('disable')
        )}
        {user.totpEnabled ? danger('resetTotp') : null}
        {danger('endSessions')}
      </Group>
      <NewPassword
        value={password}
        onChange={setPassword}
        error={passwordError ?? serverPasswordError}
        label={label.password}
        onSet={askPassword}
        disabled={access.pending}
      />
      {step ? (
        <ConfirmStep
          text={t(`admin.access.${step}Confirm`, name)}
          confirmLabel={label[step]}
          pending={access.pending}
          onConfirm={run[step]}
          onCancel={close}
        />
      ) : null}
      <RefusalAlert refusal={access.refusal} />
      <Text size="xs" c="gray.7">
        {t('admin.access.note')}
      </Text>
    </Stack>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Code, Group, List, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ZTotpConfirm, type TStaffMe, type TTotpConfirm, type TTotpEnrolment } from '../../../../shared/staff/auth.js';
import { StaffApiError } from '../../lib/api.js';
import { failureMessage } from '../../lib/query-client.js';
import { useConfirmTotp } from './api/confirm-totp.js';
import { useStartTotp } from './api/start-totp.js';
import { QrCode } from './QrCode.js';

/** The base32 key in groups of four, as an authenticator app's "enter a key" screen is easiest typed from. */
export function groupedSecret(secret: string): string {
  return (secret.match(/.{1,4}/g) ?? []).join(' ');
}

/** What a refused confirmation says: a wrong code beside the field, anything else above the buttons. */
function confirmFailure(error: unknown, t: (key: string) => string): { code?: string; alert?: string } {
  if (!error) return {};
  if (error instanceof StaffApiError && error.httpStatus === 400) return { code: t('admin.totp.invalidCode') };
  if (error instanceof StaffApiError && error.body.status === 'totp-not-started')
    return { alert: t('admin.totp.notStarted') };
  return { alert: failureMessage(error, t('error.generic')) };
}

/** The key as a QR code and as text to type, and the code the app then shows. */
function KeyStep({
  enrolment,
  onEnrolled,
  onClose,
}: {
  enrolment: TTotpEnrolment;
  onEnrolled: (staff: TStaffMe) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const confirm = useConfirmTotp();
  const form = useForm<TTotpConfirm>({ defaultValues: { code: '' }, resolver: zodResolver(ZTotpConfirm) });
  const failure = confirmFailure(confirm.error, t);
  const codeError = form.formState.errors.code ? t('admin.totp.codeFormat') : failure.code;
  const onSubmit = form.handleSubmit(({ code }) =>
    confirm.mutate(code, { onSuccess: onEnrolled, onError: () => form.setValue('code', '') }),
  );
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        <List type="ordered" size="sm" spacing={4}>
          <List.Item>{t('admin.totp.scan')}</List.Item>
          <List.Item>{t('admin.totp.orType')}</List.Item>
          <List.Item>{t('admin.totp.enterCode')}</List.Item>
        </List>
        <Group align="center" gap="lg" wrap="wrap">
          <QrCode text={enrolment.uri} label={t('admin.totp.qr')} fallback={t('admin.totp.qrFailed')} />
          <Stack gap={4}>
            <Text size="sm" fw={600}>
              {t('admin.totp.key')}
            </Text>
            <Code fz="lg" data-testid="totp-secret" style={{ letterSpacing: '0.08em' }}>
              {groupedSecret(enrolment.secret)}
            </Code>
            <Text size="xs" c="gray.7">
              {t('admin.totp.keyHelp')}
            </Text>
          </Stack>
        </Group>
        <TextInput
          label={t('admin.totp.code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          data-autofocus
          styles={{ input: { letterSpacing: '0.3em', fontSize: 20 } }}
          maw={220}
          {...form.register('code')}
          error={codeError}
        />
        {failure.alert ? (
          <Alert color="red" variant="light" role="alert">
            {failure.alert}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose}>
            {t('admin.cancel')}
          </Button>
          <Button type="submit" loading={confirm.isPending}>
            {t('admin.totp.confirm')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * Turning on two-step sign-in for one's own account (docs/staff/console.md#administration): a new key (a QR code
 * and the key to type), then a code from the app to show it works. It takes effect only once confirmed.
 */
export function TotpEnrolment({
  required,
  onEnrolled,
  onClose,
}: {
  required: boolean;
  onEnrolled: (staff: TStaffMe) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const start = useStartTotp();
  const [done, setDone] = useState(false);

  if (done) {
    return (
      <Stack gap="sm">
        <Alert color="green" variant="light" role="status" title={t('admin.totp.doneTitle')}>
          {t('admin.totp.done')}
        </Alert>
        <Group justify="flex-end">
          <Button onClick={onClose} data-autofocus>
            {t('state.close')}
          </Button>
        </Group>
      </Stack>
    );
  }
  if (start.data) {
    const enrolled = (staff: TStaffMe) => {
      setDone(true);
      onEnrolled(staff);
    };
    return <KeyStep enrolment={start.data} onEnrolled={enrolled} onClose={onClose} />;
  }
  return (
    <Stack gap="sm">
      <Text size="sm">{required ? t('admin.totp.required') : t('admin.totp.intro')}</Text>
      <Text size="sm">{t('admin.totp.needApp')}</Text>
      {start.error ? (
        <Alert color="red" variant="light" role="alert">
          {failureMessage(start.error, t('error.generic'))}
        </Alert>
      ) : null}
      <Group justify="flex-end" gap="xs">
        <Button variant="default" onClick={onClose}>
          {t('admin.cancel')}
        </Button>
        <Button onClick={() => start.mutate()} loading={start.isPending} data-autofocus>
          {t('admin.totp.start')}
        </Button>
      </Group>
    </Stack>
  );
}

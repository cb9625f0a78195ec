import { Alert, Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** "Are you sure?" in place, before a change that signs someone out or shuts them out. */
export function ConfirmStep({
  text,
  confirmLabel,
  pending,
  onConfirm,
  onCancel,
}: {
  text: string;
  confirmLabel: string;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Alert color="orange" variant="light" title={t('admin.confirmTitle')}>
      <Text size="sm">{text}</Text>
      <Group gap="xs" mt="sm" justify="flex-end">
        <Button size="xs" variant="default" onClick={onCancel}>
          {t('admin.cancel')}
        </Button>
        <Button size="xs" color="red.8" loading={pending} onClick={onConfirm} data-autofocus autoFocus>
          {confirmLabel}
        </Button>
      </Group>
    </Alert>
  );
}

import { Alert, Group, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** What a page or step shows while its data loads (a spinner), or when it failed (the generic error). */
export function LoadState({ failed }: { failed: boolean }) {
  const { t } = useTranslation('common');
  if (failed) {
    return (
      <Alert color="red" role="alert">
        {t('genericError', { ns: 'messages' })}
      </Alert>
    );
  }
  return (
    <Group justify="center" py="xl">
      <Loader aria-label={t('loading')} />
    </Group>
  );
}

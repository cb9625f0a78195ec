import { Alert, Button, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A screen's data did not load: the generic error, and a retry. */
export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" role="alert" title={t('error.generic')}>
      <Button size="xs" variant="light" onClick={onRetry}>
        {t('state.retry')}
      </Button>
    </Alert>
  );
}

/** A screen's data is on its way. */
export function Loading() {
  const { t } = useTranslation();
  return <Text aria-busy="true">{t('state.loading')}</Text>;
}

import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { usePageMeta } from '../../components/usePageMeta.js';

export function NotFoundPage() {
  const { t } = useTranslation('common');
  usePageMeta('notFound');
  return (
    <Stack align="center" py="xl" gap="sm">
      <Title order={1}>Not Found</Title>
      <Text c="dimmed">{t('notFoundText')}</Text>
      <Anchor component={Link} to="/">
        {t('backToHome')}
      </Anchor>
    </Stack>
  );
}

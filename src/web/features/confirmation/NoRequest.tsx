import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { RMA_STATUS_PATH } from './NextSteps.js';

/** The confirmation page opened without RMA numbers: nothing failed, so no refresh; the ways on instead. */
export function NoRequest() {
  const { t } = useTranslation('confirmation');
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} maw={880} mx="auto" my="md">
      <Stack gap="sm" align="flex-start">
        <Title order={1} size="h2">
          {t('noRequest.title')}
        </Title>
        <Text>{t('noRequest.text')}</Text>
        <Group gap="sm">
          <Button component={Link} to="/">
            {t('backToHome', { ns: 'common' })}
          </Button>
          <Button component={Link} to={RMA_STATUS_PATH} variant="default">
            {t('pageTitle.rma-status', { ns: 'common' })}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

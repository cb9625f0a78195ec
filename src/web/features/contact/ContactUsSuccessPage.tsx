import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { FlowProgress, flowSteps } from '../../components/FlowProgress.js';
import { usePageMeta } from '../../components/usePageMeta.js';

/** The promise of docs/rules/request.md: a reply to a contact-us message within 2 business days. */
const CONTACT_REPLY_BUSINESS_DAYS = 2;

/** After a contact-us message: thanks, when we reply, and the way back home. */
export function ContactUsSuccessPage() {
  usePageMeta('contactUsSuccess');
  const { t } = useTranslation('confirmation');
  const [, navigate] = useLocation();
  return (
    <Stack py="xl" maw={640} mx="auto">
      <FlowProgress steps={flowSteps('contact')} current="done" />
      <Paper withBorder radius="md" p={{ base: 'lg', sm: 'xl' }} bg="teal.0">
        <Stack gap="sm" align="center" ta="center">
          <Title order={1}>{t('contactSuccess.title')}</Title>
          <Text>{t('contactSuccess.received')}</Text>
          <Text>{t('contactSuccess.replyWithin', { days: CONTACT_REPLY_BUSINESS_DAYS })}</Text>
          <Button size="md" mt="md" onClick={() => navigate('/')}>
            {t('backToHome', { ns: 'common' })}
          </Button>
        </Stack>
      </Paper>
    </Stack>
  );
}

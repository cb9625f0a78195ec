import { Box, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { labelBlock } from '../../../shared/rules/timeline.js';
import type { TConfirmationResponse } from '../../../shared/schemas/index.js';
import { FlowProgress, flowSteps } from '../../components/FlowProgress.js';
import { FullPageLoader } from '../../components/FullPageLoader.js';
import { RefundAmount, hasRefundAmounts } from '../../components/RefundAmount.js';
import { ReturnLabelBlock, RmaProductLines, RmaTimeline, formatRmaDate } from '../../components/RmaTimeline.js';
import { usePageMeta } from '../../components/usePageMeta.js';
import { readStored } from '../../lib/storage.js';
import { useStore } from '../../lib/store-context.js';
import { useConfirmation } from './api/get-confirmation.js';
import { NextSteps } from './NextSteps.js';
import { NoRequest } from './NoRequest.js';

/** The RMA numbers of the page: from its address, else the ones kept when the request was submitted. */
function useRmaNumbers() {
  const [params] = useSearchParams();
  const rmaNo = params.get('rmaNo') || readStored('rmaNo') || '';
  const rmaId = params.get('rmaId') || readStored('rmaId') || '';
  return { rmaNo, rmaId };
}

export function ConfirmationPage() {
  usePageMeta('confirmation');
  const { store } = useStore();
  const { rmaNo, rmaId } = useRmaNumbers();
  const missing = rmaNo === '' || rmaId === '';

  const query = useConfirmation(store, rmaNo, rmaId);

  if (missing) return <NoRequest />;
  if (query.isError) return <FullPageLoader failed />;
  if (query.isPending) return <FullPageLoader />;
  return <Confirmation data={query.data} />;
}

function Confirmation({ data }: { data: TConfirmationResponse }) {
  const { t } = useTranslation('confirmation');
  const { language } = useStore();
  const navigate = useNavigate();
  const { detail, request } = data;
  const refund = detail.type === 1;
  const received = request.rmaReceivedDateFormat ? formatRmaDate(request.rmaReceivedDateFormat, language) : '';

  return (
    <Stack gap="lg" py="md" maw={880} mx="auto">
      <FlowProgress steps={flowSteps(refund ? 'refund' : 'replacement')} current="done" />
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} bg="teal.0">
        <Stack gap="xs" align="flex-start">
          <Title order={1}>{t('thanks')}</Title>
          <Text>{refund ? t('receivedRefund') : t('receivedReplacement')}</Text>
          <Box mt="xs">
            <Text size="sm" c="dark.6">
              {t('rmaNumberLabel')}
            </Text>
            <Text
              fz={{ base: 26, sm: 32 }}
              fw={700}
              ff="monospace"
              style={{ letterSpacing: '0.04em', wordBreak: 'break-all' }}
              data-testid="rma-number"
            >
              {request.rmaNo}
            </Text>
            {received && (
              <Text size="sm" c="dark.6">
                {t('receivedOn', { date: received })}
              </Text>
            )}
          </Box>
          <Text size="sm">{t('keepNumber')}</Text>
        </Stack>
      </Paper>

      <NextSteps refund={refund} guestEmail={detail.loggedIn ? null : detail.email} />

      <Stack gap="sm" component="section" aria-labelledby="confirmation-products">
        <Title order={2} size="h3" id="confirmation-products">
          {t('productsTitle')}
        </Title>
        <RmaProductLines detail={detail} />
      </Stack>

      <Stack gap="sm" component="section" aria-labelledby="confirmation-status">
        <Title order={2} size="h3" id="confirmation-status">
          {t('statusTitle')}
        </Title>
        <RmaTimeline detail={detail} />
      </Stack>

      {hasRefundAmounts(detail) && <RefundAmount detail={detail} />}

      <ReturnLabelBlock detail={detail} />

      <Group justify="center" mt="md">
        {/* With a return label to download, that is the page's one primary action. */}
        <Button
          size="md"
          variant={labelBlock(detail.labelStatus, detail.countryCode) ? 'default' : 'filled'}
          onClick={() => navigate('/')}
        >
          {t('backToHome', { ns: 'common' })}
        </Button>
      </Group>
    </Stack>
  );
}

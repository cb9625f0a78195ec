import { Box, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useDeferredValue, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'wouter';
import { labelBlock } from '../../../shared/rules/timeline.js';
import type { TConfirmationResponse } from '../../../shared/schemas/index.js';
import { FlowProgress, flowSteps } from '../../components/FlowProgress.js';
import { Pending } from '../../components/Pending.js';
import { FullPageLoader } from '../../components/FullPageLoader.js';
import { RefundAmount, hasRefundAmounts, usePreparedMoneyFormat } from '../../components/RefundAmount.js';
import { ReturnLabelBlock, RmaProductLines, RmaTimeline, formatRmaDate } from '../../components/RmaTimeline.js';
import { usePageMeta } from '../../components/usePageMeta.js';
import { usePrerendering } from '../../components/usePrerendering.js';
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
  // The answer's page is rendered as a transition, in slices that give way to the browser, while the frame stays on
  // screen: the whole RMA (products, timeline, amounts, label) was one task of up to 245 ms on a phone (CPU slowed
  // 4x), where a tap would wait.
  const data = useDeferredValue(query.data);
  usePreparedMoneyFormat();
  // The build pre-renders the page's frame for every store (the numbers are in the address, which it cannot see).
  const prerendering = usePrerendering();

  if (missing && !prerendering) return <NoRequest />;
  if (query.isError) return <FullPageLoader failed />;
  if (data === undefined) return <ConfirmationFrame rmaNo={rmaNo} />;
  return <Confirmation data={data} />;
}

/**
 * The page while its answer is on the way: the thank-you panel with the RMA number from the address, at the place
 * and height the answer's page gives it, then the loader over a whole screen, so the footer stays below the fold.
 * Painted from the pre-rendered page before any script runs; what depends on the answer (refund or replacement,
 * the day it was received) keeps its place under a skeleton until it arrives.
 */
function ConfirmationFrame({ rmaNo }: { rmaNo: string }) {
  const { t } = useTranslation('confirmation');
  return (
    <Stack gap="lg" py="md" maw={880} mx="auto">
      <Box style={{ visibility: 'hidden' }} aria-hidden>
        <FlowProgress steps={flowSteps('refund')} current="done" />
      </Box>
      <ThanksPanel
        received={
          <Pending width="fit-content">
            <Text>{t('receivedRefund')}</Text>
          </Pending>
        }
        rmaNo={rmaNo}
        receivedOn={
          <Pending width="fit-content">
            <Text size="sm">{t('receivedOn', { date: '1' })}</Text>
          </Pending>
        }
      />
      <NextSteps refund={undefined} guestEmail={null} />
      <FullPageLoader />
    </Stack>
  );
}

/** The panel that thanks the customer and gives the RMA number, with the page's frame and once answered. */
function ThanksPanel({ received, rmaNo, receivedOn }: { received: ReactNode; rmaNo: string; receivedOn: ReactNode }) {
  const { t } = useTranslation('confirmation');
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} bg="teal.0">
      <Stack gap="xs" align="flex-start">
        <Title order={1}>{t('thanks')}</Title>
        {received}
        <Box mt="xs">
          <Text size="sm" c="dark.6">
            {t('rmaNumberLabel')}
          </Text>
          {rmaNo ? (
            <Text
              fz={{ base: 26, sm: 32 }}
              fw={700}
              ff="monospace"
              style={{ letterSpacing: '0.04em', wordBreak: 'break-all' }}
              data-testid="rma-number"
            >
              {rmaNo}
            </Text>
          ) : (
            // The pre-render: the number is in the address, which it does not see.
            <Pending width="11em">
              <Text fz={{ base: 26, sm: 32 }} ff="monospace">
                RMA
              </Text>
            </Pending>
          )}
          {receivedOn}
        </Box>
        <Text size="sm">{t('keepNumber')}</Text>
      </Stack>
    </Paper>
  );
}

function Confirmation({ data }: { data: TConfirmationResponse }) {
  const { t } = useTranslation('confirmation');
  const { language } = useStore();
  const [, navigate] = useLocation();
  const { detail, request } = data;
  const refund = detail.type === 1;
  const received = request.rmaReceivedDateFormat ? formatRmaDate(request.rmaReceivedDateFormat, language) : '';

  return (
    <Stack gap="lg" py="md" maw={880} mx="auto">
      <FlowProgress steps={flowSteps(refund ? 'refund' : 'replacement')} current="done" />
      <ThanksPanel
        received={<Text>{refund ? t('receivedRefund') : t('receivedReplacement')}</Text>}
        rmaNo={request.rmaNo}
        receivedOn={
          received && (
            <Text size="sm" c="dark.6">
              {t('receivedOn', { date: received })}
            </Text>
          )
        }
      />

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

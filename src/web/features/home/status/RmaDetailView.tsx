import { Divider, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TRmaDetail } from '../../../../shared/schemas/rma.js';
import { STORE_INFO, isStore } from '../../../../shared/stores.js';
import { RmaProductLines, RmaTimeline, ReturnLabelBlock } from '../../../components/RmaTimeline.js';
import { useStore } from '../../../lib/store-context.js';
import { formatMoney } from '../format.js';

/** The RMA detail: summary, the status timeline, the return label, the products. */
export const RmaDetailView = memo(function RmaDetailView({ detail }: { detail: TRmaDetail }) {
  const { t } = useTranslation('home');
  const { store, language } = useStore();
  const currency = detail.currency || STORE_INFO[isStore(detail.store) ? detail.store : store].currency;
  const refund = detail.type === 1;
  const amount = detail.refundAmountReady ? detail.refundTotalActual : detail.refundTotalEst;
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} component="section" aria-labelledby="rma-detail-title">
      <Stack gap="lg">
        <div>
          <Title order={3} size="h4" id="rma-detail-title">
            {t('rmaDetail.title', { rmaNo: detail.rmaNo })}
          </Title>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" mt="xs">
            <Text size="sm">
              <Text span c="gray.8">
                {t('rmaDetail.type')}
                {t('labelSeparator')}
              </Text>
              <strong>{refund ? t('rmaDetail.typeRefund') : t('rmaDetail.typeReplacement')}</strong>
            </Text>
            {refund && amount > 0 ? (
              <Text size="sm">
                <Text span c="gray.8">
                  {detail.refundAmountReady ? t('rmaDetail.refundActual') : t('rmaDetail.refundEstimate')}
                  {t('labelSeparator')}
                </Text>
                <strong>{formatMoney(amount, currency, language)}</strong>
              </Text>
            ) : null}
          </SimpleGrid>
        </div>
        <div>
          <Text fw={600} mb="sm">
            {t('timeline.heading')}
          </Text>
          <RmaTimeline detail={detail} />
        </div>
        <ReturnLabelBlock detail={detail} />
        <Divider />
        <div>
          <Text fw={600} mb="xs">
            {t('rmaDetail.products')}
          </Text>
          <RmaProductLines detail={detail} />
        </div>
      </Stack>
    </Paper>
  );
});

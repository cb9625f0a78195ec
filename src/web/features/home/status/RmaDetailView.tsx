import { Divider, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TRmaDetail } from '../../../../shared/schemas/rma.js';
import { RmaProductLines, RmaTimeline, ReturnLabelBlock } from '../../../components/RmaTimeline.js';
import { RefundAmount, hasRefundAmounts } from '../../../components/RefundAmount.js';

/** The RMA detail: summary, the refund amount view of a refund, the status timeline, the return label, the products. */
export const RmaDetailView = memo(function RmaDetailView({ detail }: { detail: TRmaDetail }) {
  const { t } = useTranslation('rma');
  const refund = detail.type === 1;
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
          </SimpleGrid>
        </div>
        {hasRefundAmounts(detail) && <RefundAmount detail={detail} />}
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

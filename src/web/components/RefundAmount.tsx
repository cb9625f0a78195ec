import { memo, useEffect } from 'react';
import { Badge, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TRmaDetail } from '../../shared/schemas/rma.js';
import { STORE_INFO } from '../../shared/stores.js';
import { formatMoney, prepareMoneyFormat } from '../../shared/rules/money.js';
import { useStore } from '../lib/store-context.js';

/** Whether an RMA detail has refund amounts to show (a refund RMA with an estimate or a final amount). */
export function hasRefundAmounts(detail: TRmaDetail): boolean {
  return detail.type === 1 && (detail.refundTotalEst > 0 || (detail.refundAmountReady && detail.refundTotalActual > 0));
}

/**
 * For a page that may show refund amounts: the store's money format is made in a task of its own as soon as the page
 * is on screen, while it waits for its answer, not in the render that shows the amounts. A browser's first currency
 * format is the costly one (ICU's number data): 87 ms of a 245 ms task on a phone (Chrome, CPU slowed 4x).
 */
export function usePreparedMoneyFormat(): void {
  const { store, language } = useStore();
  useEffect(() => {
    const timer = setTimeout(() => prepareMoneyFormat(STORE_INFO[store].currency, language), 0);
    return () => clearTimeout(timer);
  }, [store, language]);
}

/**
 * The refund amount view: refund amount, shipping charge, store credit and tax. Until the final amount is
 * ready the refund is an estimate and says so; a service fee may still be levied for accidental damage or abuse.
 * Texts live in the `confirmation` namespace under `refund.*`.
 */
export const RefundAmount = memo(function RefundAmount({ detail }: { detail: TRmaDetail }) {
  const { t } = useTranslation('confirmation');
  const { store, language } = useStore();
  const final = detail.refundAmountReady && detail.refundTotalActual > 0;
  const currency = detail.currency || STORE_INFO[store].currency;
  const money = (value: number) => formatMoney(value, currency, language);
  const rows: { key: string; label: string; value: number; strong?: boolean }[] = [
    {
      key: 'refund',
      label: t('refund.amount'),
      value: final ? detail.refundTotalActual : detail.refundTotalEst,
      strong: true,
    },
    { key: 'shipping', label: t('refund.shippingCharge'), value: detail.shippingCharge },
    { key: 'credit', label: t('refund.storeCredit'), value: detail.storeCredit },
    { key: 'tax', label: t('refund.tax'), value: detail.tax },
  ];

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="refund-amount-title">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={3} size="h4" id="refund-amount-title">
            {t('refund.title')}
          </Title>
          <Badge color={final ? 'teal.1' : 'yellow.3'} c="dark.8">
            {final ? t('refund.final') : t('refund.estimate')}
          </Badge>
        </Group>
        <Table withRowBorders={false} verticalSpacing={4} horizontalSpacing={0}>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.key}>
                <Table.Th scope="row" fw={row.strong ? 700 : 400}>
                  {row.label}
                  {row.key === 'refund' && !final ? ` (${t('refund.estimateShort')})` : ''}
                </Table.Th>
                <Table.Td ta="right" fw={row.strong ? 700 : 400} style={{ whiteSpace: 'nowrap' }}>
                  {money(row.value)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {!final && (
          <Text size="sm" c="dimmed">
            {t('refund.estimateNote')}
          </Text>
        )}
        <Text size="sm" c="dimmed">
          {t('refund.serviceFeeNote')}
        </Text>
      </Stack>
    </Paper>
  );
});

import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TInsights } from '../../../../shared/staff/insights.js';
import { HorizontalBars, seriesOf } from './charts.js';
import { DataTable, type Column } from './DataTable.js';
import { productColumn } from './ProductCell.js';
import { Section, type SectionProps } from './Section.js';

type Row = TInsights['returnRate'][number];
/** SKUs in the chart: the highest rates. */
export const TOP_SKUS = 10;

/** Return rate per SKU: RMA lines ÷ units sold in the period; a SKU not sold in it has no rate. */
export function ReturnRateSection({ rows, csvHref, phone, format }: SectionProps<Row>) {
  const { t } = useTranslation();
  const data = rows
    .filter((row) => row.rate !== null && row.rate > 0)
    .slice(0, TOP_SKUS)
    .map((row) => ({ sku: phone ? row.sku : row.product, rate: row.rate! }));
  const columns: Column<Row>[] = [
    productColumn<Row>(t('insights.column.product')),
    {
      key: 'returned',
      label: t('insights.column.returned'),
      cell: (row) => format.count(row.returned),
      numeric: true,
      sortValue: (row) => row.returned,
    },
    {
      key: 'sold',
      label: t('insights.column.sold'),
      cell: (row) => format.count(row.sold),
      numeric: true,
      sortValue: (row) => row.sold,
    },
    {
      key: 'rate',
      label: t('insights.column.rate'),
      cell: (row) =>
        row.rate === null ? (
          <Text span size="sm" c="gray.7" fs="italic">
            {t('insights.returnRate.noSales')}
          </Text>
        ) : (
          <strong>{format.percent(row.rate)}</strong>
        ),
      numeric: true,
      sortValue: (row) => row.rate ?? -1,
    },
  ];
  return (
    <Section
      title={t('insights.returnRate.title')}
      description={t('insights.returnRate.description', { top: TOP_SKUS })}
      csvHref={csvHref}
      empty={rows.length === 0}
      emptyText={t('insights.returnRate.empty')}
      chart={
        data.length > 0 ? (
          <HorizontalBars
            data={data}
            categoryKey="sku"
            series={seriesOf([{ name: 'rate', label: t('insights.column.rate') }])}
            phone={phone}
            valueFormatter={format.percent}
          />
        ) : null
      }
    >
      <DataTable
        rows={rows}
        columns={columns}
        rowKey={(row) => row.sku}
        label={t('insights.returnRate.table')}
        phone={phone}
        defaultSort={{ key: 'rate', dir: 'desc' }}
      />
    </Section>
  );
}

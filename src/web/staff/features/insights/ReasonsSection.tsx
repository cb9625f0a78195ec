import { useTranslation } from 'react-i18next';
import type { TInsights } from '../../../../shared/staff/insights.js';
import { reasonName } from '../../lib/reasons.js';
import { HorizontalBars, seriesOf } from './charts.js';
import { DataTable, type Column } from './DataTable.js';
import classes from './Insights.module.css';
import { productColumn } from './ProductCell.js';
import { Section, type SectionProps } from './Section.js';

type Row = TInsights['reasons'][number];
/** Products in the chart: the most returned ones. */
export const TOP_PRODUCTS = 8;

/** The chart's rows: the most returned products, their lines stacked by reason. */
export function reasonChart(rows: readonly Row[], phone: boolean) {
  const products = new Map<string, Record<string, string | number> & { total: number }>();
  for (const row of rows) {
    const product = products.get(row.sku) ?? { product: phone ? row.sku : row.product, total: 0 };
    product[row.reason] = Number(product[row.reason] ?? 0) + row.count;
    product.total += row.count;
    products.set(row.sku, product);
  }
  const data = [...products.values()].sort((a, b) => b.total - a.total).slice(0, TOP_PRODUCTS);
  const reasons = [...new Set(rows.map((row) => row.reason))].filter((reason) => data.some((d) => reason in d));
  return { data, reasons };
}

/** Returns by reason and fault code per product: the fault codes that repeat point at a defective batch. */
export function ReasonsSection({ rows, csvHref, phone, format }: SectionProps<Row>) {
  const { t } = useTranslation();
  const { data, reasons } = reasonChart(rows, phone);
  const columns: Column<Row>[] = [
    productColumn<Row>(t('insights.column.product')),
    {
      key: 'reason',
      label: t('insights.column.reason'),
      cell: (row) => reasonName(t, row.reason),
      sortValue: (row) => reasonName(t, row.reason),
    },
    {
      key: 'fault',
      label: t('insights.column.faultCode'),
      cell: (row) => (row.faultCode ? <span className={classes.code}>{row.faultCode}</span> : '—'),
      sortValue: (row) => row.faultCode,
    },
    {
      key: 'count',
      label: t('insights.column.lines'),
      cell: (row) => <strong>{format.count(row.count)}</strong>,
      numeric: true,
      sortValue: (row) => row.count,
    },
  ];
  return (
    <Section
      title={t('insights.reasons.title')}
      description={t('insights.reasons.description', { top: TOP_PRODUCTS })}
      csvHref={csvHref}
      empty={rows.length === 0}
      emptyText={t('insights.reasons.empty')}
      chart={
        <HorizontalBars
          data={data}
          categoryKey="product"
          series={seriesOf(reasons.map((reason) => ({ name: reason, label: reasonName(t, reason) })))}
          stacked
          withLegend
          phone={phone}
          valueFormatter={format.count}
          integer
        />
      }
    >
      <DataTable
        rows={rows}
        columns={columns}
        rowKey={(row) => `${row.sku}|${row.reason}|${row.faultCode}`}
        label={t('insights.reasons.table')}
        phone={phone}
        defaultSort={{ key: 'count', dir: 'desc' }}
      />
    </Section>
  );
}

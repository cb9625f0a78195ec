import { useTranslation } from 'react-i18next';
import { AGE_BUCKETS, type TInsights } from '../../../../shared/staff/insights.js';
import { HorizontalBars, seriesOf } from './charts.js';
import { DataTable, type Column } from './DataTable.js';
import { Section, type SectionProps } from './Section.js';

type Row = TInsights['backlog'][number];

/** Backlog: the RMAs open now (whatever the period), by status and by days since the request. */
export function BacklogSection({ rows, csvHref, phone, format }: SectionProps<Row>) {
  const { t } = useTranslation();
  const statusName = (status: string) => t(`status.${status}`, { defaultValue: status });
  const bucketName = (key: string) => t(`insights.backlog.bucket.${key}`);
  const data = rows.map((row) => ({ status: statusName(row.status), ...row.buckets }));
  const columns: Column<Row>[] = [
    {
      key: 'status',
      label: t('insights.column.status'),
      cell: (row) => statusName(row.status),
      sortValue: (row) => statusName(row.status),
    },
    ...AGE_BUCKETS.map((bucket): Column<Row> => ({
      key: bucket.key,
      label: bucketName(bucket.key),
      cell: (row) => format.count(row.buckets[bucket.key]),
      numeric: true,
      sortValue: (row) => row.buckets[bucket.key],
    })),
    {
      key: 'total',
      label: t('insights.column.total'),
      cell: (row) => <strong>{format.count(row.total)}</strong>,
      numeric: true,
      sortValue: (row) => row.total,
    },
  ];
  return (
    <Section
      title={t('insights.backlog.title')}
      description={t('insights.backlog.description')}
      csvHref={csvHref}
      empty={rows.length === 0}
      emptyText={t('insights.backlog.empty')}
      chart={
        <HorizontalBars
          data={data}
          categoryKey="status"
          series={seriesOf(AGE_BUCKETS.map((bucket) => ({ name: bucket.key, label: bucketName(bucket.key) })))}
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
        rowKey={(row) => row.status}
        label={t('insights.backlog.table')}
        phone={phone}
        defaultSort={{ key: 'status', dir: 'asc' }}
      />
    </Section>
  );
}

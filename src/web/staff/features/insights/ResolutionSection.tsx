import { useTranslation } from 'react-i18next';
import type { TInsights } from '../../../../shared/staff/insights.js';
import { HorizontalBars, seriesOf } from './charts.js';
import { DataTable, type Column } from './DataTable.js';
import { Section, type SectionProps } from './Section.js';

type Row = TInsights['resolution'][number];

/** Time to resolution: median and 90th percentile in days, overall and per type, of the RMAs resolved in the period. */
export function ResolutionSection({ rows, csvHref, phone, format }: SectionProps<Row>) {
  const { t } = useTranslation();
  const kindName = (kind: Row['kind']) => (kind === 'all' ? t('insights.resolution.all') : t(`kind.${kind}`));
  const days = (value: number | null) => (value === null ? '—' : format.days(value));
  const resolved = rows.filter((row) => row.resolved > 0);
  const data = resolved.map((row) => ({
    kind: kindName(row.kind),
    median: row.medianDays ?? 0,
    p90: row.p90Days ?? 0,
  }));
  const columns: Column<Row>[] = [
    { key: 'kind', label: t('insights.column.type'), cell: (row) => kindName(row.kind) },
    { key: 'resolved', label: t('insights.column.resolved'), cell: (row) => format.count(row.resolved), numeric: true },
    { key: 'median', label: t('insights.column.median'), cell: (row) => days(row.medianDays), numeric: true },
    { key: 'p90', label: t('insights.column.p90'), cell: (row) => days(row.p90Days), numeric: true },
  ];
  return (
    <Section
      title={t('insights.resolution.title')}
      description={t('insights.resolution.description')}
      csvHref={csvHref}
      empty={resolved.length === 0}
      emptyText={t('insights.resolution.empty')}
      chart={
        <HorizontalBars
          data={data}
          categoryKey="kind"
          series={seriesOf([
            { name: 'median', label: t('insights.column.median') },
            { name: 'p90', label: t('insights.column.p90') },
          ])}
          withLegend
          phone={phone}
          valueFormatter={format.days}
        />
      }
    >
      <DataTable
        rows={rows}
        columns={columns}
        rowKey={(row) => row.kind}
        label={t('insights.resolution.table')}
        phone={phone}
      />
    </Section>
  );
}

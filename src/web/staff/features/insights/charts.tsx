import { BarChart, type BarChartSeries } from '@mantine/charts';

/** Colours of a chart's series in order: distinct hues, each dark enough on white. */
export const SERIES_COLORS = ['indigo.6', 'orange.6', 'teal.6', 'grape.6', 'red.7', 'cyan.7', 'lime.8', 'pink.6'];

export function seriesOf(names: readonly { name: string; label: string }[]): BarChartSeries[] {
  return names.map((s, i) => ({ ...s, color: SERIES_COLORS[i % SERIES_COLORS.length]! }));
}

function shorten(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/**
 * Bars across the width (one row per category, so long names fit a phone), as wide as their box. The chart is for the
 * eye only (its box is hidden from assistive technology), so recharts' keyboard layer is turned off.
 */
export function HorizontalBars({
  data,
  categoryKey,
  series,
  stacked,
  phone,
  valueFormatter,
  withLegend,
  integer,
}: {
  data: Record<string, string | number>[];
  categoryKey: string;
  series: BarChartSeries[];
  stacked?: boolean;
  phone: boolean;
  valueFormatter: (value: number) => string;
  withLegend?: boolean;
  /** Counts: the value axis has whole numbers only. */
  integer?: boolean;
}) {
  const rowHeight = stacked || series.length === 1 ? 32 : 22 * series.length + 12;
  return (
    <BarChart
      h={Math.max(160, data.length * rowHeight + (withLegend ? 90 : 50))}
      data={data}
      dataKey={categoryKey}
      series={series}
      type={stacked ? 'stacked' : 'default'}
      orientation="vertical"
      valueFormatter={valueFormatter}
      withLegend={withLegend}
      // The legend in the series' order (recharts sorts it by name otherwise: 0–2, 15+, 3–7…).
      legendProps={{ verticalAlign: 'bottom', itemSorter: (item) => series.findIndex((s) => s.name === item.dataKey) }}
      xAxisProps={integer ? { allowDecimals: false, domain: [0, 'dataMax'] } : {}}
      gridAxis="x"
      tickLine="none"
      maxBarWidth={24}
      yAxisProps={{
        width: phone ? 104 : 180,
        tickFormatter: (value: string) => shorten(String(value), phone ? 15 : 26),
      }}
      barChartProps={{ accessibilityLayer: false }}
      textColor="gray.8"
    />
  );
}

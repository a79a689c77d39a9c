/**
 * The drawing of one analytics series with @mui/x-charts. This module is its own chunk
 * (AnalyticsCharts imports it with React.lazy): the charts library is fetched only when a
 * signed-in user opens the analytics, never with the first page. The figure around it holds
 * a table of the same numbers, so the drawing itself is hidden from assistive technology.
 */
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';

export interface TimeSeriesChartProps {
  variant: 'bar' | 'line';
  labels: readonly string[];
  values: readonly number[];
  seriesLabel: string;
  formatValue: (value: number) => string;
  height?: number;
}

export default function TimeSeriesChart({ variant, labels, values, seriesLabel, formatValue, height = 260 }: TimeSeriesChartProps) {
  const xAxis = [{ scaleType: 'band' as const, data: [...labels], id: 'time' }];
  const yAxis = [{ valueFormatter: (value: number) => formatValue(value), tickMinStep: 1 }];
  const series = [{ data: [...values], label: seriesLabel, valueFormatter: (value: number | null) => formatValue(value ?? 0) }];
  // Straight lines between points: a smoothed curve would dip below zero between counts.
  const lineSeries = series.map((entry) => ({ ...entry, curve: 'linear' as const }));
  return (
    <div aria-hidden="true" data-testid={`chart-${variant}`} data-points={values.length}>
      {variant === 'bar' ? (
        <BarChart xAxis={xAxis} yAxis={yAxis} series={series} height={height} hideLegend />
      ) : (
        <LineChart
          xAxis={[{ scaleType: 'point' as const, data: [...labels], id: 'time' }]}
          yAxis={yAxis}
          series={lineSeries}
          height={height}
          hideLegend
        />
      )}
    </div>
  );
}

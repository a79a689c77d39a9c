/**
 * The drawing of one analytics series with @mui/x-charts. This module is its own chunk
 * (AnalyticsCharts imports it with React.lazy): the charts library is fetched only when a
 * signed-in user opens the analytics, never with the first page. The figure around it holds
 * a table of the same numbers, so the drawing itself is hidden from assistive technology.
 * It follows the theme (the accent for the series, the text colours for the axes come from
 * the MUI theme) and the text direction: right to left, time runs from right to left and the
 * value axis stands on the right.
 */
import { useTheme } from '@mui/material/styles';
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

export default function TimeSeriesChart({
  variant,
  labels,
  values,
  seriesLabel,
  formatValue,
  height = 260,
}: TimeSeriesChartProps) {
  const theme = useTheme();
  const rtl = theme.direction === 'rtl';
  const xAxis = [{ scaleType: 'band' as const, data: [...labels], id: 'time', reverse: rtl }];
  const yAxis = [
    {
      valueFormatter: (value: number) => formatValue(value),
      tickMinStep: 1,
      position: rtl ? ('right' as const) : ('left' as const),
    },
  ];
  const series = [
    {
      data: [...values],
      label: seriesLabel,
      color: theme.palette.primary.main,
      valueFormatter: (value: number | null) => formatValue(value ?? 0),
    },
  ];
  // Straight lines between points: a smoothed curve would dip below zero between counts.
  const lineSeries = series.map((entry) => ({ ...entry, curve: 'linear' as const }));
  return (
    // inert as well as hidden: nothing inside the drawing takes keyboard focus (the table has the numbers).
    <div aria-hidden="true" inert dir="ltr" data-testid={`chart-${variant}`} data-points={values.length}>
      {variant === 'bar' ? (
        <BarChart xAxis={xAxis} yAxis={yAxis} series={series} height={height} hideLegend />
      ) : (
        <LineChart
          xAxis={[{ scaleType: 'point' as const, data: [...labels], id: 'time', reverse: rtl }]}
          yAxis={yAxis}
          series={lineSeries}
          height={height}
          hideLegend
        />
      )}
    </div>
  );
}

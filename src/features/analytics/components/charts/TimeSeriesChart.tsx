// One analytics series drawn with @mui/x-charts, its own chunk so the charts library is fetched
// only with the analytics. Hidden from assistive technology: the figure around it holds a table
// of the same numbers.
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

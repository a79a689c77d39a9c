// One chart with its table: the table of the same numbers is here from the start, so they are
// readable and accessible while the drawing's chunk loads, or if it fails.
import { Suspense, useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { ErrorBoundary } from '@/components/ErrorBoundary';
import { lazyPart } from '@/components/lazy';

// One lazy component for every chart, so a chart that remounts does not suspend again.
const Chart = lazyPart(() => import(/* webpackChunkName: "analytics-charts" */ './charts/TimeSeriesChart'));

export interface ChartRow {
  /** The point's instant (ISO), for <time>. */
  timestamp: string;
  axisLabel: string;
  tableLabel: string;
  value: number;
  valueText: string;
}

export interface ChartFigureProps {
  variant: 'bar' | 'line';
  title: string;
  timeHeader: string;
  valueHeader: string;
  rows: readonly ChartRow[];
  formatValue: (value: number) => string;
}

export function ChartFigure({ variant, title, timeHeader, valueHeader, rows, formatValue }: ChartFigureProps) {
  const intl = useIntl();
  const captionId = useId();

  return (
    <Paper
      component="figure"
      variant="outlined"
      aria-labelledby={captionId}
      sx={{ m: 0, p: { xs: 1.5, sm: 2 }, borderRadius: 3 }}
    >
      <Typography id={captionId} component="figcaption" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        {title}
      </Typography>
      <ErrorBoundary
        onRetry={Chart.preload}
        fallback={(_error, retry) => (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', py: 2 }}>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              <FormattedMessage id="analytics.chart.loadFailed" />
            </Typography>
            <Button size="small" onClick={retry}>
              <FormattedMessage id="analytics.retry" />
            </Button>
          </Stack>
        )}
      >
        <Suspense fallback={<Skeleton variant="rounded" height={260} aria-hidden="true" />}>
          <Chart
            variant={variant}
            labels={rows.map((row) => row.axisLabel)}
            values={rows.map((row) => row.value)}
            seriesLabel={valueHeader}
            formatValue={formatValue}
          />
        </Suspense>
      </ErrorBoundary>
      <Box sx={{ overflowX: 'auto', mt: 1 }}>
        <Table size="small" aria-label={intl.formatMessage({ id: 'analytics.chart.tableLabel' }, { title })}>
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col">
                {timeHeader}
              </TableCell>
              <TableCell component="th" scope="col" align="right">
                {valueHeader}
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.timestamp}>
                <TableCell component="th" scope="row" sx={{ fontWeight: 400 }}>
                  <time dateTime={row.timestamp}>{row.tableLabel}</time>
                </TableCell>
                <TableCell align="right">{row.valueText}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    </Paper>
  );
}

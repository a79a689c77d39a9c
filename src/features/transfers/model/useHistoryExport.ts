/**
 * The CSV export of the history's filtered view (every page, not just the one on screen), with a
 * toast that says how many rows it holds, that it was cut short, that rows could not be read, or
 * why it failed.
 */
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { serverMessage } from '@/api/http';
import { stakingApi } from '@/api/staking/stakingApi';
import { useToast } from '@/components/toast/useToast';
import { downloadCsv } from '@/lib/csv/csv';
import { useFormatters } from '@/lib/format';
import { useAppDispatch } from '@/lib/store/hooks';
import { exportFileName, fetchAllTransfers, transfersToCsv } from './exportTransfers';
import { toHistoryFilters, type HistoryView } from './historyView';

export function useHistoryExport(view: HistoryView) {
  const intl = useIntl();
  const toast = useToast();
  const format = useFormatters();
  const dispatch = useAppDispatch();
  const [exporting, setExporting] = useState(false);

  const fetchPage = (page: number, size: number) => {
    const filters = { ...toHistoryFilters(view), page, size };
    const request = stakingApi.endpoints.getTransferHistory.initiate(filters, { subscribe: false, forceRefetch: true });
    return dispatch(request).unwrap();
  };

  const toCsv = (records: Parameters<typeof transfersToCsv>[0]) =>
    transfersToCsv(records, {
      header: ['date', 'timestamp', 'direction', 'from', 'to', 'votes'].map((column) =>
        intl.formatMessage({ id: `transfers.csv.${column}` }),
      ),
      direction: (type) => intl.formatMessage({ id: type === 'in' ? 'transfers.history.in' : 'transfers.history.out' }),
      date: (iso) => format.dateTime(iso),
    });

  const exportCsv = async () => {
    setExporting(true);
    try {
      const { records, truncated, skipped } = await fetchAllTransfers(fetchPage);
      downloadCsv(exportFileName(view), toCsv(records));
      const rows = { count: records.length, rows: format.integer(records.length) };
      if (truncated) toast.warning(intl.formatMessage({ id: 'transfers.export.truncated' }, rows));
      else toast.success(intl.formatMessage({ id: 'transfers.export.done' }, rows));
      // Said apart: the file is short of these rows whether or not it was cut short.
      if (skipped > 0) {
        const values = { count: skipped, skipped: format.integer(skipped) };
        toast.warning(intl.formatMessage({ id: 'transfers.export.skipped' }, values), {
          id: 'transfers-export-skipped',
        });
      }
    } catch (error) {
      toast.error(serverMessage(error, intl) ?? intl.formatMessage({ id: 'transfers.export.failed' }));
    } finally {
      setExporting(false);
    }
  };

  return { exporting, exportCsv };
}

// The CSV export of the filtered view: every matching transfer, whatever page is shown, fetched
// at the largest page size, up to MAX_EXPORT_ROWS.
import type { TransferPage, TransferRecord } from '@/api/staking/types';
import { toCsv } from '@/lib/csv/csv';
import type { HistoryView } from './historyView';

export const EXPORT_PAGE_SIZE = 100;
export const MAX_EXPORT_ROWS = 5000;

export interface ExportResult {
  records: TransferRecord[];
  /** More matched than MAX_EXPORT_ROWS: the file holds the newest ones. */
  truncated: boolean;
}

export async function fetchAllTransfers(
  fetchPage: (page: number, size: number) => Promise<TransferPage>,
): Promise<ExportResult> {
  const records: TransferRecord[] = [];
  // Rows the server sent, unreadable ones included: a page short of a skipped row is not the end.
  let received = 0;
  for (let page = 1; records.length < MAX_EXPORT_ROWS; page += 1) {
    const result = await fetchPage(page, EXPORT_PAGE_SIZE);
    records.push(...result.items);
    const rows = result.items.length + result.skipped;
    received += rows;
    if (rows === 0 || received >= result.total) {
      return { records: records.slice(0, MAX_EXPORT_ROWS), truncated: false };
    }
  }
  return { records: records.slice(0, MAX_EXPORT_ROWS), truncated: true };
}

export interface CsvLabels {
  header: readonly string[];
  direction: (type: TransferRecord['type']) => string;
  date: (iso: string) => string;
}

/** Columns: date in Asia/Saigon, the timestamp as sent, direction, from, to, votes. */
export function transfersToCsv(records: readonly TransferRecord[], labels: CsvLabels): string {
  return toCsv([
    labels.header,
    ...records.map((record) => [
      labels.date(record.created_at),
      record.created_at,
      labels.direction(record.type),
      record.from_wallet_address,
      record.to_wallet_address,
      String(record.amount),
    ]),
  ]);
}

/** vote-transfers[-in|-out][-from-DAY][-to-DAY].csv */
export function exportFileName(view: HistoryView): string {
  const parts = ['vote-transfers'];
  if (view.type !== 'all') parts.push(view.type);
  if (view.from) parts.push(`from-${view.from}`);
  if (view.to) parts.push(`to-${view.to}`);
  return `${parts.join('-')}.csv`;
}

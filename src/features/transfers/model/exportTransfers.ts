// The CSV export of the filtered view: every matching transfer, whatever page is shown, fetched
// at the largest page size, up to MAX_EXPORT_ROWS and a page budget no server answer can stretch.
import type { TransferPage, TransferRecord } from '@/api/staking/types';
import { toCsv } from '@/lib/csv/csv';
import type { HistoryView } from './historyView';

export const EXPORT_PAGE_SIZE = 100;
export const MAX_EXPORT_ROWS = 5000;
/** Pages read beyond what the total promises: rows arriving mid-export push the rest down. */
export const EXTRA_PAGES = 2;
/** Never more pages than this, whatever the server claims or sends. */
export const MAX_EXPORT_PAGES = Math.ceil(MAX_EXPORT_ROWS / EXPORT_PAGE_SIZE) + EXTRA_PAGES;

export interface ExportResult {
  records: TransferRecord[];
  /** The file does not hold every match: MAX_EXPORT_ROWS or the page budget was met first. */
  truncated: boolean;
  /** Rows the server sent that could not be read, so are not in the file. */
  skipped: number;
}

/** How many pages the claimed total allows, margin included, never past MAX_EXPORT_PAGES. */
export function pageBudget(total: number, size: number): number {
  const pages = Number.isFinite(total) && total > 0 ? Math.ceil(total / size) : 0;
  return Math.min(MAX_EXPORT_PAGES, pages + EXTRA_PAGES);
}

export async function fetchAllTransfers(
  fetchPage: (page: number, size: number) => Promise<TransferPage>,
): Promise<ExportResult> {
  const records: TransferRecord[] = [];
  // Rows the server sent, unreadable ones included: a page short of a skipped row is not the end.
  let received = 0;
  let skipped = 0;
  const done = (truncated: boolean) => ({ records: records.slice(0, MAX_EXPORT_ROWS), truncated, skipped });
  let budget = MAX_EXPORT_PAGES;
  for (let page = 1; page <= budget; page += 1) {
    const result = await fetchPage(page, EXPORT_PAGE_SIZE);
    records.push(...result.items);
    skipped += result.skipped;
    const rows = result.items.length + result.skipped;
    received += rows;
    if (rows === 0 || received >= result.total) return done(false);
    if (records.length >= MAX_EXPORT_ROWS) return done(true);
    budget = pageBudget(result.total, EXPORT_PAGE_SIZE);
  }
  return done(true);
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

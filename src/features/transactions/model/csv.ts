/**
 * CSV of the transactions shown (RFC 4180: comma separated, CRLF, quotes doubled). A cell that a
 * spreadsheet would run as a formula (=, +, -, @, tab, carriage return first) gets a leading
 * apostrophe, so a value from the server can never become a formula. Amounts are the exact
 * decimal strings; times are ISO 8601 as sent and in Asia/Saigon.
 */
import type { IntlShape } from 'react-intl';
import type { Transaction } from '@/api/staking/types';
import { formatDateTime } from '@/lib/format';
import { chainName } from './explorer';
import { statusMessageId, typeMessageId } from './labels';

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(rows: ReadonlyArray<ReadonlyArray<string | number | null | undefined>>): string {
  return rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

export function transactionsCsv(intl: IntlShape, transactions: readonly Transaction[]): string {
  const header = [
    'money.csv.time',
    'money.csv.timeIso',
    'money.csv.type',
    'money.csv.status',
    'money.csv.amount',
    'money.csv.currency',
    'money.csv.toCurrency',
    'money.csv.hash',
    'money.csv.network',
    'money.csv.wallet',
    'money.csv.id',
  ].map((id) => intl.formatMessage({ id }));
  const rows = transactions.map((tx) => [
    formatDateTime(tx.created_at, intl.locale),
    tx.created_at,
    intl.formatMessage({ id: typeMessageId(tx.type) }),
    intl.formatMessage({ id: statusMessageId(tx.status) }),
    tx.amount,
    tx.currency_symbol,
    tx.to_currency_symbol ?? '',
    tx.hash ?? '',
    chainName(tx.chain_id),
    tx.wallet_address,
    tx.id,
  ]);
  return toCsv([header, ...rows]);
}

/** Hands the text to the browser as a file download. */
export function downloadCsv(filename: string, text: string): void {
  // A byte-order mark so spreadsheet apps read the UTF-8 (Vietnamese labels) correctly.
  const blob = new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * CSV of the transactions shown, through the shared writer (src/lib/csv). Amounts are the exact
 * decimal strings; times are ISO 8601 as sent and in Asia/Saigon.
 */
import type { IntlShape } from 'react-intl';
import type { Transaction } from '@/api/staking/types';
import { toCsv } from '@/lib/csv/csv';
import { formatDateTime } from '@/lib/format';
import { chainName } from './explorer';
import { statusMessageId, typeMessageId } from './labels';

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

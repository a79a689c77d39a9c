import { useIntl } from 'react-intl';
import type { Transaction } from '@/api/staking/types';
import { downloadCsv } from '@/lib/csv/csv';
import { useStableCallback } from '@/lib/hooks/useStableCallback';
import { transactionsCsv } from './transactionsCsv';

/** Downloads `items` as `name`.csv; the same function from page to page, for the memoised actions. */
export function useExportCsv(items: readonly Transaction[] | null, name: string): () => void {
  const intl = useIntl();
  return useStableCallback(() => {
    if (items) downloadCsv(`${name}.csv`, transactionsCsv(intl, items));
  });
}

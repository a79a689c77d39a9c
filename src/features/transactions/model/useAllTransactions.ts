// Every transaction of the user, for the views that need them all (rewards and their total),
// never stopping at a short page, and at most ceil(total / size) + EXTRA_PAGES and MAX_PAGES pages.
// Rules: docs/money-in-flight.md#reading-every-transaction.
import { useCallback, useEffect, useState } from 'react';
import { stakingApi } from '@/api/staking/stakingApi';
import type { Transaction } from '@/api/staking/types';
import { useAppDispatch } from '@/lib/store/hooks';

export const ALL_PAGE_SIZE = 100;
export const MAX_PAGES = 100;
/** Pages read beyond what the total promises: rows arriving mid-read push the rest down. */
export const EXTRA_PAGES = 2;

/** Why not every row was read: the MAX_PAGES cap, or pages that never added up to the total. */
export type PartialRead = false | 'cap' | 'pages';

export type AllTransactions =
  | { status: 'loading'; items: null; partial: false; skipped: 0 }
  | { status: 'error'; items: null; partial: false; skipped: 0 }
  | { status: 'ready'; items: Transaction[]; partial: PartialRead; skipped: number };

/** The pages the claimed total allows, margin included, never past MAX_PAGES. */
function pageBudget(total: number): number {
  if (!Number.isFinite(total) || total < 0) return MAX_PAGES;
  return Math.min(MAX_PAGES, Math.ceil(total / ALL_PAGE_SIZE) + EXTRA_PAGES);
}

const LOADING: AllTransactions = { status: 'loading', items: null, partial: false, skipped: 0 };

export function useAllTransactions(enabled: boolean): AllTransactions & { retry: () => void; refreshing: boolean } {
  const dispatch = useAppDispatch();
  const [run, setRun] = useState(0);
  // The result and the run it belongs to: a newer run is "refreshing" until it lands.
  const [result, setResult] = useState<{ run: number; state: AllTransactions }>({
    run: -1,
    state: LOADING,
  });

  useEffect(() => {
    if (!enabled) return;
    let cancelled = false;
    const finish = (state: AllTransactions) => {
      if (!cancelled) setResult({ run, state });
    };
    void (async () => {
      const items: Transaction[] = [];
      const seen = new Set<string>();
      let received = 0;
      let skipped = 0;
      let budget = MAX_PAGES;
      for (let page = 1; page <= budget; page += 1) {
        // Always fresh: a cached page beside a fresh one is out of step once new rows arrive.
        const response = await dispatch(
          stakingApi.endpoints.getTransactions.initiate(
            { page, size: ALL_PAGE_SIZE },
            { subscribe: false, forceRefetch: true },
          ),
        );
        if (cancelled) return;
        const data = response.data;
        if (!data) return finish({ status: 'error', items: null, partial: false, skipped: 0 });
        // A row arriving mid-read pushes the rest down, so a row can come twice: the first counts.
        for (const tx of data.items) {
          if (seen.has(tx.id)) continue;
          seen.add(tx.id);
          items.push(tx);
        }
        const rows = data.items.length + data.skipped;
        received += rows;
        skipped += data.skipped;
        if (rows === 0 || received >= data.total) return finish({ status: 'ready', items, partial: false, skipped });
        budget = pageBudget(data.total);
      }
      finish({ status: 'ready', items, partial: budget < MAX_PAGES ? 'pages' : 'cap', skipped });
    })();
    return () => {
      cancelled = true;
    };
  }, [dispatch, enabled, run]);

  const retry = useCallback(() => setRun((n) => n + 1), []);
  const refreshing = result.run !== run;
  // A retry after an error shows loading again; a refresh keeps the rows until the new ones land.
  const state: AllTransactions = refreshing && result.state.status === 'error' ? LOADING : result.state;
  return { ...state, retry, refreshing };
}

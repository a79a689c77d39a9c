// The 'All' list's model: the user's transactions a server page at a time, page and size in the
// address (a reload or a shared link keeps them), the next page fetched ahead.
import { skipToken } from '@reduxjs/toolkit/query';
import { stakingApi, useGetTransactionsQuery, useStakingPrefetch } from '@/api/staking/stakingApi';
import type { Transaction } from '@/api/staking/types';
import type { PageAhead } from '@/components/table/PagesAhead';
import { useInstantSearchParams } from '@/lib/hooks/useInstantSearchParams';
import { useStableCallback } from '@/lib/hooks/useStableCallback';
import { DEFAULT_PAGE_SIZE, readPageNumber, readPageSize, usePager } from '@/lib/paging/usePager';

export function useTransactionList() {
  const [params, setParams] = useInstantSearchParams();
  const size = readPageSize(params.get('size')) ?? DEFAULT_PAGE_SIZE;
  const page = readPageNumber(params.get('page')) ?? 1;
  const query = useGetTransactionsQuery({ page, size });
  // currentData: never the previous page's rows while another page loads.
  const data = query.currentData;
  const pager = usePager({
    page,
    size,
    total: data?.total,
    argsOf: (next) => ({ page: next, size }),
    prefetch: useStakingPrefetch('getTransactions'),
  });
  const setPage = useStableCallback((next: number, nextSize = size) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set('page', String(next));
        updated.set('size', String(nextSize));
        return updated;
      },
      { replace: false },
    ),
  );
  return {
    page,
    size,
    query,
    data,
    pages: usePagesAround(page, size, pager.lastPage, data?.items ?? null),
    lastPage: pager.lastPage,
    failed: !query.isFetching && query.currentData === null,
    setPage,
    turnPage: useStableCallback((next: number) => setPage(next)),
    changeSize: useStableCallback((next: number) => setPage(1, next)),
    refresh: useStableCallback(() => void query.refetch()),
  };
}

/**
 * This page's rows and those of the pages before and after it that are in the cache (fetched
 * ahead, or seen), read without fetching: they are rendered ahead, hidden (PagesAhead).
 */
function usePagesAround(
  page: number,
  size: number,
  lastPage: number,
  items: readonly Transaction[] | null,
): PageAhead<readonly Transaction[] | null>[] {
  const cached = (other: number) => (other >= 1 && other <= lastPage ? { page: other, size } : skipToken);
  const before = stakingApi.endpoints.getTransactions.useQueryState(cached(page - 1)).currentData?.items;
  const after = stakingApi.endpoints.getTransactions.useQueryState(cached(page + 1)).currentData?.items;
  return [
    ...(before ? [{ page: page - 1, items: before }] : []),
    { page, items },
    ...(after ? [{ page: page + 1, items: after }] : []),
  ];
}

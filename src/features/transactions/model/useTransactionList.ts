// The 'All' list's model: the user's transactions a server page at a time, page and size in the
// address (a reload or a shared link keeps them), the next page fetched ahead.
import { useGetTransactionsQuery, useStakingPrefetch } from '@/api/staking/stakingApi';
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
    lastPage: pager.lastPage,
    failed: !query.isFetching && query.currentData === null,
    setPage,
    turnPage: useStableCallback((next: number) => setPage(next)),
    changeSize: useStableCallback((next: number) => setPage(1, next)),
    refresh: useStableCallback(() => void query.refetch()),
  };
}

// The transfer history's view model: the view from the address, its page of transfers, and the
// filters' and pager's changes. The next page is fetched ahead, so 'Next page' shows it at once.
import { useCallback, useLayoutEffect, useRef } from 'react';
import type { NavigateOptions } from 'react-router-dom';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useGetTransferHistoryQuery, useStakingPrefetch } from '@/api/staking/stakingApi';
import { useInstantSearchParams } from '@/lib/hooks/useInstantSearchParams';
import { useLastSeen } from '@/lib/hooks/useLastSeen';
import { useStableCallback } from '@/lib/hooks/useStableCallback';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES, usePager } from '@/lib/paging/usePager';
import { hasRangeError, readHistoryView, toHistoryFilters, writeHistoryView, type HistoryView } from './historyView';

export function useTransferHistory() {
  const [searchParams, setSearchParams] = useInstantSearchParams();
  const view = readHistoryView(searchParams);
  const rangeError = hasRangeError(view);
  const query = useGetTransferHistoryQuery(rangeError ? skipToken : toHistoryFilters(view));

  // The address as last asked for: react-router's setSearchParams(fn) hands fn the params of the
  // last render, so two quick changes (From, then To) would lose the first one.
  const latestParams = useRef(searchParams);
  useLayoutEffect(() => {
    latestParams.current = searchParams;
  }, [searchParams]);
  // The same function across addresses, for the memoised filters and pager.
  const changeView = useStableCallback((change: Partial<HistoryView>, options?: NavigateOptions) => {
    const next = writeHistoryView({ ...readHistoryView(latestParams.current), ...change });
    latestParams.current = next;
    setSearchParams(next, options);
  });
  const update = useCallback(
    // A new filter starts again at the first page; the address is replaced, not stacked.
    (change: Partial<HistoryView>) => changeView({ page: null, ...change }, { replace: true }),
    [changeView],
  );
  const turnPage = useCallback((page: number) => changeView({ page }), [changeView]);
  const changeSize = useCallback((size: number) => update({ size }), [update]);

  // Rows of other filters never stand in for these (currentData). While another page of the same
  // filters loads (one not fetched ahead), the last page stays, dimmed, with the pagination: the
  // focus on 'Next page' stays where it was.
  const filtersKey = JSON.stringify({ ...toHistoryFilters(view), page: undefined, size: undefined });
  const data = useLastSeen(query.currentData, filtersKey) ?? undefined;
  const page = data?.page ?? view.page ?? 1;
  const size = view.size ?? data?.size ?? DEFAULT_PAGE_SIZE;
  usePager({
    page,
    size,
    total: data?.total,
    argsOf: (next) => toHistoryFilters({ ...view, page: next }),
    prefetch: useStakingPrefetch('getTransferHistory'),
    enabled: !rangeError,
  });

  return {
    view,
    rangeError,
    query,
    data,
    page,
    rowsPerPage: (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE,
    update,
    turnPage,
    changeSize,
  };
}

export type TransferHistoryModel = ReturnType<typeof useTransferHistory>;

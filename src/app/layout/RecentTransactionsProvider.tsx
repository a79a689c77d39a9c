// The wallet's account dialog lists the deposit journal's recent deposits (features/balances),
// fed once idle after the first page with the tracker's chunk, which the frame fetches then
// anyway (PendingMoneyWatcher). Until then, and if that chunk never comes, the list is empty.
import { Suspense, useState, type ReactNode } from 'react';
import { ErrorBoundary } from '@/components/ErrorBoundary';
import { lazyPart } from '@/components/lazy';
import { useIdle } from '@/lib/lazy';
import { NO_RECENT_TRANSACTIONS, RecentTransactionsContext } from '@/features/wallet';

const RecentTransactionsFeed = lazyPart(
  () => import(/* webpackChunkName: "pending-money" */ './recentTransactionsFeed'),
);

export function RecentTransactionsProvider({ children }: { children: ReactNode }) {
  const [recent, setRecent] = useState(NO_RECENT_TRANSACTIONS);
  const idle = useIdle({ afterFirstPage: true });
  return (
    <RecentTransactionsContext.Provider value={recent}>
      {children}
      {idle && (
        <ErrorBoundary fallback={() => null}>
          <Suspense fallback={null}>
            <RecentTransactionsFeed onChange={setRecent} />
          </Suspense>
        </ErrorBoundary>
      )}
    </RecentTransactionsContext.Provider>
  );
}

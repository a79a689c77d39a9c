/**
 * Session and money parts of the frame that the first page does without: the tracker of money
 * in flight and its header indicator (one chunk, fetched right after the first render, so
 * tracking still runs on every page), and the connection notice (fetched only when there is
 * something to say).
 */
import { lazy, Suspense } from 'react';
import { useConnectionStatus, useStorageWritable } from '@/lib/session/hooks';

const loadPendingMoney = () => import(/* webpackChunkName: "pending-money" */ '@/features/balances/tracking/appWide');
const PendingIndicatorChunk = lazy(() => loadPendingMoney().then((module) => ({ default: module.PendingIndicator })));
const PendingWatcherChunk = lazy(() =>
  loadPendingMoney().then((module) => ({ default: module.PendingTransactionsWatcher })),
);
const ConnectionNoticeChunk = lazy(() =>
  import(/* webpackChunkName: "connection-notice" */ '@/features/auth/components/ConnectionNotice').then((module) => ({
    default: module.ConnectionNotice,
  })),
);

export function PendingMoneyIndicator() {
  return (
    <Suspense fallback={null}>
      <PendingIndicatorChunk />
    </Suspense>
  );
}

export function PendingMoneyWatcher() {
  return (
    <Suspense fallback={null}>
      <PendingWatcherChunk />
    </Suspense>
  );
}

export function ConnectionNoticeSlot() {
  const status = useConnectionStatus();
  const storageWritable = useStorageWritable();
  if (status === 'ok' && storageWritable) return null;
  return (
    <Suspense fallback={null}>
      <ConnectionNoticeChunk />
    </Suspense>
  );
}

/**
 * Session and money parts of the frame that the first page does without: the tracker of money
 * in flight (its own chunk, no MUI, fetched right after the first render, so tracking still runs
 * on every page), its header indicator (an MUI chip in the MUI scope, fetched when the browser
 * is first idle: it shows only while money is in flight), and the connection notice (fetched
 * only when there is something to say).
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { whenIdle } from '@/lib/whenIdle';
import { withMuiScope } from '@/components/mui/lazyMui';
import { useConnectionStatus, useStorageWritable } from '@/lib/session/hooks';

const PendingIndicatorChunk = lazy(
  withMuiScope(() =>
    import(/* webpackChunkName: "pending-indicator" */ '@/features/balances/tracking/PendingIndicator').then(
      (module) => ({ default: module.PendingIndicator }),
    ),
  ),
);
const PendingWatcherChunk = lazy(() =>
  import(/* webpackChunkName: "pending-money" */ '@/features/balances/tracking/useTracker').then((module) => ({
    default: module.PendingTransactionsWatcher,
  })),
);
const ConnectionNoticeChunk = lazy(
  withMuiScope(() =>
    import(/* webpackChunkName: "connection-notice" */ '@/features/auth/components/ConnectionNotice').then(
      (module) => ({ default: module.ConnectionNotice }),
    ),
  ),
);

export function PendingMoneyIndicator() {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true)), []);
  if (!idle) return null;
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

// The frame's session and money parts the first page does without, each fetched only when needed:
// the tracker once idle (docs/performance.md#idle-after-first-page), its indicator while money is
// in flight, the connection notice when it has something to say.
import { Suspense } from 'react';
import { lazyPart } from '@/components/lazy';
import { useIdle } from '@/lib/lazy';
import { useConnectionStatus, useStorageWritable } from '@/lib/session';

// The tracker's modules: the journal's store and the watcher (no MUI), one chunk by its name.
const loadTracking = () =>
  import(/* webpackChunkName: "pending-money" */ '@/features/balances/model/tracking/useTracker');
const loadWatcher = () =>
  import(/* webpackChunkName: "pending-money" */ '@/features/balances/components/PendingTransactionsWatcher');

const PendingIndicatorChunk = lazyPart(
  () =>
    import(/* webpackChunkName: "pending-indicator" */ '@/features/balances/components/PendingIndicator').then(
      (module) => ({ default: module.PendingIndicator }),
    ),
  { mui: true },
);
const PendingWatcherChunk = lazyPart(() =>
  loadWatcher().then((module) => ({
    default: module.PendingTransactionsWatcher,
  })),
);
// Reads the journal's count with the tracker's own code (already fetched for the watcher), so
// a visitor with nothing in flight never fetches the chip or MUI.
const PendingIndicatorGate = lazyPart(() =>
  loadTracking().then(({ usePendingCount }) => ({
    default: function PendingIndicatorGate() {
      const { count } = usePendingCount();
      if (count === 0) return null;
      return <PendingIndicatorChunk />;
    },
  })),
);
const ConnectionNoticeChunk = lazyPart(
  () =>
    import(/* webpackChunkName: "connection-notice" */ '@/features/auth/components/ConnectionNotice').then(
      (module) => ({ default: module.ConnectionNotice }),
    ),
  { mui: true },
);

// Neither asks for the tracker's chunk in the first page's render: that cost the render 10-15 ms
// at 4x CPU (traced), and the chunk's code then ran while the first page was being painted.
export function PendingMoneyIndicator() {
  const idle = useIdle({ afterFirstPage: true });
  if (!idle) return null;
  return (
    <Suspense fallback={null}>
      <PendingIndicatorGate />
    </Suspense>
  );
}

export function PendingMoneyWatcher() {
  const idle = useIdle({ afterFirstPage: true });
  if (!idle) return null;
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

// The root route: the session-expiry watcher, the money tracker, a progress bar while a page's
// chunk arrives, the page. It marks when the first page is on screen:
// docs/performance.md#idle-after-first-page.
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Outlet } from 'react-router-dom';
import { usePreloadMuiWhenIdle } from '@/components/mui/lazyMui';
import { SessionExpiryWatcher } from '@/features/auth';
import { markFirstPageShown, usePageLoading } from '@/lib/lazy';
import { PendingMoneyWatcher } from './lazySessionParts';

/** An indeterminate bar at the top of the window; CSS only (shell.css), to keep the first page light. */
function PageLoadingBar() {
  const intl = useIntl();
  return (
    <div className="app-loading-bar" role="progressbar" aria-label={intl.formatMessage({ id: 'common.loading' })} />
  );
}

export function RootLayout() {
  const loading = usePageLoading();
  // The first page is up once no page chunk is on its way (start-up awaits the address's page).
  useEffect(() => {
    if (!loading) markFirstPageShown();
  }, [loading]);
  // MUI (every other page, every dialog) is not on the first page: fetched when idle after it.
  usePreloadMuiWhenIdle();
  return (
    <>
      <SessionExpiryWatcher />
      <PendingMoneyWatcher />
      {loading && <PageLoadingBar />}
      <Outlet />
    </>
  );
}

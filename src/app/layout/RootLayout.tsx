/**
 * The root route: the session-expiry watcher (it needs the router), the pending-money tracker
 * (it follows money in flight on every page), a thin progress bar while
 * a lazy page's chunk is fetched (the previous page stays meanwhile), then the matched page.
 * Once the first page is on screen, the MUI scope is fetched when the browser is idle.
 */
import { useIntl } from 'react-intl';
import { Outlet } from 'react-router-dom';
import { usePreloadMuiWhenIdle } from '@/components/mui/lazyMui';
import { SessionExpiryWatcher } from '@/features/auth/components/SessionExpiryWatcher';
import { usePageLoading } from '../routes/lazyPage';
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
  // MUI (every other page, every dialog) is not on the first page: fetched once it is up.
  usePreloadMuiWhenIdle(!loading);
  return (
    <>
      <SessionExpiryWatcher />
      <PendingMoneyWatcher />
      {loading && <PageLoadingBar />}
      <Outlet />
    </>
  );
}

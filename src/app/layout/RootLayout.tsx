/**
 * The root route: the session-expiry watcher (it needs the router), a thin progress bar while
 * a lazy page is fetched, then the matched page.
 */
import { useIntl } from 'react-intl';
import { Outlet, useNavigation } from 'react-router-dom';
import LinearProgress from '@mui/material/LinearProgress';
import { SessionExpiryWatcher } from '@/features/auth/components/SessionExpiryWatcher';

export function RootLayout() {
  const navigation = useNavigation();
  const intl = useIntl();
  return (
    <>
      <SessionExpiryWatcher />
      {navigation.state === 'loading' && (
        <LinearProgress
          aria-label={intl.formatMessage({ id: 'common.loading' })}
          sx={{ position: 'fixed', top: 0, insetInline: 0, zIndex: 'tooltip' }}
        />
      )}
      <Outlet />
    </>
  );
}

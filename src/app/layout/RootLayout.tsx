/**
 * The root route: the session-expiry watcher (it needs the router), the pending-money tracker
 * (it follows money in flight on every page), a thin progress bar while
 * a lazy page's chunk is fetched (the previous page stays meanwhile), then the matched page.
 */
import { useIntl } from 'react-intl';
import { Outlet } from 'react-router-dom';
import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';
import { SessionExpiryWatcher } from '@/features/auth/components/SessionExpiryWatcher';
import { usePageLoading } from '../routes/lazyPage';
import { PendingMoneyWatcher } from './lazySessionParts';

const slide = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(250%); }
`;

/** An indeterminate bar at the top of the window; CSS only, to keep the first page light. */
function PageLoadingBar() {
  const intl = useIntl();
  return (
    <Box
      role="progressbar"
      aria-label={intl.formatMessage({ id: 'common.loading' })}
      sx={{ position: 'fixed', top: 0, insetInline: 0, height: 3, overflow: 'hidden', zIndex: 'tooltip' }}
    >
      <Box
        sx={{
          width: '40%',
          height: '100%',
          bgcolor: 'primary.main',
          animation: `${slide} 1.2s ease-in-out infinite`,
          '@media (prefers-reduced-motion: reduce)': { animation: 'none', width: '100%', opacity: 0.6 },
        }}
      />
    </Box>
  );
}

export function RootLayout() {
  const loading = usePageLoading();
  return (
    <>
      <SessionExpiryWatcher />
      <PendingMoneyWatcher />
      {loading && <PageLoadingBar />}
      <Outlet />
    </>
  );
}

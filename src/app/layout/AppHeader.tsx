/**
 * The app bar: product name, navigation, language, display settings, money in flight (on every
 * page), the wallet button's slot and sign in/out; under it, the connection notice.
 * Compact (under 768 px) keeps the name and the wallet slot in the bar and moves the rest into
 * a menu drawer.
 */
import { lazy, Suspense, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { MenuIcon } from '@/components/icons';
import { paths } from '@/config/paths';
import { WalletButton } from '@/features/wallet/components/WalletButton';
import { AuthControls } from './AuthControls';
import { ConnectionNoticeSlot, PendingMoneyIndicator } from './lazySessionParts';
import { DisplaySettingsButton } from './DisplaySettingsButton';
import { LocaleSwitcher } from './LocaleSwitcher';
import { MainNav } from './MainNav';

const loadMenuDrawer = () => import(/* webpackChunkName: "menu-drawer" */ './MenuDrawer');
const MenuDrawer = lazy(loadMenuDrawer);

/** Where the wallet feature mounts its connect button. */
function WalletSlot() {
  return (
    <Box data-testid="wallet-slot" sx={{ display: 'flex', alignItems: 'center' }}>
      <WalletButton />
    </Box>
  );
}

function ProductName() {
  return (
    <Typography
      variant="h6"
      component={RouterLink}
      to={paths.home}
      sx={{ color: 'inherit', textDecoration: 'none', fontWeight: 700, whiteSpace: 'nowrap' }}
    >
      <FormattedMessage id="common.appName" />
    </Typography>
  );
}

export function AppHeader({ compact }: { compact: boolean }) {
  const intl = useIntl();
  return (
    <Box
      component="header"
      sx={{
        position: 'sticky',
        top: 0,
        zIndex: 'appBar',
        bgcolor: 'background.paper',
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Toolbar sx={{ gap: 2 }}>
        <ProductName />
        <Box sx={{ flexGrow: 1 }} />
        {!compact && <LocaleSwitcher />}
        <PendingMoneyIndicator />
        <DisplaySettingsButton />
        {/* One place in both layouts: crossing 768 px must not remount the wallet button (and
            close its open dialog). */}
        <WalletSlot />
        {compact ? <CompactMenu /> : <AuthControls />}
      </Toolbar>
      <ConnectionNoticeSlot />
      {/* Wide: the page links get a row of their own, so a connected wallet and a long name
          never push the bar wider than the window. */}
      {!compact && (
        <Box
          component="nav"
          aria-label={intl.formatMessage({ id: 'layout.nav.label' })}
          sx={{ px: { xs: 2, sm: 3 }, pb: 1, overflowX: 'auto' }}
        >
          <MainNav />
        </Box>
      )}
    </Box>
  );
}

function CompactMenu() {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so closing can animate.
  const [wanted, setWanted] = useState(false);
  const drawerId = useId();
  const prefetch = () => void loadMenuDrawer();
  return (
    <>
      <IconButton
        edge="end"
        color="inherit"
        aria-label={intl.formatMessage({ id: 'layout.menu.open' })}
        aria-controls={open ? drawerId : undefined}
        aria-expanded={open}
        aria-haspopup="dialog"
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        <MenuIcon />
      </IconButton>
      {wanted && (
        <Suspense fallback={null}>
          <MenuDrawer id={drawerId} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

/**
 * The app bar: product name, navigation, language, display settings, money in flight (on every
 * page), the wallet button's slot and sign in/out; under it, the connection notice.
 * Compact (under 768 px) keeps the name and the wallet slot in the bar and moves the rest into
 * a menu drawer. The bar itself is shell.css (no MUI); the drawer is a lazy MUI part.
 */
import { lazy, Suspense, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { withMuiScope } from '@/components/mui/lazyMui';
import { ShellIconButton } from '@/components/shell/ShellButton';
import { MenuIcon } from '@/components/shell/icons';
import { paths } from '@/config/paths';
import { WalletButton } from '@/features/wallet/components/WalletButton';
import { AuthControls } from './AuthControls';
import { ConnectionNoticeSlot, PendingMoneyIndicator } from './lazySessionParts';
import { DisplaySettingsButton } from './DisplaySettingsButton';
import { LocaleSwitcher } from './LocaleSwitcher';
import { MainNav } from './MainNav';

const loadMenuDrawer = withMuiScope(() => import(/* webpackChunkName: "menu-drawer" */ './MenuDrawer'));
const MenuDrawer = lazy(loadMenuDrawer);

/** Where the wallet feature mounts its connect button. */
function WalletSlot() {
  return (
    <div className="app-slot" data-testid="wallet-slot">
      <WalletButton />
    </div>
  );
}

function ProductName() {
  return (
    <RouterLink className="app-product-name" to={paths.home}>
      <FormattedMessage id="common.appName" />
    </RouterLink>
  );
}

export function AppHeader({ compact }: { compact: boolean }) {
  const intl = useIntl();
  return (
    <header className="app-header">
      <div className="app-toolbar">
        <ProductName />
        {!compact && <LocaleSwitcher />}
        <PendingMoneyIndicator />
        <DisplaySettingsButton />
        {/* One place in both layouts: crossing 768 px must not remount the wallet button (and
            close its open dialog). */}
        <WalletSlot />
        {compact ? <CompactMenu /> : <AuthControls />}
      </div>
      <ConnectionNoticeSlot />
      {/* Wide: the page links get a row of their own, so a connected wallet and a long name
          never push the bar wider than the window. */}
      {!compact && (
        <nav className="app-nav" aria-label={intl.formatMessage({ id: 'layout.nav.label' })}>
          <MainNav />
        </nav>
      )}
    </header>
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
      <ShellIconButton
        edgeEnd
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
      </ShellIconButton>
      {wanted && (
        <Suspense fallback={null}>
          <MenuDrawer id={drawerId} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

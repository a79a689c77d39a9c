// The app bar, plain shell.css (no MUI; docs/performance.md#first-page-budget). Narrow windows
// move its items into a lazy MUI menu drawer; which ones, at which widths, is in shell.css.
import { Suspense, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { ShellIconButton } from '@/components/shell/ShellButton';
import { MenuIcon } from '@/components/shell/icons';
import { paths } from '@/config/paths';
import { lazyPart } from '@/components/lazy';
import { useSignedIn } from '@/lib/session';
import { WalletButton } from '@/features/wallet';
import { AuthControls } from './AuthControls';
import { ConnectionNoticeSlot, PendingMoneyIndicator } from './lazySessionParts';
import { DisplaySettingsButton } from './DisplaySettingsButton';
import { RecentTransactionsProvider } from './RecentTransactionsProvider';
import { LocaleSwitcher } from './LocaleSwitcher';
import { MainNav } from './MainNav';

const MenuDrawer = lazyPart(() => import(/* webpackChunkName: "menu-drawer" */ './MenuDrawer'), { mui: true });

/** Where the wallet feature mounts its connect button; its account dialog lists the journal's deposits. */
function WalletSlot() {
  return (
    <div className="app-slot" data-testid="wallet-slot">
      <RecentTransactionsProvider>
        <WalletButton />
      </RecentTransactionsProvider>
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
  const signedIn = useSignedIn();
  return (
    <header className="app-header">
      <div className={signedIn ? 'app-toolbar app-toolbar--signed-in' : 'app-toolbar'}>
        <ProductName />
        {!compact && <LocaleSwitcher inBar />}
        <PendingMoneyIndicator />
        {/* A phone's bar keeps its room for the account: display settings are in the menu there. */}
        {!compact && <DisplaySettingsButton />}
        {/* One place in both layouts: crossing 768 px must not remount the wallet button (and
            close its open dialog). */}
        <WalletSlot />
        {!compact && <AuthControls />}
        {/* Wide, it holds what the bar has no room for: shown only under the widths where shell.css hides those. */}
        <CompactMenu wide={!compact} />
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

function CompactMenu({ wide }: { wide: boolean }) {
  const intl = useIntl();
  // A drawer anchored to its button keeps its own open state (docs/structure.md, "Small pieces written once").
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so closing can animate.
  const [wanted, setWanted] = useState(false);
  const drawerId = useId();
  const prefetch = () => void MenuDrawer.preload().catch(() => undefined);
  return (
    <>
      <ShellIconButton
        edgeEnd
        className={wide ? 'app-menu-button--wide' : undefined}
        data-testid="header-menu-button"
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
          <MenuDrawer id={drawerId} compact={!wide} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

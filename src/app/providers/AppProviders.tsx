// Every context a page needs, outermost first; locale first so even the error fallback is
// translated. The wallet runtime and the toasts' view are lazy: their contexts are here from the
// first render, their code comes later (docs/performance.md#idle-after-first-page).
import type { ReactNode } from 'react';
import { Provider as ReduxProvider } from 'react-redux';
import type { Persistor } from 'redux-persist';
import { PersistGate } from 'redux-persist/integration/react';
import { ErrorBoundary } from '@/components/ErrorBoundary';
import { FullScreenLoader } from '@/components/FullScreenLoader';
import { ToastProvider, type ToastHostComponent } from '@/components/toast/ToastProvider';
import { getConfig } from '@/config/runtimeConfig';
import { LocaleProvider } from '@/lib/i18n/LocaleProvider';
import { WalletRuntimeProvider, type WalletRuntime } from '@/lib/wallet/WalletRuntimeProvider';
import type { AppLocale, Messages } from '@/locales';
import type { AppStore } from '@/lib/store/state';
import { AppThemeProvider } from './AppThemeProvider';

/** Fetches the 'wallet-runtime' chunk and starts the runtime for the running configuration. */
export function loadWalletRuntime(): Promise<WalletRuntime> {
  return import(/* webpackChunkName: "wallet-runtime" */ '../walletRuntime/walletRuntime').then((module) =>
    module.startWalletRuntime(getConfig()),
  );
}

export interface AppProvidersProps {
  store: AppStore;
  /** null when the store is not persisted (tests). */
  persistor: Persistor | null;
  children: ReactNode;
  /** Tests pass a ready runtime (a mock wallet, no retries): nothing is fetched. */
  walletRuntime?: WalletRuntime;
  /** Tests pick the locale and have its catalogue at hand. */
  initialLocale?: AppLocale;
  preloadedCatalogues?: Partial<Record<AppLocale, Messages>>;
  /** The toast view at hand (tests); the app fetches it when the browser is first idle. */
  toastHost?: ToastHostComponent;
}

export function AppProviders(props: AppProvidersProps) {
  const { store, persistor, children, walletRuntime, initialLocale, preloadedCatalogues, toastHost } = props;
  const content = (
    // A remembered wallet reconnects at once; otherwise the runtime comes when first asked for,
    // or when idle after the first page is on screen (RootLayout).
    <WalletRuntimeProvider loadRuntime={loadWalletRuntime} runtime={walletRuntime} preload="remembered">
      <ToastProvider host={toastHost}>{children}</ToastProvider>
    </WalletRuntimeProvider>
  );
  return (
    <LocaleProvider fallback={<FullScreenLoader />} initialLocale={initialLocale} preloaded={preloadedCatalogues}>
      <AppThemeProvider>
        <ErrorBoundary>
          <ReduxProvider store={store}>
            {persistor ? (
              <PersistGate loading={<FullScreenLoader />} persistor={persistor}>
                {content}
              </PersistGate>
            ) : (
              content
            )}
          </ReduxProvider>
        </ErrorBoundary>
      </AppThemeProvider>
    </LocaleProvider>
  );
}

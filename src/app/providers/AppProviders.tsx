/**
 * Every context a page needs, outermost first: locale and translations (so even the error
 * fallback is translated), theme, the error fallback, the store (with its persisted part
 * restored before anything renders), the wallet connection, the data cache and the toasts.
 */
import { useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Provider as ReduxProvider } from 'react-redux';
import type { Persistor } from 'redux-persist';
import { PersistGate } from 'redux-persist/integration/react';
import { WagmiProvider, type Config as WagmiConfig } from 'wagmi';
import { ErrorBoundary } from '@/components/ErrorBoundary';
import { FullScreenLoader } from '@/components/FullScreenLoader';
import { ToastProvider } from '@/components/toast/ToastProvider';
import { getConfig } from '@/config/runtimeConfig';
import { LocaleProvider } from '@/lib/i18n/LocaleProvider';
import type { AppLocale, Messages } from '@/locales';
import { createWagmiConfig } from '@/lib/wallet/wagmiConfig';
import type { AppStore } from '../store';
import { AppThemeProvider } from './AppThemeProvider';
import { createQueryClient } from './queryClient';

export interface AppProvidersProps {
  store: AppStore;
  /** null when the store is not persisted (tests). */
  persistor: Persistor | null;
  children: ReactNode;
  /** Tests pass their own (a mock wallet, no retries, a chosen locale with its catalogue at hand). */
  wagmiConfig?: WagmiConfig;
  queryClient?: QueryClient;
  initialLocale?: AppLocale;
  preloadedCatalogues?: Partial<Record<AppLocale, Messages>>;
}

export function AppProviders(props: AppProvidersProps) {
  const { store, persistor, children, wagmiConfig, queryClient, initialLocale, preloadedCatalogues } = props;
  const [wallet] = useState(() => wagmiConfig ?? createWagmiConfig(getConfig()));
  const [cache] = useState(() => queryClient ?? createQueryClient());
  const content = (
    <WagmiProvider config={wallet}>
      <QueryClientProvider client={cache}>
        <ToastProvider>{children}</ToastProvider>
      </QueryClientProvider>
    </WagmiProvider>
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

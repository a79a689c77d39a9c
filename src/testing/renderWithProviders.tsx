/**
 * Renders a component the way the app would: a fresh store (not persisted), translations,
 * theme, toasts, a data cache, a wallet context with wagmi's mock connector, and a memory
 * router. Returns RTL's render result plus the store, the router and a userEvent instance.
 */
import type { ReactElement, ReactNode } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, useLocation, type RouteObject } from 'react-router-dom';
import { createConfig, http, type Config as WagmiConfig } from 'wagmi';
import { mock } from 'wagmi/connectors';
import type { Address } from 'viem';
import { AppProviders } from '@/app/providers/AppProviders';
import { makeStore, type AppStore, type RootState } from '@/app/store';
import { getConfig } from '@/config/runtimeConfig';
import { chainsFor } from '@/lib/wallet/wagmiConfig';
import type { AppLocale } from '@/locales';
import enUS from '@/locales/en-US';
import viVN from '@/locales/vi-VN';

export const TEST_WALLET_ADDRESS: Address = '0xd2135CfB216b74109775236E36d4b433F1DF507B';

/** A wallet context with one mock account; nothing connects unless a test asks it to. */
export function createTestWagmiConfig(accounts: readonly [Address, ...Address[]] = [TEST_WALLET_ADDRESS]): WagmiConfig {
  const config = getConfig();
  const chains = chainsFor(config);
  return createConfig({
    chains,
    connectors: [mock({ accounts })],
    transports: Object.fromEntries(chains.map((chain) => [chain.id, http(chain.rpcUrls.default.http[0])])),
    multiInjectedProviderDiscovery: false,
    storage: null,
    ssr: false,
  });
}

export function createTestQueryClient(): QueryClient {
  // No retries: a failing request fails the test at once.
  return new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } } });
}

export interface RenderOptions {
  /** The address the test starts at (default '/'). */
  route?: string;
  /** History state of that first entry (what a previous page passed to navigate()). */
  routeState?: unknown;
  /** The route pattern `ui` is mounted at (default '*', so any route shows it). */
  path?: string;
  /** More routes beside `ui`, e.g. where a form navigates to. */
  routes?: RouteObject[];
  preloadedState?: Partial<RootState>;
  locale?: AppLocale;
  wagmiConfig?: WagmiConfig;
}

export interface RenderWithProvidersResult extends RenderResult {
  store: AppStore;
  router: ReturnType<typeof createMemoryRouter>;
  user: UserEvent;
}

/** Shows the current address, so a test can see where the app went. */
export function LocationDisplay() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname + location.search}</div>;
}

const CATALOGUES = { 'en-US': enUS, 'vi-VN': viVN } satisfies Record<AppLocale, unknown>;

export interface TestProvidersProps {
  store: AppStore;
  locale?: AppLocale;
  wagmiConfig?: WagmiConfig;
  children: ReactNode;
}

/** The app's providers with test doubles: for tests that bring their own router. */
export function TestProviders({ store, locale = 'en-US', wagmiConfig, children }: TestProvidersProps) {
  return (
    <AppProviders
      store={store}
      persistor={null}
      wagmiConfig={wagmiConfig ?? createTestWagmiConfig()}
      queryClient={createTestQueryClient()}
      initialLocale={locale}
      preloadedCatalogues={CATALOGUES}
    >
      {children}
    </AppProviders>
  );
}

export function renderWithProviders(ui: ReactElement, options: RenderOptions = {}): RenderWithProvidersResult {
  const { route = '/', routeState, path = '*', routes = [], preloadedState, locale, wagmiConfig } = options;
  const { store } = makeStore({ preloadedState, persist: false });
  const router = createMemoryRouter([{ path, element: ui }, ...routes], {
    initialEntries: [routeState === undefined ? route : { ...splitRoute(route), state: routeState }],
  });
  const user = userEvent.setup();
  const result = render(
    <TestProviders store={store} locale={locale} wagmiConfig={wagmiConfig}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return { ...result, store, router, user };
}

function splitRoute(route: string): { pathname: string; search: string; hash: string } {
  const url = new URL(route, 'http://localhost');
  return { pathname: url.pathname, search: url.search, hash: url.hash };
}

/**
 * Renders a component the way the app would: a fresh store (not persisted), translations,
 * theme, toasts, a memory router, and a wallet runtime that is READY from the first render
 * (wagmi with its mock connector and a data cache without retries), so wagmi hooks work at
 * once, inside <WalletReady> or not. Returns RTL's render result plus the store, the router
 * (where it is, how to go elsewhere), the wallet runtime and a userEvent instance.
 */
import { useLayoutEffect, useState, type ComponentProps, type ReactElement, type ReactNode } from 'react';
import { act, render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import {
  MemoryRouter,
  Route,
  Routes,
  useLocation,
  useNavigate,
  type Location,
  type NavigateFunction,
  type NavigateOptions,
  type To,
} from 'react-router-dom';
import { createConfig, http, type Config as WagmiConfig } from 'wagmi';
import { mock } from 'wagmi/connectors';
import type { Address } from 'viem';
// The API caches join a store when their module loads (src/api/lazyApis.ts): tests have
// both from the start, whatever the component under test imports.
import '@/api/staking/stakingApi';
import '@/api/vote/voteApi';
import { AppProviders } from '@/app/providers/AppProviders';
import { MuiScope } from '@/components/mui/MuiScope';
import { ToastHost } from '@/components/toast/ToastHost';
import { makeStore, type PreloadedState } from '@/app/store';
import type { AppStore } from '@/lib/store/state';
import { getConfig } from '@/config/runtimeConfig';
import type { WalletRuntime } from '@/lib/wallet/WalletRuntimeProvider';
import { chainsFor } from '@/lib/wallet/wagmiConfig';
import type { AppLocale, Messages } from '@/locales';
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
  return new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  });
}

export interface TestWalletRuntimeOptions {
  /** Default: createTestWagmiConfig() (the mock connector with TEST_WALLET_ADDRESS). */
  wagmiConfig?: WagmiConfig;
  queryClient?: QueryClient;
}

/** A ready wallet runtime for tests: wagmi's mock connector and a cache that never retries. */
export function createTestWalletRuntime({ wagmiConfig, queryClient }: TestWalletRuntimeOptions = {}): WalletRuntime {
  return { wagmiConfig: wagmiConfig ?? createTestWagmiConfig(), queryClient: queryClient ?? createTestQueryClient() };
}

export interface RenderOptions {
  /** The address the test starts at (default '/'). */
  route?: string;
  /** History state of that first entry (what a previous page passed to navigate()). */
  routeState?: unknown;
  /** The route pattern `ui` is mounted at (default '*', so any route shows it). */
  path?: string;
  /** More routes beside `ui`, e.g. where a form navigates to. */
  routes?: TestRoute[];
  preloadedState?: PreloadedState;
  locale?: AppLocale;
  /** A wagmi config of the test's own (other accounts, say) in the default test runtime. */
  wagmiConfig?: WagmiConfig;
  /** A whole runtime of the test's own (wins over wagmiConfig). */
  walletRuntime?: WalletRuntime;
}

/** A route beside the rendered component: what shows at `path`. */
export interface TestRoute {
  path: string;
  element: ReactNode;
}

/** The test's memory router, seen from outside. */
export interface TestRouter {
  /** Where the app is now. */
  readonly location: Location;
  /** Goes elsewhere as the app's own navigate() would (inside act). */
  navigate(to: To, options?: NavigateOptions): void;
}

export interface RenderWithProvidersResult extends RenderResult {
  store: AppStore;
  router: TestRouter;
  /** The ready wallet runtime the tree uses (its wagmiConfig and queryClient). */
  walletRuntime: WalletRuntime;
  user: UserEvent;
}

interface RouterHandle {
  location: Location | null;
  navigate: NavigateFunction | null;
}

/** Hands the router's current location and navigate() to the test. */
function RouterProbe({ handle }: { handle: RouterHandle }) {
  const location = useLocation();
  const navigate = useNavigate();
  useLayoutEffect(() => {
    Object.assign(handle, { location, navigate });
  }, [handle, location, navigate]);
  return null;
}

function testRouter(handle: RouterHandle): TestRouter {
  return {
    get location() {
      if (!handle.location) throw new Error('The test router has not rendered.');
      return handle.location;
    },
    navigate(to, options) {
      const navigate = handle.navigate;
      if (!navigate) throw new Error('The test router has not rendered.');
      act(() => {
        void navigate(to, options);
      });
    },
  };
}

/** Shows the current address, so a test can see where the app went. */
export function LocationDisplay() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname + location.search}</div>;
}

/** At hand in tests: en-US and vi-VN; another locale is loaded as in the app (jest requires its JSON). */
const CATALOGUES: Partial<Record<AppLocale, Messages>> = { 'en-US': enUS, 'vi-VN': viVN };

export interface TestProvidersProps {
  store: AppStore;
  locale?: AppLocale;
  wagmiConfig?: WagmiConfig;
  walletRuntime?: WalletRuntime;
  children: ReactNode;
}

/** The toast view in the MUI scope, as the app's lazy loader gives it. */
function ScopedToastHost(props: ComponentProps<typeof ToastHost>) {
  return (
    <MuiScope>
      <ToastHost {...props} />
    </MuiScope>
  );
}

/**
 * The app's providers with test doubles: for tests that bring their own router. The component
 * under test renders inside the MUI scope, as every lazily loaded part of the app does (the
 * first page's shell parts need none, and are no different inside one).
 */
export function TestProviders({ store, locale = 'en-US', wagmiConfig, walletRuntime, children }: TestProvidersProps) {
  const [runtime] = useState(() => walletRuntime ?? createTestWalletRuntime({ wagmiConfig }));
  return (
    <AppProviders
      store={store}
      persistor={null}
      walletRuntime={runtime}
      initialLocale={locale}
      preloadedCatalogues={CATALOGUES}
      toastHost={ScopedToastHost}
    >
      <MuiScope>{children}</MuiScope>
    </AppProviders>
  );
}

export function renderWithProviders(ui: ReactElement, options: RenderOptions = {}): RenderWithProvidersResult {
  const { route = '/', routeState, path = '*', routes = [], preloadedState, locale, wagmiConfig } = options;
  const { store } = makeStore({ preloadedState, persist: false });
  const walletRuntime = options.walletRuntime ?? createTestWalletRuntime({ wagmiConfig });
  const handle: RouterHandle = { location: null, navigate: null };
  const initialEntry = routeState === undefined ? route : { ...splitRoute(route), state: routeState };
  const user = userEvent.setup();
  const result = render(
    <TestProviders store={store} locale={locale} walletRuntime={walletRuntime}>
      <MemoryRouter initialEntries={[initialEntry]}>
        <RouterProbe handle={handle} />
        <Routes>
          <Route path={path} element={ui} />
          {routes.map((extra) => (
            <Route key={extra.path} path={extra.path} element={extra.element} />
          ))}
        </Routes>
      </MemoryRouter>
    </TestProviders>,
  );
  return { ...result, store, router: testRouter(handle), walletRuntime, user };
}

function splitRoute(route: string): { pathname: string; search: string; hash: string } {
  const url = new URL(route, 'http://localhost');
  return { pathname: url.pathname, search: url.search, hash: url.hash };
}

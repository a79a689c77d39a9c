// The wallet connection context around every page, without wagmi or viem on the first page: the
// runtime is a lazy chunk, run when a connection is remembered or on the first load(). Code using
// wagmi hooks renders inside <WalletReady>. See docs/performance.md, "In short".
import { createContext, useContext, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { QueryClientContext, type QueryClient } from '@tanstack/react-query';
import { WagmiContext, type Config as WagmiConfig } from 'wagmi';
import { importOnce } from '@/lib/lazy/importOnce';
import { createListeners } from '@/lib/listeners';
import { hasRememberedWalletConnection } from './rememberedConnection';

/** What the wallet context needs: the wagmi configuration and the data cache its hooks use. */
export interface WalletRuntime {
  wagmiConfig: WagmiConfig;
  queryClient: QueryClient;
}

export type WalletRuntimeStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface WalletRuntimeState {
  status: WalletRuntimeStatus;
  /** Set once ready. */
  runtime: WalletRuntime | null;
  /** Why the last attempt failed (status 'error'); load() tries again. */
  error: Error | null;
  /** Fetches the runtime (once, however many callers) and resolves with it; rejects on failure. */
  load(): Promise<WalletRuntime>;
}

class WalletRuntimeLoader {
  private state: WalletRuntimeState;
  private readonly listeners = createListeners();

  constructor(
    private readonly loadRuntime: () => Promise<WalletRuntime>,
    runtime: WalletRuntime | undefined,
  ) {
    this.state = runtime ? this.snapshot('ready', runtime, null) : this.snapshot('idle', null, null);
  }

  readonly subscribe = this.listeners.subscribe;

  readonly getState = () => this.state;

  readonly load = (): Promise<WalletRuntime> => {
    const { runtime } = this.state;
    if (runtime) return Promise.resolve(runtime);
    if (this.state.status !== 'loading') this.set('loading', null, null);
    return this.fetchRuntime();
  };

  private readonly fetchRuntime = importOnce(() =>
    (async () => this.loadRuntime())().then(
      (loaded) => {
        this.set('ready', loaded, null);
        return loaded;
      },
      (reason: unknown) => {
        const error = reason instanceof Error ? reason : new Error(String(reason));
        this.set('error', null, error);
        throw error;
      },
    ),
  );

  /** load() for callers that only want it started: a failure is already in the state. */
  readonly preload = () => {
    this.load().catch(() => {});
  };

  private snapshot(
    status: WalletRuntimeStatus,
    runtime: WalletRuntime | null,
    error: Error | null,
  ): WalletRuntimeState {
    return { status, runtime, error, load: this.load };
  }

  private set(status: WalletRuntimeStatus, runtime: WalletRuntime | null, error: Error | null): void {
    this.state = this.snapshot(status, runtime, error);
    this.listeners.notify();
  }
}

const WalletRuntimeContext = createContext<WalletRuntimeLoader | null>(null);

export interface WalletRuntimeProviderProps {
  children: ReactNode;
  /** Fetches and starts the runtime (the app: the 'wallet-runtime' chunk). */
  loadRuntime: () => Promise<WalletRuntime>;
  /** A runtime at hand (tests): ready from the first render, nothing fetched. */
  runtime?: WalletRuntime;
  /**
   * When it is fetched without load(): 'remembered' (default) at once when a connection is
   * remembered; 'on-demand' (tests) only on load().
   */
  preload?: 'remembered' | 'on-demand';
}

export function WalletRuntimeProvider({
  children,
  loadRuntime,
  runtime,
  preload = 'remembered',
}: WalletRuntimeProviderProps) {
  const [loader] = useState(() => new WalletRuntimeLoader(loadRuntime, runtime));
  const state = useSyncExternalStore(loader.subscribe, loader.getState, loader.getState);

  useEffect(() => {
    if (preload === 'on-demand' || loader.getState().status !== 'idle') return;
    // A remembered connection reconnects at once; otherwise running the runtime waits for a
    // wallet choice or a page that reads the chain (its code is only prefetched when idle).
    if (hasRememberedWalletConnection()) loader.preload();
  }, [loader, preload]);

  return (
    <WalletRuntimeContext.Provider value={loader}>
      <WagmiContext.Provider value={state.runtime?.wagmiConfig}>
        <QueryClientContext.Provider value={state.runtime?.queryClient}>{children}</QueryClientContext.Provider>
      </WagmiContext.Provider>
    </WalletRuntimeContext.Provider>
  );
}

export function useWalletRuntime(): WalletRuntimeState {
  const loader = useContext(WalletRuntimeContext);
  if (!loader) throw new Error('useWalletRuntime must be used inside <WalletRuntimeProvider>.');
  return useSyncExternalStore(loader.subscribe, loader.getState, loader.getState);
}

export interface WalletReadyProps {
  children: ReactNode;
  /** Shown until the runtime is ready (and if it failed: read useWalletRuntime() to offer a retry). */
  fallback?: ReactNode;
}

/** Renders its children, which may use wagmi hooks, once the runtime is ready; asks for it on mount. */
export function WalletReady({ children, fallback = null }: WalletReadyProps) {
  const { status, load } = useWalletRuntime();
  useEffect(() => {
    load().catch(() => {});
  }, [load]);
  return <>{status === 'ready' ? children : fallback}</>;
}

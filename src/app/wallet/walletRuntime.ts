/**
 * The wallet runtime: wagmi (with viem) and the TanStack Query cache its hooks use. Its own lazy
 * chunk ('wallet-runtime'), fetched by WalletRuntimeProvider (src/lib/wallet), so the first
 * page does not carry it.
 */
import { reconnect } from 'wagmi/actions';
import type { AppConfig } from '@/config/appConfig';
import { createWalletConnectors } from '@/features/wallet/connectors/createWalletConnectors';
import type { WalletRuntime } from '@/lib/wallet/WalletRuntimeProvider';
import { createWagmiConfig } from '@/lib/wallet/wagmiConfig';
import { createQueryClient } from '../providers/queryClient';

export type { WalletRuntime } from '@/lib/wallet/WalletRuntimeProvider';

/** The configured chains and RPC URLs, the wallet feature's connectors, SPEC.md's cache lifetimes. */
export function createWalletRuntime(config: AppConfig): WalletRuntime {
  return {
    wagmiConfig: createWagmiConfig(config, { connectors: createWalletConnectors(config) }),
    queryClient: createQueryClient(),
  };
}

/**
 * Creates the runtime and starts it the way WagmiProvider and QueryClientProvider would on
 * mount: the cache follows window focus and the network, and a wallet connected on an earlier
 * visit reconnects. (WagmiProvider's Hydrate calls `hydrate(config, { reconnectOnMount: true })`
 * and then onMount(); without SSR and an initial state that is exactly reconnect(config).)
 * The runtime lives as long as the page, so nothing is stopped again.
 */
export function startWalletRuntime(config: AppConfig): WalletRuntime {
  const runtime = createWalletRuntime(config);
  runtime.queryClient.mount();
  void reconnect(runtime.wagmiConfig).catch(() => {});
  return runtime;
}

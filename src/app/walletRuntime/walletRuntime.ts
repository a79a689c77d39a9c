// The wallet runtime: wagmi, viem and TanStack Query in their own lazy chunk, fetched by
// WalletRuntimeProvider, so the first page does not carry them.
import type { Config } from 'wagmi';
import { reconnect } from 'wagmi/actions';
import type { AppConfig } from '@/config/appConfig';
import { createWalletConnectors } from '@/features/wallet';
import { verifyContractAddresses } from '@/lib/wallet/addressChecksum';
import type { WalletRuntime } from '@/lib/wallet/WalletRuntimeProvider';
import { createWagmiConfig } from '@/lib/wallet/wagmiConfig';
import { createQueryClient } from '../providers/queryClient';

export type { WalletRuntime } from '@/lib/wallet/WalletRuntimeProvider';

/**
 * Refuses a contract address whose EIP-55 checksum does not match: every wallet action and money
 * transfer needs this runtime, so nothing is sent to a typo.
 */
export function createWalletRuntime(config: AppConfig): WalletRuntime {
  verifyContractAddresses(config);
  return {
    wagmiConfig: createWagmiConfig(config, { connectors: createWalletConnectors(config) }),
    queryClient: createQueryClient(),
  };
}

/**
 * Starts the runtime as WagmiProvider and QueryClientProvider would on mount (without SSR,
 * WagmiProvider's hydrate is exactly reconnect()). It lives as long as the page.
 */
export function startWalletRuntime(config: AppConfig): WalletRuntime {
  const runtime = createWalletRuntime(config);
  runtime.queryClient.mount();
  void reconnectIncludingLateWallets(runtime.wagmiConfig);
  return runtime;
}

/** SPEC.md section 9: how long an injected wallet may take to announce itself (EIP-6963). */
export const INJECTED_PROVIDER_WAIT_MS = 1000;

/**
 * reconnect(), waiting up to INJECTED_PROVIDER_WAIT_MS for a remembered extension that announces
 * itself late. Resolves true when such a wallet was reconnected.
 */
export async function reconnectIncludingLateWallets(
  wagmiConfig: Config,
  waitMs = INJECTED_PROVIDER_WAIT_MS,
): Promise<boolean> {
  const remembered = await Promise.resolve(wagmiConfig.storage?.getItem('recentConnectorId')).catch(() => null);
  await reconnect(wagmiConfig).catch(() => []);
  if (typeof remembered !== 'string' || wagmiConfig.state.status === 'connected') return false;
  if (wagmiConfig.connectors.some((connector) => connector.id === remembered)) return false; // There, and did not reconnect.
  const late = await new Promise<Config['connectors'][number] | null>((resolve) => {
    const timer = setTimeout(() => {
      stop();
      resolve(null);
    }, waitMs);
    const stop = wagmiConfig._internal.connectors.subscribe((connectors) => {
      const found = connectors.find((connector) => connector.id === remembered);
      if (!found) return;
      clearTimeout(timer);
      stop();
      resolve(found);
    });
  });
  if (!late || (wagmiConfig.state.status as string) === 'connected') return false;
  const connections = await reconnect(wagmiConfig, { connectors: [late] }).catch(() => []);
  return connections.length > 0;
}

/**
 * The wallet runtime: wagmi (with viem) and the TanStack Query cache its hooks use. Its own lazy
 * chunk ('wallet-runtime'), fetched by WalletRuntimeProvider (src/lib/wallet), so the first
 * page does not carry it.
 */
import type { Config } from 'wagmi';
import { reconnect } from 'wagmi/actions';
import type { AppConfig } from '@/config/appConfig';
import { createWalletConnectors } from '@/features/wallet/connectors/createWalletConnectors';
import { verifyContractAddresses } from '@/lib/wallet/addressChecksum';
import type { WalletRuntime } from '@/lib/wallet/WalletRuntimeProvider';
import { createWagmiConfig } from '@/lib/wallet/wagmiConfig';
import { createQueryClient } from '../providers/queryClient';

export type { WalletRuntime } from '@/lib/wallet/WalletRuntimeProvider';

/**
 * The configured chains and RPC URLs, the wallet feature's connectors, SPEC.md's cache lifetimes.
 * Refuses (ContractAddressError) a contract address whose EIP-55 checksum does not match: every
 * wallet action and every transfer of money needs this runtime, so nothing is sent to a typo.
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
 * reconnect(), and if the wallet remembered from the last visit has not announced itself yet (an
 * extension that injects late), wait up to INJECTED_PROVIDER_WAIT_MS for its connector to
 * appear and reconnect it then. Resolves true when a late wallet was reconnected.
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

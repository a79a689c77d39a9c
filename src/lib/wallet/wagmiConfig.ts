// The wagmi configuration (lazy 'wallet-runtime' chunk): only the offered chains, each read
// through its configured RPC URLs (and the user's own, if set) and no other host, and the
// injected wallets plus the caller's connectors.
import { bsc, bscTestnet } from 'viem/chains';
import { createConfig, injected, type Config, type CreateConnectorFn, type Transport } from 'wagmi';
import type { Chain } from 'viem';
import type { AppConfig, SupportedChainId } from '@/config/appConfig';
import { chainTransport } from './rpcTransport';
import { readUserRpcUrl } from './userRpcUrls';

const KNOWN_CHAINS: Record<SupportedChainId, Chain> = { 97: bscTestnet, 56: bsc };

function rpcUrlsFor(config: Pick<AppConfig, 'rpcUrls'>, id: SupportedChainId): string[] {
  const urls = config.rpcUrls[id];
  if (!urls || urls.length === 0) throw new Error(`No RPC URL is configured for chain ${id}.`);
  return urls;
}

/**
 * The offered chains in configuration order, their public RPC URLs replaced by the configured
 * ones, so nothing (a transport default, a connector) ever reaches another RPC host.
 */
export function chainsFor(config: Pick<AppConfig, 'chains' | 'rpcUrls'>): [Chain, ...Chain[]] {
  const chains = config.chains.map((id): Chain => {
    const urls = rpcUrlsFor(config, id);
    return { ...KNOWN_CHAINS[id], rpcUrls: { default: { http: [...urls] } } };
  });
  const [first, ...rest] = chains;
  if (!first) throw new Error('The configuration offers no chain.');
  return [first, ...rest];
}

export interface WagmiConfigOptions {
  /** The connectors offered; default: the injected wallet only. */
  connectors?: CreateConnectorFn[];
}

export function createWagmiConfig(config: AppConfig, { connectors = [injected()] }: WagmiConfigOptions = {}): Config {
  const chains = chainsFor(config);
  const transports: Record<number, Transport> = {};
  for (const chain of chains) {
    const id = chain.id as SupportedChainId;
    transports[id] = chainTransport(rpcUrlsFor(config, id), () => readUserRpcUrl(id));
  }
  return createConfig({
    chains,
    transports,
    connectors,
    multiInjectedProviderDiscovery: true,
    ssr: false,
  });
}

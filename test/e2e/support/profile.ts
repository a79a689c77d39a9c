/**
 * The chain profile the browser tests run on (docs/testing-chain.md): 'default', the polite
 * instamine node, or 'bsc', 450 ms blocks and lagging pruned replicas behind the app's URL, the
 * wallet on its own up-to-date node. Chosen by E2E_CHAIN_PROFILE (the runner sets it per run).
 */
import { isChainProfile, type ChainProfile } from '../../chain/testChain';

export type { ChainProfile };

export function chainProfile(env: NodeJS.ProcessEnv = process.env): ChainProfile {
  const value = env.E2E_CHAIN_PROFILE || 'default';
  if (!isChainProfile(value)) throw new Error(`E2E_CHAIN_PROFILE must be "default" or "bsc", not "${value}"`);
  return value;
}

/** The wallet's RPC URLs: the app's on the default profile, the wallet's own node on 'bsc'. */
export function walletRpcUrls(
  fixtureUrl: string,
  appRpcUrls: Record<string, string>,
  profile: ChainProfile,
): Record<string, string> {
  if (profile === 'default') return appRpcUrls;
  return Object.fromEntries(Object.keys(appRpcUrls).map((id) => [id, `${fixtureUrl}/wallet-rpc/${id}`]));
}

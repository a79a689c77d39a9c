/** Block-explorer links of the chains the app offers (viem's chain definitions). */
import { bsc, bscTestnet } from 'viem/chains';

const EXPLORERS: Record<number, string> = {
  [bsc.id]: bsc.blockExplorers.default.url,
  [bscTestnet.id]: bscTestnet.blockExplorers.default.url,
};

const CHAIN_NAMES: Record<number, string> = {
  [bsc.id]: bsc.name,
  [bscTestnet.id]: bscTestnet.name,
};

/** https://testnet.bscscan.com/tx/0x… ; null for a chain without a known explorer. */
export function explorerTxUrl(chainId: number, hash: string): string | null {
  const base = EXPLORERS[chainId];
  return base ? `${base.replace(/\/+$/, '')}/tx/${hash}` : null;
}

export function chainName(chainId: number): string {
  return CHAIN_NAMES[chainId] ?? String(chainId);
}

/** A wallet's page on the chain's block explorer (viem's chain definitions, as the transactions pages use). */
import { bsc, bscTestnet } from 'viem/chains';

const EXPLORERS: Record<number, string> = {
  [bsc.id]: bsc.blockExplorers.default.url,
  [bscTestnet.id]: bscTestnet.blockExplorers.default.url,
};

/** https://bscscan.com/address/0x… ; null for a chain without a known explorer. */
export function explorerAddressUrl(chainId: number, address: string): string | null {
  const base = EXPLORERS[chainId];
  return base ? `${base.replace(/\/+$/, '')}/address/${address}` : null;
}

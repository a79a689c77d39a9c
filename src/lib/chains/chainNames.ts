// Names of the common EVM chains (SPEC.md section 9), so a wrong network reads "Polygon" rather
// than a number. Proper names: the same in every language.
export const CHAIN_NAMES: Readonly<Record<number, string>> = {
  1: 'Ethereum',
  10: 'Optimism',
  25: 'Cronos',
  56: 'BNB Smart Chain',
  97: 'BNB Smart Chain Testnet',
  100: 'Gnosis',
  137: 'Polygon',
  204: 'opBNB',
  250: 'Fantom',
  324: 'zkSync',
  1101: 'Polygon zkEVM',
  1284: 'Moonbeam',
  5000: 'Mantle',
  8453: 'Base',
  17000: 'Holesky',
  42161: 'Arbitrum',
  42220: 'Celo',
  43114: 'Avalanche',
  59144: 'Linea',
  80002: 'Polygon Amoy',
  81457: 'Blast',
  84532: 'Base Sepolia',
  421614: 'Arbitrum Sepolia',
  534352: 'Scroll',
  7777777: 'Zora',
  11155111: 'Sepolia',
  11155420: 'Optimism Sepolia',
};

/** The chain's name, or null for one the map does not know. */
export function knownChainName(chainId: number | null | undefined): string | null {
  if (chainId === null || chainId === undefined) return null;
  return CHAIN_NAMES[chainId] ?? null;
}

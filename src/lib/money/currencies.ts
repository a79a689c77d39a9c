// The currencies the money pages know (../shared/api/README.md, "Currencies and amounts").
export type CurrencySymbol = 'BNB' | 'USDT' | 'VOTE';

export interface CurrencyInfo {
  symbol: CurrencySymbol;
  /** Fraction digits an amount may have. */
  decimals: number;
  /** Where it lives on chain: the chain's own coin, an ERC-20 token, or nowhere (in-app only). */
  onChain: 'native' | 'erc20' | null;
}

export const CURRENCIES: Readonly<Record<CurrencySymbol, CurrencyInfo>> = {
  BNB: { symbol: 'BNB', decimals: 18, onChain: 'native' },
  USDT: { symbol: 'USDT', decimals: 18, onChain: 'erc20' },
  VOTE: { symbol: 'VOTE', decimals: 0, onChain: null },
};

/** Shown on the wallet page whatever the backend lists (get-or-init-balance makes them exist). */
export const ALWAYS_SHOWN: readonly CurrencySymbol[] = ['BNB', 'USDT', 'VOTE'];
/** Only on-chain currencies move in and out of the app. */
/** What can be deposited: the currencies that exist on chain. */
export const DEPOSIT_CURRENCIES = ['BNB', 'USDT'] as const satisfies readonly CurrencySymbol[];
export const WITHDRAW_CURRENCIES: readonly CurrencySymbol[] = ['BNB', 'USDT'];
export const SWAP_CURRENCIES: readonly CurrencySymbol[] = ['BNB', 'USDT', 'VOTE'];

export function isCurrencySymbol(value: string): value is CurrencySymbol {
  return value === 'BNB' || value === 'USDT' || value === 'VOTE';
}

/** Decimals of a currency; a currency the app does not know is read with 18 (the chain's). */
export function decimalsOf(symbol: string): number {
  return isCurrencySymbol(symbol) ? CURRENCIES[symbol].decimals : 18;
}

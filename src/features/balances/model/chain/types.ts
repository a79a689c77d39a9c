import type { CurrencySymbol } from '@/lib/money/currencies';

/** The currencies a wallet can deposit: the chain's coin and the configured stablecoin. */
export type OnChainCurrency = Extract<CurrencySymbol, 'BNB' | 'USDT'>;

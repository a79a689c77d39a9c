// In-app balances and the swap quote, which is refreshed with them.
import { parserSchema } from '../../parse';
import { parseBalance, parseBalances, parseSwapQuote } from '../responses';
import type { StakingBuilder } from '../stakingBase';
import type { AllBalancesRequest, Balance, BalanceRequest, SwapQuote, SwapQuoteRequest } from '../types';

export const balanceEndpoints = (build: StakingBuilder) => ({
  /** Quotes and validates a swap before it is made; a read, so a query (refreshed with balances). */
  verifySwapToken: build.query<SwapQuote, SwapQuoteRequest>({
    query: (quote) => ({ path: '/api/user-balance/verify-swap-token', method: 'POST', body: quote }),
    responseSchema: parserSchema('swap quote', parseSwapQuote),
    providesTags: [{ type: 'Balance', id: 'SWAP_QUOTE' }],
  }),

  /** The balance of one currency, created at zero if absent. */
  getOrInitBalance: build.query<Balance, BalanceRequest>({
    query: ({ walletAddress, currencySymbol }) => ({
      path: '/api/user-balance/get-or-init-balance',
      params: { walletAddress, currencySymbol },
    }),
    responseSchema: parserSchema('balance', parseBalance),
    providesTags: (_result, _error, { walletAddress, currencySymbol }) => [
      { type: 'Balance', id: `${walletAddress.toLowerCase()}:${currencySymbol}` },
    ],
  }),

  getAllBalances: build.query<Balance[], AllBalancesRequest>({
    query: ({ walletAddress }) => ({ path: '/api/user-balance/all', params: { walletAddress } }),
    responseSchema: parserSchema('balance list', parseBalances),
    providesTags: (result, _error, { walletAddress }) => [
      { type: 'Balance', id: `${walletAddress.toLowerCase()}:LIST` },
      ...(result ?? []).map((balance) => ({
        type: 'Balance' as const,
        id: `${balance.wallet_address.toLowerCase()}:${balance.currency_symbol}`,
      })),
    ],
  }),
});

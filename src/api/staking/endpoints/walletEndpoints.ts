// The wallet's sign-in: a fresh nonce, whether the account is verified, and the signed message
// that verifies the account or changes its wallet.
import { parserSchema } from '../../parse';
import { parseWalletNonce, parseWalletVerification } from '../responses';
import type { StakingBuilder } from '../stakingBase';
import type { WalletNonce, WalletSignatureArgs, WalletVerification } from '../types';
import { parseResult, releaseSecret, SECRET_UNAVAILABLE } from './queryResults';

export const walletEndpoints = (build: StakingBuilder) => ({
  /** A fresh nonce for the sign-in message (a mutation: a nonce is never reused). */
  connectWallet: build.mutation<WalletNonce, void>({
    query: () => ({ path: '/api/auth/connect-wallet', method: 'POST' }),
    responseSchema: parserSchema('wallet nonce', parseWalletNonce),
  }),

  checkWalletVerified: build.query<WalletVerification, void>({
    query: () => ({ path: '/api/auth/check-wallet-verified', method: 'POST' }),
    responseSchema: parserSchema('wallet verification', parseWalletVerification),
    providesTags: ['WalletVerification'],
  }),

  verifyWallet: build.mutation<WalletVerification, WalletSignatureArgs>({
    async queryFn({ wallet_address, message, signature }, _api, _extra, baseQuery) {
      const secret = releaseSecret(signature);
      if (secret === null) return { error: SECRET_UNAVAILABLE };
      const result = await baseQuery({
        path: '/api/auth/verify-wallet',
        method: 'POST',
        body: { signature: secret, wallet_address, message },
      });
      return parseResult(result, parseWalletVerification);
    },
    invalidatesTags: ['User', 'WalletVerification'],
  }),

  updateWallet: build.mutation<WalletVerification, WalletSignatureArgs>({
    async queryFn({ wallet_address, message, signature }, _api, _extra, baseQuery) {
      const secret = releaseSecret(signature);
      if (secret === null) return { error: SECRET_UNAVAILABLE };
      const result = await baseQuery({
        path: '/api/auth/update-wallet',
        method: 'POST',
        body: { signature: secret, wallet_address, message },
      });
      return parseResult(result, parseWalletVerification);
    },
    invalidatesTags: ['User', 'WalletVerification'],
  }),
});

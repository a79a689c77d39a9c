// The staking backend (../shared/api/staking-api.yaml): one endpoint per operation. `queryFn`
// only where a secret is handled or SPEC.md wants `null` on failure; secrets never enter the
// store (docs/session.md, "The session").
import type { QueryReturnValue } from '@reduxjs/toolkit/query';
import { createApi } from '@reduxjs/toolkit/query/react';
import { getConfig } from '@/config/runtimeConfig';
import { registerApi } from '../lazyApis';
import { takeSecret, type SecretHandle } from '../secretHandle';
import { createBaseQuery, type RequestMeta } from '../baseQuery';
import { GENERIC_REQUEST_ERROR, session, type ApiError } from '../http';
import { catchMalformedResponse, cutPage, malformedResponse, parserSchema, type Parser } from '../parse';
import {
  parseBalance,
  parseBalances,
  parseSwapQuote,
  parseTransaction,
  parseTransactionPage,
  parseTransferPage,
  parseTransferRecord,
  parseUser,
  parseWalletNonce,
  parseWalletVerification,
} from './responses';
import { toTransferHistoryParams } from './transferHistoryParams';
import type {
  AllBalancesRequest,
  Balance,
  BalanceRequest,
  CreateTransactionRequest,
  PageRequest,
  RegisterArgs,
  SwapQuote,
  SwapQuoteRequest,
  Transaction,
  TransactionPage,
  TransferHistoryFilters,
  TransferPage,
  TransferRecord,
  TransferVoteRequest,
  TxHash,
  User,
  WalletNonce,
  WalletSignatureArgs,
  WalletVerification,
} from './types';

type Result<T> = QueryReturnValue<T, ApiError, RequestMeta>;

/** A handle whose secret was already sent (or dropped): the caller must hold the secret again. */
function releaseSecret(handle: SecretHandle): string | null {
  try {
    return takeSecret(handle);
  } catch {
    return null;
  }
}

const SECRET_UNAVAILABLE: ApiError = { kind: 'http', status: 0, message: GENERIC_REQUEST_ERROR };

/** A queryFn's base-query result parsed like a `responseSchema` would. */
function parseResult<T>(result: Result<unknown>, parse: Parser<T>): Result<T> {
  if (result.error) return { error: result.error, meta: result.meta };
  const data = parse(result.data);
  return data === undefined
    ? { error: malformedResponse(result.meta?.status ?? 0), meta: result.meta }
    : { data, meta: result.meta };
}

/** SPEC.md section 7, "null on failure": any failure (after the usual 401 re-auth) is null data. */
function nullOnFailure<T>(result: Result<unknown>, parse: Parser<T>): Result<T | null> {
  return { data: result.error ? null : (parse(result.data) ?? null), meta: result.meta };
}

/** The page size the contract uses when a request names none (staking-api.yaml). */
const DEFAULT_PAGE_SIZE = 20;

function pageParams(arg: PageRequest | void) {
  const { page, size }: PageRequest = arg ?? {};
  return { page, size };
}

export const stakingApi = createApi({
  reducerPath: 'stakingApi',
  baseQuery: createBaseQuery(() => getConfig().stakingApiUrl),
  tagTypes: ['User', 'WalletVerification', 'Transaction', 'Balance', 'Transfer'],
  // SPEC.md section 9: data is fresh for 600000 ms, unused data is dropped after 5 minutes.
  refetchOnMountOrArgChange: 600,
  keepUnusedDataFor: 300,
  catchSchemaFailure: catchMalformedResponse,
  endpoints: (build) => ({
    // --- auth ------------------------------------------------------------------------------
    register: build.mutation<User, RegisterArgs>({
      async queryFn({ email, username, name, password }, _api, _extra, baseQuery) {
        const secret = releaseSecret(password);
        if (secret === null) return { error: SECRET_UNAVAILABLE };
        const result = await baseQuery({
          path: '/api/user/register',
          method: 'POST',
          params: { client_id: getConfig().clientId },
          body: { email, username, password: secret, name },
          auth: 'none',
        });
        return parseResult(result, parseUser);
      },
    }),

    /** Ends the server session. Clearing the local state is the caller's job. */
    logout: build.mutation<null, void>({
      async queryFn(_arg, _api, _extra, baseQuery) {
        if (!session().getSessionId()) return { data: null }; // No session to end.
        // Read at each send: a refresh on the way (or caused by this call's 401) may rotate it.
        const result = await baseQuery({
          path: '/api/auth/logout',
          method: 'POST',
          bodyAtSend: () => ({ session_id: session().getSessionId() }),
        });
        return result.error ? { error: result.error, meta: result.meta } : { data: null, meta: result.meta };
      },
    }),

    getUserInfo: build.query<User, void>({
      query: () => ({ path: '/api/auth/userinfo' }),
      responseSchema: parserSchema('user', parseUser),
      providesTags: ['User'],
    }),

    // --- wallet ----------------------------------------------------------------------------
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

    // --- transactions ----------------------------------------------------------------------
    createTransaction: build.mutation<Transaction, CreateTransactionRequest>({
      query: (transaction) => ({ path: '/api/transaction', method: 'POST', body: transaction }),
      responseSchema: parserSchema('transaction', parseTransaction),
      invalidatesTags: ['Transaction', 'Balance'],
    }),

    /** The user's transactions, newest first; null on any failure (SPEC.md section 7). */
    getTransactions: build.query<TransactionPage | null, PageRequest | void>({
      async queryFn(arg, _api, _extra, baseQuery) {
        const params = pageParams(arg);
        const result = await baseQuery({ path: '/api/transaction', params });
        const page = nullOnFailure(result, parseTransactionPage);
        return page.data ? { ...page, data: cutPage(page.data, params.size ?? DEFAULT_PAGE_SIZE) } : page;
      },
      providesTags: (result) => [
        { type: 'Transaction', id: 'LIST' },
        ...(result?.items ?? []).map(({ id }) => ({ type: 'Transaction' as const, id })),
      ],
    }),

    /** One transaction by its on-chain hash; null on any failure, 404 included (SPEC.md section 7). */
    getTransactionByHash: build.query<Transaction | null, TxHash>({
      async queryFn(hash, _api, _extra, baseQuery) {
        const result = await baseQuery({ path: `/api/transaction/hash/${encodeURIComponent(hash)}` });
        return nullOnFailure(result, parseTransaction);
      },
      providesTags: (result, _error, hash) => [
        { type: 'Transaction', id: `hash:${hash}` },
        ...(result ? [{ type: 'Transaction' as const, id: result.id }] : []),
      ],
    }),

    // --- balances and transfers ------------------------------------------------------------
    /** Quotes and validates a swap before it is made; a read, so a query (refreshed with balances). */
    verifySwapToken: build.query<SwapQuote, SwapQuoteRequest>({
      query: (quote) => ({ path: '/api/user-balance/verify-swap-token', method: 'POST', body: quote }),
      responseSchema: parserSchema('swap quote', parseSwapQuote),
      providesTags: [{ type: 'Balance', id: 'SWAP_QUOTE' }],
    }),

    /** Requires a stored access token: without one it fails at once with 'Authentication token not found'. */
    transferVote: build.mutation<TransferRecord, TransferVoteRequest>({
      query: (transfer) => ({
        path: '/api/user-balance/transfer-vote',
        method: 'POST',
        body: transfer,
        auth: 'required',
      }),
      responseSchema: parserSchema('transfer record', parseTransferRecord),
      invalidatesTags: ['Transfer', 'Balance'],
    }),

    /** Requires a stored access token; filters are sent only when set, type 'all' never. */
    getTransferHistory: build.query<TransferPage, TransferHistoryFilters | void>({
      query: (filters) => ({
        path: '/api/user-balance/transfer-history',
        params: toTransferHistoryParams(filters ?? {}),
        auth: 'required',
      }),
      rawResponseSchema: parserSchema('transfer page', parseTransferPage),
      // Parsed by rawResponseSchema; bounded to the size asked for (staking-api.yaml: default 20).
      transformResponse: (page: TransferPage, _meta, filters) => cutPage(page, filters?.size ?? DEFAULT_PAGE_SIZE),
      providesTags: (result) => [
        { type: 'Transfer', id: 'LIST' },
        ...(result?.items ?? []).map(({ id }) => ({ type: 'Transfer' as const, id })),
      ],
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
  }),
});

// Joins the store now that its code is here (src/api/lazyApis.ts).
registerApi(stakingApi);

export const {
  useRegisterMutation,
  useLogoutMutation,
  useGetUserInfoQuery,
  useLazyGetUserInfoQuery,
  useConnectWalletMutation,
  useCheckWalletVerifiedQuery,
  useLazyCheckWalletVerifiedQuery,
  useVerifyWalletMutation,
  useUpdateWalletMutation,
  useCreateTransactionMutation,
  useGetTransactionsQuery,
  useGetTransactionByHashQuery,
  useLazyGetTransactionByHashQuery,
  useVerifySwapTokenQuery,
  useLazyVerifySwapTokenQuery,
  useTransferVoteMutation,
  useGetTransferHistoryQuery,
  useGetOrInitBalanceQuery,
  useGetAllBalancesQuery,
  // Pages of a list fetch the next one ahead, so turning the page shows it at once.
  usePrefetch: useStakingPrefetch,
} = stakingApi;

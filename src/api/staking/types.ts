// Every request and response shape of the staking backend (../shared/api/staking-api.yaml). A
// backend that differs from the SPEC's assumptions is adapted here and in ./endpoints/ only.
import type { SecretHandle } from '../secretHandle';

export type Address = `0x${string}`;
export type TxHash = `0x${string}`;
/** A decimal string such as "12.5"; never a float. */
export type Amount = string;
/** ISO 8601 with an offset. */
export type IsoDateTime = string;

export const TransactionType = {
  DEPOSIT: 1,
  WITHDRAW: 2,
  REWARD: 3,
  VOTING: 4,
  SWAP: 5,
} as const;
export type TransactionType = (typeof TransactionType)[keyof typeof TransactionType];

export const TransactionStatus = {
  NONE: 1,
  PROCESSING: 2,
  SUCCESSFUL: 3,
  FAILED: 4,
} as const;
export type TransactionStatus = (typeof TransactionStatus)[keyof typeof TransactionStatus];

export interface User {
  id: string;
  email: string;
  username: string;
  name: string;
  wallet_address: Address | null;
  created_at?: IsoDateTime;
}

export interface TokenResponse {
  access_token: string;
  session_id: string;
}

export interface WalletNonce {
  nonce: string;
}

export interface WalletVerification {
  verified: boolean;
  wallet_address: Address | null;
}

export interface CreateTransactionRequest {
  type: TransactionType;
  /** Required for DEPOSIT, absent otherwise. */
  hash?: TxHash;
  currency_symbol: string;
  /** SWAP only. */
  to_currency_symbol?: string;
  amount: Amount;
  wallet_address: Address;
  chain_id: 56 | 97;
}

export interface Transaction {
  id: string;
  hash: TxHash | null;
  type: TransactionType;
  status: TransactionStatus;
  currency_symbol: string;
  to_currency_symbol?: string | null;
  amount: Amount;
  wallet_address: Address;
  chain_id: number;
  created_at: IsoDateTime;
  updated_at?: IsoDateTime;
}

export interface Page<T> {
  items: T[];
  /** 1-based. */
  page: number;
  size: number;
  total: number;
}

/** A page as the app keeps it: the contract's page and how many of its rows did not parse. */
export interface ListedPage<T> extends Page<T> {
  /** Rows left out (they did not parse), shown as "n items could not be shown". */
  skipped: number;
}

export type TransactionPage = ListedPage<Transaction>;

export interface PageRequest {
  page?: number;
  size?: number;
}

export interface SwapQuoteRequest {
  walletAddress: Address;
  fromCurrency: string;
  toCurrency: string;
  amount: Amount;
}

export interface SwapQuote {
  valid: boolean;
  rate: Amount;
  receiveAmount: Amount;
  fee: Amount;
  /** Why the swap is not valid. */
  message?: string;
}

export interface TransferVoteRequest {
  walletAddress: Address;
  toWalletAddress: Address;
  /** Whole votes, at least 1. */
  amount: number;
}

export type TransferDirection = 'in' | 'out';

export interface TransferRecord {
  id: string;
  from_wallet_address: Address;
  to_wallet_address: Address;
  amount: number;
  type: TransferDirection;
  created_at: IsoDateTime;
}

export type TransferPage = ListedPage<TransferRecord>;

/** Filters as the user sets them; unset ones (and type 'all') are never sent. */
export interface TransferHistoryFilters {
  page?: number;
  size?: number;
  type?: TransferDirection | 'all';
  walletAddress?: Address;
  /** ISO date-time: a chosen day's first instant in Asia/Saigon. */
  fromDate?: IsoDateTime;
  /** ISO date-time: a chosen day's last instant in Asia/Saigon. */
  toDate?: IsoDateTime;
}

export interface BalanceRequest {
  walletAddress: Address;
  currencySymbol: string;
}

export interface Balance {
  wallet_address: Address;
  currency_symbol: string;
  amount: Amount;
  updated_at?: IsoDateTime;
}

// --- Endpoint arguments and results of the API layer (./endpoints/) --------------------------

/**
 * The register endpoint's argument: the password travels as a handle (holdSecret), so it never
 * enters the store as an RTK Query argument. The endpoint sends a RegisterRequest.
 */
export interface RegisterArgs {
  email: string;
  username: string;
  name: string;
  password: SecretHandle;
}

/** The verify-wallet / update-wallet argument: the signature travels as a handle (holdSecret). */
export interface WalletSignatureArgs {
  wallet_address: Address;
  /** The exact EIP-4361 text that was signed. */
  message: string;
  signature: SecretHandle;
}

export interface AllBalancesRequest {
  walletAddress: Address;
}

/** The query string of GET /api/user-balance/transfer-history: only the filters that are set. */
export type TransferHistoryParams = {
  page?: number;
  size?: number;
  type?: TransferDirection;
  walletAddress?: string;
  fromDate?: string;
  toDate?: string;
};

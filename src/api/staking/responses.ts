// The staking backend's bodies (../shared/api/staking-api.yaml) parsed into ./types.ts; shapes
// the SPEC leaves "not shown" are adapted here. Only a type's fields are kept, so nothing a backend
// echoes (a password, a token) reaches the store.
import {
  arrayOf,
  asAddress,
  asAmount,
  asBoolean,
  asId,
  asPositiveInteger,
  asNonEmptyString,
  asOneOf,
  asString,
  asTxHash,
  isRecord,
  orNull,
  pageOf,
  type Parser,
} from '../parse';
import {
  TransactionStatus,
  TransactionType,
  type Balance,
  type SwapQuote,
  type Transaction,
  type TransactionPage,
  type TransferPage,
  type TransferRecord,
  type WalletNonce,
  type WalletVerification,
} from './types';

const TRANSACTION_TYPES = Object.values(TransactionType);
const TRANSACTION_STATUSES = Object.values(TransactionStatus);
const TRANSFER_DIRECTIONS = ['in', 'out'] as const;

// Its own module: the start-up sign-in (src/lib/session/refresh.ts) needs it before the API's code.
export { parseUser } from './userResponse';

export const parseWalletNonce: Parser<WalletNonce> = (value) => {
  if (!isRecord(value)) return undefined;
  const nonce = asNonEmptyString(value.nonce);
  return nonce === undefined ? undefined : { nonce };
};

export const parseWalletVerification: Parser<WalletVerification> = (value) => {
  if (!isRecord(value)) return undefined;
  const verified = asBoolean(value.verified);
  if (verified === undefined) return undefined;
  return { verified, wallet_address: orNull(asAddress(value.wallet_address)) };
};

export const parseTransaction: Parser<Transaction> = (value) => {
  if (!isRecord(value)) return undefined;
  const id = asId(value.id);
  const type = asOneOf(TRANSACTION_TYPES, value.type);
  const status = asOneOf(TRANSACTION_STATUSES, value.status);
  const currencySymbol = asNonEmptyString(value.currency_symbol);
  const amount = asAmount(value.amount);
  const walletAddress = asAddress(value.wallet_address);
  const chainId = asPositiveInteger(value.chain_id);
  const createdAt = asString(value.created_at);
  if (
    id === undefined ||
    type === undefined ||
    status === undefined ||
    currencySymbol === undefined ||
    amount === undefined ||
    walletAddress === undefined ||
    chainId === undefined ||
    createdAt === undefined
  ) {
    return undefined;
  }
  const transaction: Transaction = {
    id,
    hash: orNull(asTxHash(value.hash)),
    type,
    status,
    currency_symbol: currencySymbol,
    to_currency_symbol: orNull(asNonEmptyString(value.to_currency_symbol)),
    amount,
    wallet_address: walletAddress,
    chain_id: chainId,
    created_at: createdAt,
  };
  const updatedAt = asString(value.updated_at);
  if (updatedAt !== undefined) transaction.updated_at = updatedAt;
  return transaction;
};

export const parseTransactionPage: Parser<TransactionPage> = pageOf(parseTransaction);

export const parseSwapQuote: Parser<SwapQuote> = (value) => {
  if (!isRecord(value)) return undefined;
  const valid = asBoolean(value.valid);
  const rate = asAmount(value.rate);
  const receiveAmount = asAmount(value.receiveAmount);
  const fee = asAmount(value.fee);
  if (valid === undefined || rate === undefined || receiveAmount === undefined || fee === undefined) return undefined;
  const quote: SwapQuote = { valid, rate, receiveAmount, fee };
  const message = asNonEmptyString(value.message);
  if (message !== undefined) quote.message = message;
  return quote;
};

export const parseTransferRecord: Parser<TransferRecord> = (value) => {
  if (!isRecord(value)) return undefined;
  const id = asId(value.id);
  const from = asAddress(value.from_wallet_address);
  const to = asAddress(value.to_wallet_address);
  // A transfer moves at least one vote (staking-api.yaml: minimum 1).
  const amount = asPositiveInteger(value.amount);
  const type = asOneOf(TRANSFER_DIRECTIONS, value.type);
  const createdAt = asString(value.created_at);
  if (
    id === undefined ||
    from === undefined ||
    to === undefined ||
    amount === undefined ||
    type === undefined ||
    createdAt === undefined
  ) {
    return undefined;
  }
  return { id, from_wallet_address: from, to_wallet_address: to, amount, type, created_at: createdAt };
};

export const parseTransferPage: Parser<TransferPage> = pageOf(parseTransferRecord);

export const parseBalance: Parser<Balance> = (value) => {
  if (!isRecord(value)) return undefined;
  const walletAddress = asAddress(value.wallet_address);
  const currencySymbol = asNonEmptyString(value.currency_symbol);
  const amount = asAmount(value.amount);
  if (walletAddress === undefined || currencySymbol === undefined || amount === undefined) return undefined;
  const balance: Balance = { wallet_address: walletAddress, currency_symbol: currencySymbol, amount };
  const updatedAt = asString(value.updated_at);
  if (updatedAt !== undefined) balance.updated_at = updatedAt;
  return balance;
};

export const parseBalances: Parser<Balance[]> = arrayOf(parseBalance);

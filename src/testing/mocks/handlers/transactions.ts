/**
 * /api/transaction. A new record starts PROCESSING and settles (SUCCESSFUL or FAILED, with
 * its balance change) settings.settleDelayMs later, lazily on the next read: no timers.
 * Given a ChainLookup (the fixture server's EVM), a deposit is checked on chain when it is
 * recorded and settles from its receipt instead (depositCheck.ts).
 */
import type { HttpHandler } from 'msw';
import { TransactionType, type TxHash } from '@/api/staking/types';
import type { ChainLookup } from '../chainLookup';
import { compareAmounts } from '../lib/amounts';
import { isCurrency, quoteSwap } from '../lib/swap';
import { toTransaction } from '../mappers';
import { checkDepositOnChain, settleFromReceipts } from './depositCheck';
import { HttpError, badRequest, json, requireUser, route, type DbSource } from './http';
import {
  checkTxHash,
  optionalString,
  paginate,
  queryPage,
  readJsonObject,
  requireAddress,
  requireAmount,
  requireOneOf,
  requireString,
} from './validate';

const TYPES = Object.values(TransactionType);
const ON_CHAIN_CURRENCIES = ['BNB', 'USDT'];

export function transactionHandlers(base: string, db: DbSource, chain?: ChainLookup): HttpHandler[] {
  // Hashes whose record is being checked on chain: a second post of one is a duplicate too, as a
  // database's unique key would make it.
  const beingRecorded = new Set<string>();
  return [
    route('post', `${base}/api/transaction`, db, async (ctx) => {
      const { user } = requireUser(ctx);
      const body = await readJsonObject(ctx.request);
      const type = requireOneOf(body, 'type', TYPES);
      const currency = requireString(body, 'currency_symbol');
      const amount = requireAmount(body, 'amount');
      const wallet = requireAddress(body, 'wallet_address');
      const chainId = requireOneOf(body, 'chain_id', [56, 97] as const);
      const rawHash = optionalString(body, 'hash');
      const hash: TxHash | null = rawHash === undefined ? null : checkTxHash(rawHash, 'hash');
      const toCurrency = optionalString(body, 'to_currency_symbol') ?? null;

      if (type === TransactionType.REWARD || type === TransactionType.VOTING) {
        throw badRequest('type 3 (REWARD) and 4 (VOTING) are created by the backend only');
      }
      if (!isCurrency(currency)) throw badRequest(`currency_symbol must be one of BNB, USDT, VOTE`);
      if (wallet.toLowerCase() !== user.wallet_address?.toLowerCase()) {
        throw badRequest('wallet_address is not your verified wallet');
      }
      if (type !== TransactionType.DEPOSIT && hash) throw badRequest('hash is only accepted for a DEPOSIT');
      if (type !== TransactionType.SWAP && toCurrency)
        throw badRequest('to_currency_symbol is only accepted for a SWAP');

      let receiveAmount: string | null = null;
      if (type === TransactionType.DEPOSIT) {
        if (!hash) throw badRequest('hash is required for a DEPOSIT');
        if (!ON_CHAIN_CURRENCIES.includes(currency)) throw badRequest('Only BNB and USDT can be deposited');
        const claim = hash.toLowerCase();
        const taken = ctx.db.findTransactionByHash(hash) || beingRecorded.has(claim);
        if (taken && !ctx.db.acceptsDuplicateHashes)
          throw new HttpError(409, 'A transaction with this hash already exists');
        beingRecorded.add(claim);
        try {
          if (chain) await checkDepositOnChain(chain, { chainId, hash, wallet, currency, amount });
        } finally {
          beingRecorded.delete(claim); // The record is created below, with no await between.
        }
      } else {
        const balance = ctx.db.getBalance(wallet, currency);
        if (compareAmounts(amount, balance) > 0) throw badRequest('Insufficient balance');
        if (type === TransactionType.WITHDRAW && !ON_CHAIN_CURRENCIES.includes(currency)) {
          throw badRequest('Only BNB and USDT can be withdrawn');
        }
        if (type === TransactionType.SWAP) {
          if (!toCurrency) throw badRequest('to_currency_symbol is required for a SWAP');
          const quote = quoteSwap(currency, toCurrency, amount, balance);
          if (!quote.valid) throw badRequest(quote.message ?? 'Invalid swap');
          receiveAmount = quote.receiveAmount;
        }
      }
      const row = ctx.db.createTransaction({
        type,
        hash,
        currency_symbol: currency,
        to_currency_symbol: toCurrency,
        amount,
        wallet_address: wallet,
        chain_id: chainId,
        user_id: user.id,
        receive_amount: receiveAmount,
        settle_on_receipt: chain !== undefined && type === TransactionType.DEPOSIT,
      });
      return json(toTransaction(row), 201);
    }),

    route('get', `${base}/api/transaction`, db, async (ctx) => {
      const { user } = requireUser(ctx);
      const { page, size } = queryPage(ctx.url);
      if (chain) await settleFromReceipts(ctx.db, chain, ctx.db.listTransactions(user));
      return json(paginate(ctx.db.listTransactions(user), page, size, toTransaction));
    }),

    route('get', `${base}/api/transaction/hash/:hash`, db, async (ctx) => {
      const { user } = requireUser(ctx);
      const hash = checkTxHash(ctx.params.hash ?? '', 'hash');
      const found = ctx.db.findTransactionByHash(hash);
      if (chain && found) await settleFromReceipts(ctx.db, chain, [found]);
      const row = ctx.db.findTransactionByHash(hash);
      // Only the user's own transactions are visible.
      const mine =
        row && (row.user_id === user.id || row.wallet_address.toLowerCase() === user.wallet_address?.toLowerCase());
      if (!row || !mine) throw new HttpError(404, 'Transaction not found');
      return json(toTransaction(row));
    }),
  ];
}

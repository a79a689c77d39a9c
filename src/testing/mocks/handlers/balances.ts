/** /api/user-balance/*: balances, swap quotes and vote transfers (whole votes). */
import type { HttpHandler } from 'msw';
import { CURRENCIES } from '../constants';
import { compareAmounts, wholeToAmount } from '../lib/amounts';
import { isCurrency, quoteSwap } from '../lib/swap';
import { toBalance, toTransfer } from '../mappers';
import { badRequest, json, requireUser, route, type DbSource } from './http';
import {
  paginate,
  queryAddress,
  queryDateTime,
  queryOneOf,
  queryPage,
  readJsonObject,
  requireAddress,
  requireAmount,
  requireInteger,
  requireQueryAddress,
  requireQueryString,
  requireString,
} from './validate';

export function balanceHandlers(base: string, db: DbSource): HttpHandler[] {
  const path = `${base}/api/user-balance`;
  return [
    route('get', `${path}/all`, db, (ctx) => {
      requireUser(ctx);
      const wallet = requireQueryAddress(ctx.url, 'walletAddress');
      return json(ctx.db.listBalances(wallet).map(toBalance));
    }),

    route('get', `${path}/get-or-init-balance`, db, (ctx) => {
      requireUser(ctx);
      const wallet = requireQueryAddress(ctx.url, 'walletAddress');
      const currency = requireQueryString(ctx.url, 'currencySymbol');
      if (!isCurrency(currency)) throw badRequest(`currencySymbol must be one of ${CURRENCIES.join(', ')}`);
      return json(toBalance(ctx.db.getOrInitBalance(wallet, currency)));
    }),

    route('post', `${path}/verify-swap-token`, db, async (ctx) => {
      requireUser(ctx);
      const body = await readJsonObject(ctx.request);
      const wallet = requireAddress(body, 'walletAddress');
      const from = requireString(body, 'fromCurrency');
      const to = requireString(body, 'toCurrency');
      const amount = requireAmount(body, 'amount', { positive: false });
      const balance = isCurrency(from) ? ctx.db.getBalance(wallet, from) : '0';
      return json(quoteSwap(from, to, amount, balance));
    }),

    route('post', `${path}/transfer-vote`, db, async (ctx) => {
      const { user } = requireUser(ctx);
      const body = await readJsonObject(ctx.request);
      const from = requireAddress(body, 'walletAddress');
      const to = requireAddress(body, 'toWalletAddress');
      const amount = requireInteger(body, 'amount', { min: 1 });
      if (from.toLowerCase() !== user.wallet_address?.toLowerCase()) {
        throw badRequest('walletAddress is not your verified wallet');
      }
      if (from.toLowerCase() === to.toLowerCase()) throw badRequest('Cannot transfer votes to the same wallet');
      if (compareAmounts(wholeToAmount(amount), ctx.db.getBalance(from, 'VOTE')) > 0) {
        throw badRequest('Insufficient VOTE balance');
      }
      return json(toTransfer(ctx.db.transferVotes(from, to, amount), from), 201);
    }),

    route('get', `${path}/transfer-history`, db, (ctx) => {
      const { user } = requireUser(ctx);
      const { page, size } = queryPage(ctx.url);
      const type = queryOneOf(ctx.url, 'type', ['in', 'out'] as const);
      const from = queryDateTime(ctx.url, 'fromDate');
      const to = queryDateTime(ctx.url, 'toDate');
      if (from !== undefined && to !== undefined && from > to) throw badRequest('fromDate must not be after toDate');
      const wallet = queryAddress(ctx.url, 'walletAddress') ?? user.wallet_address;
      // No wallet asked for and none verified: nothing to show, not an error.
      if (!wallet) return json(paginate([], page, size));
      const filter = {
        wallet,
        ...(type && { type }),
        ...(from !== undefined && { from }),
        ...(to !== undefined && { to }),
      };
      return json(paginate(ctx.db.listTransfers(filter), page, size, (row) => toTransfer(row, wallet)));
    }),
  ];
}

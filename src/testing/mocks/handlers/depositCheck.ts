/**
 * A deposit checked against a real chain, as a strict backend would (only when a ChainLookup is
 * injected: the HTTP fixture server's EVM). The record must name a transaction that exists, was
 * sent from the user's verified wallet and pays the deposit contract exactly the amount.
 */
import { decodeFunctionData, erc20Abi, type Address, type Hex } from 'viem';
import { TransactionStatus } from '@/api/staking/types';
import type { TransactionRow } from '../model';
import type { ChainLookup, ChainTransaction } from '../chainLookup';
import type { FixtureDb } from '../db';
import { parseAmount } from '../lib/amounts';
import { badRequest } from './http';

export interface DepositClaim {
  chainId: number;
  hash: Hex;
  wallet: Address;
  currency: string;
  amount: string;
}

const same = (a: string | null, b: string): boolean => a !== null && a.toLowerCase() === b.toLowerCase();

/** The token transfer's recipient and amount, or null when the input is not transfer(to, amount). */
function tokenTransfer(input: Hex): { to: Address; units: bigint } | null {
  try {
    const call = decodeFunctionData({ abi: erc20Abi, data: input });
    return call.functionName === 'transfer' ? { to: call.args[0], units: call.args[1] } : null;
  } catch {
    return null;
  }
}

function paysDeposit(tx: ChainTransaction, claim: DepositClaim, contracts: { deposit: Address; stablecoin: Address }) {
  const units = parseAmount(claim.amount);
  if (claim.currency === 'BNB') return same(tx.to, contracts.deposit) && tx.value === units;
  const transfer = tokenTransfer(tx.input);
  return (
    same(tx.to, contracts.stablecoin) &&
    transfer !== null &&
    same(transfer.to, contracts.deposit) &&
    transfer.units === units
  );
}

/** Throws a 400 naming what does not match; resolves when the chain backs the claim. */
export async function checkDepositOnChain(chain: ChainLookup, claim: DepositClaim): Promise<void> {
  const contracts = chain.contracts(claim.chainId);
  if (!contracts) throw badRequest(`chain_id ${claim.chainId} has no deposit contract here`);
  const tx = await chain.transaction(claim.chainId, claim.hash);
  if (!tx) throw badRequest(`Transaction ${claim.hash} is not on chain ${claim.chainId}`);
  if (!same(tx.from, claim.wallet)) throw badRequest('The transaction was not sent from your verified wallet');
  if (!paysDeposit(tx, claim, contracts))
    throw badRequest(`The transaction does not pay ${claim.amount} ${claim.currency} to the deposit contract`);
}

/** Settles the rows' deposits that wait for a receipt, from the receipts the chain has now. */
export async function settleFromReceipts(db: FixtureDb, chain: ChainLookup, rows: readonly TransactionRow[]) {
  const waiting = rows.filter(
    (row) => row.status === TransactionStatus.PROCESSING && row.settle_at === null && row.hash !== null,
  );
  await Promise.all(
    waiting.map(async (row) => {
      const status = await chain.receiptStatus(row.chain_id, row.hash as Hex);
      if (status !== null) db.settleDeposit(row.hash as Hex, status === 'success');
    }),
  );
}

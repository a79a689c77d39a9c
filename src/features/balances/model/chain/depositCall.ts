// What a deposit is on chain, both ways: the call the wallet sends, and whether a transaction
// found on chain (a speed-up, a resolved marker, a pasted hash) is such a payment.
import { decodeFunctionData, encodeFunctionData, erc20Abi, type Address, type Hex } from 'viem';
import type { DepositContracts } from '@/lib/money/contracts';
import type { OnChainCurrency } from './types';

export type { DepositContracts } from '@/lib/money/contracts';

export interface DepositCall {
  to: Address;
  value: bigint;
  data: Hex | undefined;
}

export function depositCall(currency: OnChainCurrency, units: bigint, contracts: DepositContracts): DepositCall {
  if (currency === 'BNB') return { to: contracts.deposit, value: units, data: undefined };
  return {
    to: contracts.stablecoin,
    value: 0n,
    data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [contracts.deposit, units] }),
  };
}

/** The part of a chain transaction that says where money went. */
export interface SentTransaction {
  to: string | null;
  value: bigint;
  input: Hex;
}

export interface DepositPayment {
  currency: OnChainCurrency;
  units: bigint;
}

const same = (a: string | null, b: string) => a !== null && a.toLowerCase() === b.toLowerCase();

/** The deposit a transaction makes, or null when it pays the deposit contract nothing. */
export function depositPayment(tx: SentTransaction, contracts: DepositContracts): DepositPayment | null {
  if (same(tx.to, contracts.deposit)) return tx.value > 0n ? { currency: 'BNB', units: tx.value } : null;
  if (!same(tx.to, contracts.stablecoin)) return null;
  try {
    const call = decodeFunctionData({ abi: erc20Abi, data: tx.input });
    if (call.functionName !== 'transfer') return null;
    const [recipient, units] = call.args;
    return same(recipient, contracts.deposit) && units > 0n ? { currency: 'USDT', units } : null;
  } catch {
    return null;
  }
}

/**
 * What a call costs and does on the JSON-RPC stand-in, modelled on the real contracts of the
 * browser tests' EVM (test/chain/contracts) so the stand-in is never friendlier than a node:
 * the same gas per call within a few percent, the same reverts and reasons.
 */
import { decodeFunctionData, erc20Abi, type Address, type Hex } from 'viem';
import type { FixtureDb } from '../db';

/** The contracts the stand-in gives code to, per chain (from config.contracts). */
export interface StandInContracts {
  deposit: Address;
  stablecoin: Address;
}

export interface CallInput {
  from: Address;
  to: Address | null;
  value: bigint;
  data: Hex;
}

export interface CallPlan {
  /** Gas the call needs to succeed (or, for a revert, what it burns before reverting). */
  gas: bigint;
  /** The revert reason when the call reverts whatever its gas. */
  revert?: string;
  /** An ERC-20 transfer(to, amount) the call makes. */
  tokenTransfer?: { to: Address; amount: bigint };
}

export const TRANSFER_GAS = 21_000n;
/** The deposit contract's receive(): its total and the sender's slot, an event. */
export const DEPOSIT_GAS = 45_000n;
/** The sender's first deposit writes its slot from zero (22,100 more, as on the real contract). */
export const FIRST_DEPOSIT_EXTRA_GAS = 22_100n;
/** transfer(to, amount) when `to` holds none of the token (its balance slot written from zero). */
export const TOKEN_TRANSFER_NEW_HOLDER_GAS = 51_000n;
export const TOKEN_TRANSFER_GAS = 34_000n;
/** transfer(to, 0): nothing is written, cheaper than either. */
export const TOKEN_TRANSFER_ZERO_GAS = 29_700n;
const OTHER_CALL_GAS = 30_000n;
const CREATE_GAS = 53_000n;
const REVERT_GAS = 23_000n;

const same = (a: string | null, b: string): boolean => a !== null && a.toLowerCase() === b.toLowerCase();

export function hasCode(address: string, contracts: StandInContracts | undefined): boolean {
  return contracts !== undefined && (same(address, contracts.deposit) || same(address, contracts.stablecoin));
}

function tokenTransferPlan(db: FixtureDb, chainId: number, call: CallInput, contracts: string[]): CallPlan | null {
  let decoded;
  try {
    decoded = decodeFunctionData({ abi: erc20Abi, data: call.data });
  } catch {
    return null;
  }
  if (decoded.functionName !== 'transfer') return null;
  const [to, amount] = decoded.args;
  if (amount > db.chainBalance(call.from, chainId, 'token', contracts))
    return { gas: REVERT_GAS, revert: 'ERC20: transfer amount exceeds balance' };
  const recipientEmpty = db.chainBalance(to, chainId, 'token', contracts) === 0n;
  const gas =
    amount === 0n ? TOKEN_TRANSFER_ZERO_GAS : recipientEmpty ? TOKEN_TRANSFER_NEW_HOLDER_GAS : TOKEN_TRANSFER_GAS;
  return { gas, tokenTransfer: { to, amount } };
}

/** The gas, revert and token effect of a call, as the real contracts would have them. */
export function planCall(db: FixtureDb, chainId: number, call: CallInput, contracts?: StandInContracts): CallPlan {
  const addresses = contracts ? [contracts.deposit, contracts.stablecoin] : [];
  if (call.to === null) return { gas: CREATE_GAS };
  const hasData = call.data !== '0x';
  if (contracts && same(call.to, contracts.deposit) && !hasData) {
    if (call.value === 0n) return { gas: REVERT_GAS, revert: 'Deposit must be more than zero' };
    const first = !db.hasPaid(call.from, contracts.deposit, chainId);
    return { gas: DEPOSIT_GAS + (first ? FIRST_DEPOSIT_EXTRA_GAS : 0n) };
  }
  if (!hasData) return { gas: TRANSFER_GAS };
  return tokenTransferPlan(db, chainId, call, addresses) ?? { gas: OTHER_CALL_GAS };
}

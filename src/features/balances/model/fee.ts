// A deposit's network fee in wei. The gas estimate gets 20 % headroom and both limit and fee per
// gas are fixed in the transaction, so `total` is the most it can cost and a Max deposit always
// leaves enough to pay it.
import type { AmountLimit } from './amount';
import type { CurrencySymbol } from '@/lib/money/currencies';

export const GAS_HEADROOM_PERCENT = 120n;

export interface FeeQuote {
  /** The transaction's gas limit. */
  gas: bigint;
  /** EIP-1559 fees, or a legacy gas price. */
  maxFeePerGas?: bigint;
  maxPriorityFeePerGas?: bigint;
  gasPrice?: bigint;
  /** The most the network fee can be: gas × (maxFeePerGas or gasPrice). */
  total: bigint;
}

export function withGasHeadroom(
  estimatedGas: bigint,
  fees: { maxFeePerGas: bigint; maxPriorityFeePerGas: bigint } | { gasPrice: bigint },
): FeeQuote {
  const gas = (estimatedGas * GAS_HEADROOM_PERCENT + 99n) / 100n;
  const perGas = 'gasPrice' in fees ? fees.gasPrice : fees.maxFeePerGas;
  return { gas, ...fees, total: gas * perGas };
}

/**
 * What limits a deposit: BNB, the wallet's BNB less the fee; USDT, the wallet's USDT, with BNB
 * enough for the fee. Unknown until the balances and the fee are known.
 */
export function depositLimit(
  currency: Extract<CurrencySymbol, 'BNB' | 'USDT'>,
  balances: { native: bigint | undefined; token: bigint | undefined },
  fee: bigint | undefined,
): AmountLimit {
  if (balances.native === undefined || fee === undefined) return { kind: 'unknown' };
  if (currency === 'BNB') return { kind: 'balanceLessFee', balance: balances.native, fee };
  if (balances.token === undefined) return { kind: 'unknown' };
  return { kind: 'balanceAndFee', balance: balances.token, fee, nativeBalance: balances.native };
}

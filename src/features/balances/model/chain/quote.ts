// A deposit's gas limit and fee, estimated for the very transaction (gas depends on the amount: a
// first USDT transfer costs ~51,000, one of 0 ~30,000). Never a fixed figure: a failed estimate
// says why.
import type { Address } from 'viem';
import type { Config } from 'wagmi';
import { estimateFeesPerGas, estimateGas, getGasPrice } from 'wagmi/actions';
import { withGasHeadroom, type FeeQuote } from '../fee';
import { classifyChainError, type ChainFailure } from './chainErrors';
import { depositCall, type DepositContracts } from './depositCall';
import type { OnChainCurrency } from './types';

export class DepositQuoteError extends Error {
  constructor(readonly failure: ChainFailure) {
    super(`The deposit's fee could not be estimated (${failure.kind}).`);
    this.name = 'DepositQuoteError';
  }
}

export interface DepositQuoteRequest {
  chainId: number;
  account: Address;
  currency: OnChainCurrency;
  /** The amount that will be sent, in the smallest unit (> 0). */
  units: bigint;
  contracts: DepositContracts;
}

async function feesPerGas(config: Config, chainId: number) {
  try {
    const fees = await estimateFeesPerGas(config, { chainId });
    return { maxFeePerGas: fees.maxFeePerGas, maxPriorityFeePerGas: fees.maxPriorityFeePerGas };
  } catch {
    // A chain without EIP-1559 fee data: a legacy gas price (still read from the node).
    return { gasPrice: await getGasPrice(config, { chainId }) };
  }
}

type FeesPerGas = { maxFeePerGas: bigint; maxPriorityFeePerGas: bigint } | { gasPrice: bigint };

/** The fee per gas a quote was priced at (to price another amount's gas the same way). */
export function feesOf(quote: FeeQuote): FeesPerGas {
  return quote.gasPrice !== undefined
    ? { gasPrice: quote.gasPrice }
    : { maxFeePerGas: quote.maxFeePerGas ?? 0n, maxPriorityFeePerGas: quote.maxPriorityFeePerGas ?? 0n };
}

/** `fees`: a fee per gas just read (the hint's), so only the amount's gas is estimated again. */
export async function quoteDeposit(config: Config, request: DepositQuoteRequest, fees?: FeesPerGas): Promise<FeeQuote> {
  const { chainId, account, currency, units, contracts } = request;
  const call = depositCall(currency, units, contracts);
  try {
    const [gas, perGas] = await Promise.all([
      estimateGas(config, { chainId, account, to: call.to, value: call.value, data: call.data }),
      fees ?? feesPerGas(config, chainId),
    ]);
    return withGasHeadroom(gas, perGas);
  } catch (error) {
    throw new DepositQuoteError(classifyChainError(error));
  }
}

/** Whether a quote made later still fits the reviewed one: the reviewed gas limit covers it. */
export function coveredBy(reviewed: FeeQuote, fresh: FeeQuote): boolean {
  return fresh.gas <= reviewed.gas;
}

/**
 * What the wallet holds on chain, what a deposit's network fee will be, and the deposit's wallet
 * transaction. wagmi's actions over the configured RPC URLs only; render inside <WalletReady>.
 *
 * The native balance is read with a plain eth_getBalance (wagmi's client would batch it into a
 * Multicall3 getEthBalance call, which some nodes and the fixture chain do not answer).
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { encodeFunctionData, erc20Abi, getAddress, type Address, type Hash } from 'viem';
import { useConfig, type Config } from 'wagmi';
import {
  estimateFeesPerGas,
  estimateGas,
  getGasPrice,
  getPublicClient,
  readContract,
  sendTransaction,
  writeContract,
} from 'wagmi/actions';
import { contractsOn } from '@/config/appConfig';
import { getConfig } from '@/config/runtimeConfig';
import type { CurrencySymbol } from '@/lib/money/currencies';
import { withGasHeadroom, type FeeQuote } from '../model/fee';

const ON_CHAIN_KEY = ['money', 'onChain'] as const;

/**
 * The deposit and stablecoin contracts, checksummed. The configuration check accepts an address
 * in any letter case; viem refuses a mixed-case one whose checksum does not match, so the case
 * is normalised here rather than failing the deposit.
 */
export function moneyContracts(chainId: number): { deposit: Address; stablecoin: Address } {
  const { deposit, stablecoin } = contractsOn(getConfig(), chainId);
  return { deposit: getAddress(deposit.toLowerCase()), stablecoin: getAddress(stablecoin.toLowerCase()) };
}
const BALANCE_STALE_MS = 15_000;
const FEE_STALE_MS = 30_000;

export type OnChainCurrency = Extract<CurrencySymbol, 'BNB' | 'USDT'>;

export async function readOnChainBalance(
  config: Config,
  chainId: number,
  address: Address,
  currency: OnChainCurrency,
): Promise<bigint> {
  if (currency === 'BNB') {
    const client = getPublicClient(config, { chainId });
    if (!client) throw new Error(`Chain ${chainId} is not configured.`);
    const hex = await client.request({ method: 'eth_getBalance', params: [address, 'latest'] });
    return BigInt(hex);
  }
  return readContract(config, {
    chainId,
    address: moneyContracts(chainId).stablecoin,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [address],
  });
}

/** The wallet's on-chain balance of BNB or USDT, in the smallest unit. */
export function useOnChainBalance(address: Address | null, chainId: number, currency: OnChainCurrency) {
  const config = useConfig();
  return useQuery({
    queryKey: [...ON_CHAIN_KEY, chainId, address?.toLowerCase() ?? null, currency],
    queryFn: () => readOnChainBalance(config, chainId, address as Address, currency),
    enabled: address !== null,
    staleTime: BALANCE_STALE_MS,
  });
}

/** Re-reads every on-chain balance (after a deposit or when a transaction settles). */
export function useRefreshOnChain(): () => void {
  const queryClient = useQueryClient();
  return useCallback(() => void queryClient.invalidateQueries({ queryKey: ON_CHAIN_KEY }), [queryClient]);
}

const FALLBACK_GAS: Record<OnChainCurrency, bigint> = { BNB: 21_000n, USDT: 100_000n };

/** Gas limit and fee per gas for a deposit of `currency`, and what they cost at most. */
export async function quoteDepositFee(
  config: Config,
  chainId: number,
  account: Address,
  currency: OnChainCurrency,
): Promise<FeeQuote> {
  const { deposit, stablecoin } = moneyContracts(chainId);
  let gas: bigint;
  try {
    gas =
      currency === 'BNB'
        ? await estimateGas(config, { chainId, account, to: deposit, value: 0n })
        : await estimateGas(config, {
            chainId,
            account,
            to: stablecoin,
            data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [deposit, 0n] }),
          });
  } catch {
    gas = FALLBACK_GAS[currency];
  }
  try {
    const fees = await estimateFeesPerGas(config, { chainId });
    return withGasHeadroom(gas, { maxFeePerGas: fees.maxFeePerGas, maxPriorityFeePerGas: fees.maxPriorityFeePerGas });
  } catch {
    return withGasHeadroom(gas, { gasPrice: await getGasPrice(config, { chainId }) });
  }
}

export function useDepositFee(account: Address | null, chainId: number, currency: OnChainCurrency) {
  const config = useConfig();
  return useQuery({
    queryKey: ['money', 'fee', chainId, account?.toLowerCase() ?? null, currency],
    queryFn: () => quoteDepositFee(config, chainId, account as Address, currency),
    enabled: account !== null,
    staleTime: FEE_STALE_MS,
  });
}

export interface DepositTransfer {
  account: Address;
  chainId: number;
  currency: OnChainCurrency;
  /** Smallest units. */
  units: bigint;
  fee: FeeQuote;
}

/**
 * Sends the deposit from the wallet: BNB to the deposit contract, or USDT's transfer() to it.
 * The gas limit and fee per gas are the ones the Max amount was computed with, so a Max deposit
 * always leaves enough for the fee. Resolves with the hash once the wallet has sent it.
 */
export async function sendDepositTransfer(
  config: Config,
  { account, chainId, currency, units, fee }: DepositTransfer,
): Promise<Hash> {
  const { deposit, stablecoin } = moneyContracts(chainId);
  const fees =
    fee.gasPrice !== undefined
      ? { gasPrice: fee.gasPrice }
      : { maxFeePerGas: fee.maxFeePerGas, maxPriorityFeePerGas: fee.maxPriorityFeePerGas };
  if (currency === 'BNB') {
    return sendTransaction(config, { account, chainId, to: deposit, value: units, gas: fee.gas, ...fees });
  }
  return writeContract(config, {
    account,
    chainId,
    address: stablecoin,
    abi: erc20Abi,
    functionName: 'transfer',
    args: [deposit, units],
    gas: fee.gas,
    ...fees,
  });
}

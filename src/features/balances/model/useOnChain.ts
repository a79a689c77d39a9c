// The wallet's on-chain balances, a deposit's fee and its transaction, over the configured RPC URLs
// only; render inside <WalletReady>. The native balance is a plain eth_getBalance: some nodes and
// the fixture chain do not answer wagmi's Multicall3 batch.
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { erc20Abi, type Address, type Hash } from 'viem';
import { useConfig, type Config } from 'wagmi';
import { getConnectorClient, getPublicClient, readContract, sendTransaction } from 'wagmi/actions';
import { moneyContracts } from '@/lib/money/contracts';
import type { FeeQuote } from './fee';
import { depositCall } from './chain/depositCall';
import { quoteDeposit } from './chain/quote';
import type { OnChainCurrency } from './chain/types';

const ON_CHAIN_KEY = ['money', 'onChain'] as const;

export { moneyContracts } from '@/lib/money/contracts';

const BALANCE_STALE_MS = 15_000;
const FEE_STALE_MS = 30_000;

export type { OnChainCurrency } from './chain/types';

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

/** The deposit's quote for `units` (> 0), re-read when the amount settles on another value. */
export function useDepositQuote(account: Address | null, chainId: number, currency: OnChainCurrency, units: bigint) {
  const config = useConfig();
  return useQuery({
    queryKey: ['money', 'fee', chainId, account?.toLowerCase() ?? null, currency, units.toString()],
    queryFn: () =>
      quoteDeposit(config, {
        chainId,
        account: account as Address,
        currency,
        units,
        contracts: moneyContracts(chainId),
      }),
    enabled: account !== null && units > 0n,
    staleTime: FEE_STALE_MS,
    // The hint keeps the last fee while the next amount's estimate runs.
    placeholderData: keepPreviousData,
    retry: false,
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
 * Sends the reviewed deposit with the reviewed gas limit and fee, so a Max deposit always leaves
 * the fee. viem refuses to send on another chain. Resolves with the hash.
 */
export async function sendDepositTransfer(
  config: Config,
  { account, chainId, currency, units, fee }: DepositTransfer,
): Promise<Hash> {
  const call = depositCall(currency, units, moneyContracts(chainId));
  const fees =
    fee.gasPrice !== undefined
      ? { gasPrice: fee.gasPrice }
      : { maxFeePerGas: fee.maxFeePerGas, maxPriorityFeePerGas: fee.maxPriorityFeePerGas };
  return sendTransaction(config, { account, chainId, ...call, gas: fee.gas, ...fees });
}

/** The stablecoin's decimals() as its contract says: the app's amounts assume CURRENCIES.USDT.decimals. */
export function useStablecoinDecimals(chainId: number, enabled: boolean) {
  const config = useConfig();
  return useQuery({
    queryKey: ['money', 'decimals', chainId],
    queryFn: () =>
      readContract(config, {
        chainId,
        address: moneyContracts(chainId).stablecoin,
        abi: erc20Abi,
        functionName: 'decimals',
      }),
    enabled,
    staleTime: Infinity,
  });
}

const WALLET_READ_MS = 2_000;

/**
 * A sent transaction's nonce as the wallet's own node answers it (it has the transaction at
 * once); null when the wallet does not answer reads, or not in time.
 */
export async function readWalletNonce(config: Config, hash: Hash): Promise<number | null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), WALLET_READ_MS);
  });
  const read = getConnectorClient(config)
    .then((client) => client.request({ method: 'eth_getTransactionByHash', params: [hash] }))
    .then((tx) => (tx ? Number(tx.nonce) : null))
    .catch(() => null);
  const nonce = await Promise.race([read, late]).finally(() => clearTimeout(timer));
  return nonce !== null && Number.isSafeInteger(nonce) && nonce >= 0 ? nonce : null;
}

/**
 * Where a deposit about to be sent will be: the wallet's next nonce (a guess: a node behind
 * counts too few), the nonce at latest (a lower bound the deposit's cannot be under) and the block now.
 */
export async function readSendPosition(
  config: Config,
  chainId: number,
  wallet: Address,
): Promise<{ nonce: number; nonceFloor: number; fromBlock: number }> {
  const client = getPublicClient(config, { chainId });
  if (!client) throw new Error(`Chain ${chainId} is not configured.`);
  const [nonce, nonceFloor, block] = await Promise.all([
    client.getTransactionCount({ address: wallet, blockTag: 'pending' }),
    client.getTransactionCount({ address: wallet, blockTag: 'latest' }),
    client.getBlockNumber({ cacheTime: 0 }),
  ]);
  return { nonce, nonceFloor: Math.min(nonce, nonceFloor), fromBlock: Number(block) };
}

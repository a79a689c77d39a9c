/**
 * The browser tests' hands on the chain (the fixture server's EVM nodes, test/chain/): mining,
 * node down/up, pausing deposits, reading balances and receipts, and sending a transaction "from
 * the wallet's side" (a speed-up or cancel with a chosen nonce and fee). Reads and sends go
 * through the admin path /__chain/:chainId, which answers even while the node is "down".
 *
 *   await stopMining(fixtureUrl);              // transactions wait in the pool
 *   await mine(fixtureUrl, 1);                 // ... until a block is mined
 *   const gas = await depositGas(fixtureUrl, hash);   // logs "gas used / gas limit"
 */
import {
  createPublicClient,
  erc20Abi,
  http,
  type Address,
  type Hex,
  type PublicClient,
  type TransactionReceipt,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { TEST_CONTRACTS } from '../../chain/addresses';

export { TEST_CONTRACTS, DEPLOYER_ADDRESS } from '../../chain/addresses';

const DEPOSIT_VAULT_ABI = [
  { type: 'function', name: 'totalDeposited', stateMutability: 'view', inputs: [], outputs: [{ type: 'uint256' }] },
  { type: 'function', name: 'paused', stateMutability: 'view', inputs: [], outputs: [{ type: 'bool' }] },
] as const;

export interface ChainControl {
  mining?: 'auto' | 'stopped';
  mine?: number;
  down?: boolean;
  depositsPaused?: boolean;
}

/** POST /__control/chain for one chain (97 unless said). */
export async function chainControl(fixtureUrl: string, control: ChainControl, chainId = 97): Promise<void> {
  const response = await fetch(`${fixtureUrl}/__control/chain`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ chainId, ...control }),
  });
  if (!response.ok) throw new Error(`POST /__control/chain answered ${response.status}: ${await response.text()}`);
}

export const stopMining = (fixtureUrl: string, chainId = 97) =>
  chainControl(fixtureUrl, { mining: 'stopped' }, chainId);
export const startMining = (fixtureUrl: string, chainId = 97) => chainControl(fixtureUrl, { mining: 'auto' }, chainId);
export const mine = (fixtureUrl: string, blocks = 1, chainId = 97) =>
  chainControl(fixtureUrl, { mine: blocks }, chainId);
/** While down, the app's RPC URL drops every connection unanswered (an unreachable node). */
export const setNodeDown = (fixtureUrl: string, down: boolean, chainId = 97) =>
  chainControl(fixtureUrl, { down }, chainId);
/** The deposit contract's owner pauses it: deposits revert with "Deposits are paused". */
export const setDepositsPaused = (fixtureUrl: string, paused: boolean, chainId = 97) =>
  chainControl(fixtureUrl, { depositsPaused: paused }, chainId);

/** A viem client on the admin path (never "down"). */
export function chainClient(fixtureUrl: string, chainId = 97): PublicClient {
  return createPublicClient({ transport: http(`${fixtureUrl}/__chain/${chainId}`) });
}

export async function bnbBalance(fixtureUrl: string, address: Address, chainId = 97): Promise<bigint> {
  return chainClient(fixtureUrl, chainId).getBalance({ address });
}

export async function usdtBalance(fixtureUrl: string, address: Address, chainId = 97): Promise<bigint> {
  const client = chainClient(fixtureUrl, chainId);
  return client.readContract({
    address: TEST_CONTRACTS.stablecoin,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [address],
  });
}

/** The deposit contract's running total of BNB received. */
export async function depositTotal(fixtureUrl: string, chainId = 97): Promise<bigint> {
  const client = chainClient(fixtureUrl, chainId);
  return client.readContract({
    address: TEST_CONTRACTS.deposit,
    abi: DEPOSIT_VAULT_ABI,
    functionName: 'totalDeposited',
  });
}

/** Sets an address's BNB (ganache's evm_setAccountBalance), e.g. for a freshly generated key. */
export async function setBnbBalance(fixtureUrl: string, address: Address, wei: bigint, chainId = 97): Promise<void> {
  await chainClient(fixtureUrl, chainId).request({
    method: 'evm_setAccountBalance' as 'eth_chainId',
    params: [address, `0x${wei.toString(16)}`] as never,
  });
}

export async function receipt(fixtureUrl: string, hash: Hex, chainId = 97): Promise<TransactionReceipt | null> {
  return chainClient(fixtureUrl, chainId)
    .getTransactionReceipt({ hash })
    .catch(() => null);
}

export interface DepositGas {
  status: 'success' | 'reverted';
  gasUsed: bigint;
  gasLimit: bigint;
  /** What the sender agreed to pay per gas at most (maxFeePerGas, or gasPrice for legacy). */
  maxFeePerGas: bigint;
}

/** A mined deposit's status, gas used and gas limit, printed as "gas used / gas limit". */
export async function depositGas(fixtureUrl: string, hash: Hex, label = 'deposit', chainId = 97): Promise<DepositGas> {
  const client = chainClient(fixtureUrl, chainId);
  const [mined, tx] = await Promise.all([client.getTransactionReceipt({ hash }), client.getTransaction({ hash })]);
  const gas = {
    status: mined.status,
    gasUsed: mined.gasUsed,
    gasLimit: tx.gas,
    maxFeePerGas: tx.maxFeePerGas ?? tx.gasPrice ?? 0n,
  };
  console.log(
    `  [chain] ${label} ${hash.slice(0, 10)}… ${gas.status}: gas used ${gas.gasUsed.toLocaleString('en-US')} / gas limit ${gas.gasLimit.toLocaleString('en-US')}`,
  );
  return gas;
}

export interface RawSend {
  privateKey: Hex;
  to: Address;
  value?: bigint;
  data?: Hex;
  nonce: number;
  gas: bigint;
  maxFeePerGas: bigint;
  maxPriorityFeePerGas: bigint;
}

/**
 * Signs in Node and sends through the admin path: what a wallet does for a speed-up (same
 * nonce, higher fee) or a cancel (same nonce, 0 BNB to itself) while mining is stopped.
 */
export async function sendRaw(fixtureUrl: string, send: RawSend, chainId = 97): Promise<Hex> {
  const account = privateKeyToAccount(send.privateKey);
  const raw = await account.signTransaction({
    type: 'eip1559',
    chainId,
    to: send.to,
    value: send.value ?? 0n,
    ...(send.data && { data: send.data }),
    nonce: send.nonce,
    gas: send.gas,
    maxFeePerGas: send.maxFeePerGas,
    maxPriorityFeePerGas: send.maxPriorityFeePerGas,
  });
  return chainClient(fixtureUrl, chainId).sendRawTransaction({ serializedTransaction: raw });
}

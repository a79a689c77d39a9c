/**
 * A small JSON-RPC stand-in for the BNB Smart Chain nodes (config.rpcUrls), so the app runs
 * with no chain at all: chain id, blocks (one per 3 s), balances, ERC-20 reads (also through
 * Multicall3 aggregate3), fee data, and eth_sendRawTransaction, which "mines" the signed
 * transaction at once so its receipt is ready on the next poll. Contract calls it does not
 * know answer empty data ("0x"), as a contract without that function would.
 *
 * Never friendlier than a real EVM (the browser tests run one, test/chain/): eth_estimateGas
 * answers each call's real gas and reverts as the contracts do (rpcCalls.ts); a transaction
 * signed with less gas than it needs is mined reverted, all its gas used and paid, nothing moved;
 * every transaction pays gas used x price.
 */
import { http, type HttpHandler } from 'msw';
import {
  decodeFunctionData,
  encodeAbiParameters,
  encodeErrorResult,
  encodeFunctionResult,
  erc20Abi,
  keccak256,
  maxUint256,
  multicall3Abi,
  parseTransaction,
  recoverTransactionAddress,
  toHex,
  type Address,
  type Hex,
} from 'viem';
import type { FixtureDb } from '../db';
import type { ChainTxRow } from '../model';
import { json, noContent, resolveDb, type DbSource } from './http';
import { hasCode, planCall, type CallInput, type StandInContracts } from './rpcCalls';

export type { StandInContracts } from './rpcCalls';

const GAS_PRICE = 1_000_000_000n; // 1 gwei
const ZERO_HASH = `0x${'0'.repeat(64)}` as const;
const EMPTY_BLOOM = `0x${'0'.repeat(512)}` as const;

interface RpcRequest {
  id?: unknown;
  method?: unknown;
  params?: unknown;
}

class RpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data?: Hex,
  ) {
    super(message);
  }
}

const ERROR_STRING_ABI = { type: 'error', name: 'Error', inputs: [{ name: 'message', type: 'string' }] } as const;

/** A revert as geth and BSC's nodes answer it: code 3, the reason, Error(string) as data. */
function revertError(reason: string): RpcError {
  const data = encodeErrorResult({ abi: [ERROR_STRING_ABI], errorName: 'Error', args: [reason] });
  return new RpcError(3, `execution reverted: ${reason}`, data);
}

/** Where a chain's stand-in state is read: the db, the chain id and its contracts. */
interface ChainContext {
  db: FixtureDb;
  chainId: number;
  contracts: StandInContracts | undefined;
}

const contractList = (ctx: ChainContext): string[] =>
  ctx.contracts ? [ctx.contracts.deposit, ctx.contracts.stablecoin] : [];
const balanceOf = (ctx: ChainContext, address: string, kind: 'native' | 'token'): bigint =>
  ctx.db.chainBalance(address, ctx.chainId, kind, contractList(ctx));

const blockHash = (n: number): Hex => keccak256(toHex(n));

function block(db: FixtureDb, n: number) {
  return {
    number: toHex(n),
    hash: blockHash(n),
    parentHash: blockHash(n - 1),
    timestamp: toHex(Math.floor(db.now() / 1000) - (db.chainBlockNumber() - n) * 3),
    nonce: '0x0000000000000000',
    difficulty: '0x2',
    totalDifficulty: toHex(n * 2),
    gasLimit: toHex(140_000_000),
    gasUsed: '0x0',
    baseFeePerGas: '0x0',
    miner: '0x0000000000000000000000000000000000000000',
    extraData: '0x',
    logsBloom: EMPTY_BLOOM,
    mixHash: ZERO_HASH,
    receiptsRoot: ZERO_HASH,
    sha3Uncles: ZERO_HASH,
    stateRoot: ZERO_HASH,
    transactionsRoot: ZERO_HASH,
    size: '0x0',
    transactions: [],
    uncles: [],
  };
}

function blockParam(db: FixtureDb, tag: unknown): number {
  const latest = db.chainBlockNumber();
  if (typeof tag !== 'string' || !tag.startsWith('0x')) return latest;
  return Math.min(Number(BigInt(tag)), latest);
}

function transactionJson(tx: ChainTxRow) {
  return {
    hash: tx.hash,
    nonce: toHex(tx.nonce),
    blockHash: blockHash(tx.block_number),
    blockNumber: toHex(tx.block_number),
    transactionIndex: '0x0',
    from: tx.from,
    to: tx.to,
    value: toHex(BigInt(tx.value)),
    gas: toHex(BigInt(tx.gas)),
    gasPrice: toHex(BigInt(tx.effective_gas_price ?? GAS_PRICE)),
    input: tx.input,
    chainId: toHex(tx.chain_id),
    type: '0x0',
  };
}

function receiptJson(tx: ChainTxRow) {
  return {
    transactionHash: tx.hash,
    transactionIndex: '0x0',
    blockHash: blockHash(tx.block_number),
    blockNumber: toHex(tx.block_number),
    from: tx.from,
    to: tx.to,
    cumulativeGasUsed: toHex(BigInt(tx.gas_used ?? 21_000)),
    gasUsed: toHex(BigInt(tx.gas_used ?? 21_000)),
    effectiveGasPrice: toHex(BigInt(tx.effective_gas_price ?? GAS_PRICE)),
    contractAddress: null,
    logs: [],
    logsBloom: EMPTY_BLOOM,
    status: (tx.status ?? 'success') === 'success' ? '0x1' : '0x0',
    type: '0x0',
  };
}

/** ERC-20 reads for any contract address; null when the call is something else. */
function erc20Call(ctx: ChainContext, data: Hex): Hex | null {
  let call;
  try {
    call = decodeFunctionData({ abi: erc20Abi, data });
  } catch {
    return null;
  }
  switch (call.functionName) {
    case 'balanceOf':
      return encodeFunctionResult({
        abi: erc20Abi,
        functionName: 'balanceOf',
        result: balanceOf(ctx, call.args[0], 'token'),
      });
    case 'decimals':
      return encodeFunctionResult({ abi: erc20Abi, functionName: 'decimals', result: 18 });
    case 'symbol':
      return encodeFunctionResult({ abi: erc20Abi, functionName: 'symbol', result: 'USDT' });
    case 'name':
      return encodeFunctionResult({ abi: erc20Abi, functionName: 'name', result: 'Tether USD' });
    case 'totalSupply':
      return encodeFunctionResult({ abi: erc20Abi, functionName: 'totalSupply', result: 10n ** 27n });
    // Approvals are not tracked: every allowance is unlimited.
    case 'allowance':
      return encodeFunctionResult({ abi: erc20Abi, functionName: 'allowance', result: maxUint256 });
    default:
      return null;
  }
}

/** Multicall3's own read of a native balance: viem batches wagmi's useBalance through it. */
const getEthBalanceAbi = [
  {
    type: 'function',
    name: 'getEthBalance',
    stateMutability: 'view',
    inputs: [{ name: 'addr', type: 'address' }],
    outputs: [{ name: 'balance', type: 'uint256' }],
  },
] as const;

function nativeBalanceCall(ctx: ChainContext, data: Hex): Hex | null {
  try {
    const call = decodeFunctionData({ abi: getEthBalanceAbi, data });
    return encodeFunctionResult({
      abi: getEthBalanceAbi,
      functionName: 'getEthBalance',
      result: balanceOf(ctx, call.args[0], 'native'),
    });
  } catch {
    return null;
  }
}

function ethCall(ctx: ChainContext, data: Hex): Hex {
  try {
    const call = decodeFunctionData({ abi: multicall3Abi, data });
    if (call.functionName === 'aggregate3') {
      const results = call.args[0].map((inner) => {
        const returnData = erc20Call(ctx, inner.callData) ?? nativeBalanceCall(ctx, inner.callData);
        return { success: returnData !== null, returnData: returnData ?? '0x' };
      });
      return encodeAbiParameters(
        [
          {
            type: 'tuple[]',
            components: [
              { type: 'bool', name: 'success' },
              { type: 'bytes', name: 'returnData' },
            ],
          },
        ],
        [results],
      );
    }
  } catch {
    // Not a Multicall3 call.
  }
  return erc20Call(ctx, data) ?? nativeBalanceCall(ctx, data) ?? '0x';
}

/** The call of an eth_estimateGas / eth_call parameter object. */
function callOf(param: unknown): CallInput {
  const p = (param ?? {}) as { from?: Address; to?: Address | null; value?: Hex; data?: Hex; input?: Hex };
  return {
    from: p.from ?? '0x0000000000000000000000000000000000000000',
    to: p.to ?? null,
    value: p.value ? BigInt(p.value) : 0n,
    data: p.data ?? p.input ?? '0x',
  };
}

/** What a node answers: the call's gas, or its revert; the value must be affordable. */
function estimateGas(ctx: ChainContext, param: unknown): Hex {
  const call = callOf(param);
  if (call.value > balanceOf(ctx, call.from, 'native'))
    throw new RpcError(-32000, 'insufficient funds for gas * price + value');
  const plan = planCall(ctx.db, ctx.chainId, call, ctx.contracts);
  if (plan.revert) throw revertError(plan.revert);
  return toHex(plan.gas);
}

/** The price per gas a signed transaction pays here (base fee 0: its tip, capped by its max fee). */
function pricePerGas(parsed: ReturnType<typeof parseTransaction>): { max: bigint; paid: bigint } {
  if (parsed.gasPrice !== undefined) return { max: parsed.gasPrice, paid: parsed.gasPrice };
  const max = parsed.maxFeePerGas ?? GAS_PRICE;
  const tip = parsed.maxPriorityFeePerGas ?? GAS_PRICE;
  return { max, paid: tip < max ? tip : max };
}

async function sendRawTransaction(ctx: ChainContext, raw: Hex): Promise<Hex> {
  let parsed;
  let from: Address;
  try {
    parsed = parseTransaction(raw);
    from = await recoverTransactionAddress({
      serializedTransaction: raw as Parameters<typeof recoverTransactionAddress>[0]['serializedTransaction'],
    });
  } catch {
    throw new RpcError(-32000, 'invalid transaction');
  }
  if (parsed.chainId !== undefined && parsed.chainId !== ctx.chainId)
    throw new RpcError(-32000, 'invalid chain id for signer');
  const call: CallInput = { from, to: parsed.to ?? null, value: parsed.value ?? 0n, data: parsed.data ?? '0x' };
  const gasLimit = parsed.gas ?? 21_000n;
  const price = pricePerGas(parsed);
  // A node refuses what the sender cannot pay at the most it agreed to (gas limit x max fee).
  if (call.value + gasLimit * price.max > balanceOf(ctx, from, 'native'))
    throw new RpcError(-32000, 'insufficient funds for gas * price + value');
  const hash = keccak256(raw);
  if (ctx.db.findChainTx(hash)) return hash;
  const plan = planCall(ctx.db, ctx.chainId, call, ctx.contracts);
  const outOfGas = gasLimit < plan.gas;
  const ok = !outOfGas && !plan.revert;
  ctx.db.recordChainTx({
    hash,
    chain_id: ctx.chainId,
    from,
    to: call.to,
    value: call.value.toString(),
    token_amount: plan.tokenTransfer?.amount.toString() ?? null,
    token_to: plan.tokenTransfer?.to ?? null,
    nonce: parsed.nonce ?? 0,
    input: call.data,
    gas: gasLimit.toString(),
    status: ok ? 'success' : 'reverted',
    // Out of gas burns the whole limit; a revert what it used until then.
    gas_used: (outOfGas ? gasLimit : plan.gas).toString(),
    effective_gas_price: price.paid.toString(),
  });
  return hash;
}

async function answer(ctx: ChainContext, method: string, params: unknown[]): Promise<unknown> {
  const { db, chainId } = ctx;
  const first = params[0];
  switch (method) {
    case 'eth_chainId':
      return toHex(chainId);
    case 'net_version':
      return String(chainId);
    case 'web3_clientVersion':
      return 'fixture-chain/1.0';
    case 'eth_syncing':
      return false;
    case 'eth_accounts':
      return [];
    case 'eth_blockNumber':
      return toHex(db.chainBlockNumber());
    case 'eth_getBlockByNumber':
      return block(db, blockParam(db, first));
    case 'eth_getBlockByHash':
      return block(db, db.chainBlockNumber());
    case 'eth_getBalance':
      return toHex(balanceOf(ctx, String(first), 'native'));
    case 'eth_getTransactionCount':
      return toHex(db.chainNonce(String(first), chainId));
    // The contracts have code (a stand-in byte: nothing here runs it).
    case 'eth_getCode':
      return hasCode(String(first), ctx.contracts) ? '0x60806040' : '0x';
    case 'eth_gasPrice':
    case 'eth_maxPriorityFeePerGas':
      return toHex(GAS_PRICE);
    case 'eth_feeHistory':
      return {
        oldestBlock: toHex(db.chainBlockNumber()),
        baseFeePerGas: ['0x0', '0x0'],
        gasUsedRatio: [0.5],
        reward: [[toHex(GAS_PRICE)]],
      };
    case 'eth_estimateGas':
      return estimateGas(ctx, first);
    case 'eth_call':
      return ethCall(ctx, callOf(first).data);
    case 'eth_sendRawTransaction':
      return sendRawTransaction(ctx, String(first) as Hex);
    case 'eth_getTransactionReceipt': {
      const tx = db.findChainTx(String(first));
      return tx ? receiptJson(tx) : null;
    }
    case 'eth_getTransactionByHash': {
      const tx = db.findChainTx(String(first));
      return tx ? transactionJson(tx) : null;
    }
    case 'eth_getLogs':
    case 'eth_getFilterChanges':
    case 'eth_getFilterLogs':
      return [];
    case 'eth_newFilter':
    case 'eth_newBlockFilter':
      return '0x1';
    case 'eth_uninstallFilter':
      return true;
    default:
      throw new RpcError(-32601, `Method not found: ${method}`);
  }
}

async function handleOne(ctx: ChainContext, request: RpcRequest): Promise<object> {
  const id = request.id ?? null;
  try {
    if (typeof request.method !== 'string') throw new RpcError(-32600, 'Invalid request');
    const params = Array.isArray(request.params) ? request.params : [];
    return { jsonrpc: '2.0', id, result: await answer(ctx, request.method, params) };
  } catch (error) {
    const rpc = error instanceof RpcError ? error : new RpcError(-32603, 'Internal error');
    const data = rpc.data === undefined ? {} : { data: rpc.data };
    return { jsonrpc: '2.0', id, error: { code: rpc.code, message: rpc.message, ...data } };
  }
}

/**
 * One handler per configured chain URL (config.rpcUrls); batches are answered too. `contracts`
 * (per chain id) are the addresses with code: the deposit contract and the stablecoin.
 */
export function rpcHandlers(
  rpcUrls: Partial<Record<number, string | readonly string[]>>,
  source: DbSource,
  contracts: Partial<Record<number, StandInContracts>> = {},
): HttpHandler[] {
  const entries = Object.entries(rpcUrls).flatMap(([chain, urls]) => [urls ?? []].flat().map((url) => [chain, url]));
  return entries.flatMap(([chain, url]) => {
    if (!chain || !url) return [];
    const chainId = Number(chain);
    return [
      http.options(url, () => noContent()),
      http.post(url, async ({ request }) => {
        const ctx: ChainContext = { db: resolveDb(source), chainId, contracts: contracts[chainId] };
        let body: unknown;
        try {
          body = await request.json();
        } catch {
          return json({ jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error' } });
        }
        if (Array.isArray(body)) return json(await Promise.all(body.map((one) => handleOne(ctx, one as RpcRequest))));
        return json(await handleOne(ctx, body as RpcRequest));
      }),
    ];
  });
}

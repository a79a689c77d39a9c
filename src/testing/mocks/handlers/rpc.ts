/**
 * A small JSON-RPC stand-in for the BNB Smart Chain nodes (config.rpcUrls), so the app runs
 * with no chain at all: chain id, blocks (one per 3 s), balances, ERC-20 reads (also through
 * Multicall3 aggregate3), fee data, and eth_sendRawTransaction, which "mines" the signed
 * transaction at once so its receipt is ready on the next poll. Contract calls it does not
 * know answer empty data ("0x"), as a contract without that function would.
 */
import { http, type HttpHandler } from 'msw';
import {
  decodeFunctionData,
  encodeAbiParameters,
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
  ) {
    super(message);
  }
}

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
    gasPrice: toHex(GAS_PRICE),
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
    cumulativeGasUsed: '0x5208',
    gasUsed: '0x5208',
    effectiveGasPrice: toHex(GAS_PRICE),
    contractAddress: null,
    logs: [],
    logsBloom: EMPTY_BLOOM,
    status: '0x1',
    type: '0x0',
  };
}

/** ERC-20 reads for any contract address; null when the call is something else. */
function erc20Call(db: FixtureDb, chainId: number, data: Hex): Hex | null {
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
        result: db.chainBalance(call.args[0], chainId, 'token'),
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

function nativeBalanceCall(db: FixtureDb, chainId: number, data: Hex): Hex | null {
  try {
    const call = decodeFunctionData({ abi: getEthBalanceAbi, data });
    return encodeFunctionResult({
      abi: getEthBalanceAbi,
      functionName: 'getEthBalance',
      result: db.chainBalance(call.args[0], chainId, 'native'),
    });
  } catch {
    return null;
  }
}

function ethCall(db: FixtureDb, chainId: number, data: Hex): Hex {
  try {
    const call = decodeFunctionData({ abi: multicall3Abi, data });
    if (call.functionName === 'aggregate3') {
      const results = call.args[0].map((inner) => {
        const returnData = erc20Call(db, chainId, inner.callData) ?? nativeBalanceCall(db, chainId, inner.callData);
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
  return erc20Call(db, chainId, data) ?? nativeBalanceCall(db, chainId, data) ?? '0x';
}

async function sendRawTransaction(db: FixtureDb, chainId: number, raw: Hex): Promise<Hex> {
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
  if (parsed.chainId !== undefined && parsed.chainId !== chainId)
    throw new RpcError(-32000, 'invalid chain id for signer');
  const value = parsed.value ?? 0n;
  if (value > db.chainBalance(from, chainId, 'native'))
    throw new RpcError(-32000, 'insufficient funds for gas * price + value');
  let tokenAmount: bigint | null = null;
  if (parsed.data && parsed.data !== '0x') {
    try {
      const call = decodeFunctionData({ abi: erc20Abi, data: parsed.data });
      if (call.functionName === 'transfer') tokenAmount = call.args[1];
    } catch {
      // Some other contract call: recorded, with no token effect.
    }
  }
  if (tokenAmount !== null && tokenAmount > db.chainBalance(from, chainId, 'token')) {
    throw new RpcError(3, 'execution reverted: ERC20: transfer amount exceeds balance');
  }
  const hash = keccak256(raw);
  if (!db.findChainTx(hash)) {
    db.recordChainTx({
      hash,
      chain_id: chainId,
      from,
      to: parsed.to ?? null,
      value: value.toString(),
      token_amount: tokenAmount?.toString() ?? null,
      nonce: parsed.nonce ?? 0,
      input: parsed.data ?? '0x',
      gas: (parsed.gas ?? 21_000n).toString(),
    });
  }
  return hash;
}

async function answer(db: FixtureDb, chainId: number, method: string, params: unknown[]): Promise<unknown> {
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
      return toHex(db.chainBalance(String(first), chainId, 'native'));
    case 'eth_getTransactionCount':
      return toHex(db.chainNonce(String(first), chainId));
    case 'eth_getCode':
      return '0x';
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
    case 'eth_estimateGas': {
      const data =
        (first as { data?: string; input?: string } | undefined)?.data ??
        (first as { input?: string } | undefined)?.input;
      return data && data !== '0x' ? toHex(200_000) : toHex(21_000);
    }
    case 'eth_call':
      return ethCall(
        db,
        chainId,
        ((first as { data?: Hex; input?: Hex } | undefined)?.data ??
          (first as { input?: Hex } | undefined)?.input ??
          '0x') as Hex,
      );
    case 'eth_sendRawTransaction':
      return sendRawTransaction(db, chainId, String(first) as Hex);
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

async function handleOne(db: FixtureDb, chainId: number, request: RpcRequest): Promise<object> {
  const id = request.id ?? null;
  try {
    if (typeof request.method !== 'string') throw new RpcError(-32600, 'Invalid request');
    const params = Array.isArray(request.params) ? request.params : [];
    return { jsonrpc: '2.0', id, result: await answer(db, chainId, request.method, params) };
  } catch (error) {
    const rpc = error instanceof RpcError ? error : new RpcError(-32603, 'Internal error');
    return { jsonrpc: '2.0', id, error: { code: rpc.code, message: rpc.message } };
  }
}

/** One handler per configured chain URL (config.rpcUrls); batches are answered too. */
export function rpcHandlers(rpcUrls: Partial<Record<number, string>>, source: DbSource): HttpHandler[] {
  return Object.entries(rpcUrls).flatMap(([chain, url]) => {
    if (!url) return [];
    const chainId = Number(chain);
    return [
      http.options(url, () => noContent()),
      http.post(url, async ({ request }) => {
        const db = resolveDb(source);
        let body: unknown;
        try {
          body = await request.json();
        } catch {
          return json({ jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error' } });
        }
        if (Array.isArray(body))
          return json(await Promise.all(body.map((one) => handleOne(db, chainId, one as RpcRequest))));
        return json(await handleOne(db, chainId, body as RpcRequest));
      }),
    ];
  });
}

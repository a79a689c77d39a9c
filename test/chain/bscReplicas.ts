/**
 * The BSC profile's app URL: one URL answered, request by request (round robin), by one of three
 * replicas 0, 2 and 5 blocks behind the real head (bscRules.ts), each answering as of its own head
 * and with a pruned node's rules: state more than 128 blocks below its head is refused with geth's
 * "missing trie node", and eth_getLogs is refused as BSC's public endpoints do. A batch is answered
 * by one replica. The test chain (testChain.ts) is the real, up-to-date node behind them.
 */
import type { Hex } from 'viem';
import {
  GET_LOGS_REFUSED,
  HEADER_NOT_FOUND,
  PROPAGATION_MS,
  REPLICA_LAGS,
  blockOf,
  missingTrieNode,
  replicaHead,
  stateBlockParamIndex,
  stateRefusal,
} from './bscRules';
import { NodeError } from './heldPool';
import { toErrorBody, type RpcAnswer, type TestChain } from './testChain';

type Params = unknown[];
type Block = { number: Hex; stateRoot: Hex } | null;

const hex = (n: number): Hex => `0x${n.toString(16)}`;
const refuse = (body: { code: number; message: string }) => new NodeError(body.code, body.message);

/** One replica's view: the chain as of block `head`, at time `now`. */
interface View {
  chain: TestChain;
  head: number;
  now: number;
}

/** The block number a state read is asked at, after the pruned node's checks. */
async function stateBlock(view: View, param: unknown): Promise<number> {
  let block = blockOf(param, view.head);
  if (block === undefined && param && typeof param === 'object' && 'blockHash' in param) {
    const found = await view.chain.request<Block>('eth_getBlockByHash', [
      (param as { blockHash: Hex }).blockHash,
      false,
    ]);
    block = found ? Number(found.number) : undefined;
  }
  if (block === undefined) throw refuse(HEADER_NOT_FOUND);
  const refusal = stateRefusal(block, view.head);
  if (refusal === 'future') throw refuse(HEADER_NOT_FOUND);
  if (refusal === 'pruned') {
    const old = await view.chain.request<Block>('eth_getBlockByNumber', [hex(block), false]);
    throw refuse(missingTrieNode(old?.stateRoot ?? '0x'));
  }
  return block;
}

/** eth_getBalance, eth_call, ... at the block asked, or at this replica's head for a tag. */
async function stateRead(view: View, method: string, params: Params, index: number): Promise<unknown> {
  const [address, tag] = params;
  if (method === 'eth_getTransactionCount' && tag === 'pending') return pendingNonce(view, String(address));
  const block = await stateBlock(view, params[index]);
  const asked = [...params];
  while (asked.length < index) asked.push(undefined);
  asked[index] = hex(block);
  return view.chain.request(method, asked);
}

/** Its latest nonce plus what its pool holds: what was mined after its head, and what reached it. */
async function pendingNonce(view: View, address: string): Promise<Hex> {
  const mined = Number(await view.chain.request<Hex>('eth_getTransactionCount', [address, 'latest']));
  return hex(view.chain.pool.pendingNonce(address, mined, view.now - PROPAGATION_MS));
}

const isAbove = (view: View, number: unknown) => typeof number === 'string' && Number(number) > view.head;

/** A transaction mined after this replica's head is pending here; one just sent elsewhere is unknown. */
async function transactionByHash(view: View, hash: string): Promise<unknown> {
  const tx = await view.chain.request<Record<string, unknown> | null>('eth_getTransactionByHash', [hash]);
  if (!tx || (tx.blockNumber !== null && !isAbove(view, tx.blockNumber))) return tx;
  const sentAt = view.chain.sentAt(hash);
  if (sentAt !== undefined && view.now - sentAt < PROPAGATION_MS) return null;
  return { ...tx, blockHash: null, blockNumber: null, transactionIndex: null };
}

async function blockByNumber(view: View, params: Params): Promise<unknown> {
  const block = blockOf(params[0], view.head);
  if (block === undefined || block > view.head) return null;
  return view.chain.request('eth_getBlockByNumber', [hex(block), params[1] ?? false]);
}

/** Methods a replica answers as of its head; undefined: the real node's answer as is. */
async function answerAtHead(view: View, method: string, params: Params): Promise<unknown> {
  const { chain } = view;
  if (method === 'eth_getLogs') throw refuse(GET_LOGS_REFUSED);
  if (method === 'eth_blockNumber') return hex(view.head);
  if (method === 'eth_getBlockByNumber') return blockByNumber(view, params);
  if (method === 'eth_getTransactionByHash') return transactionByHash(view, String(params[0]));
  const index = stateBlockParamIndex(method);
  if (index !== undefined) return stateRead(view, method, params, index);
  if (method === 'eth_feeHistory') {
    const newest = Math.min(blockOf(params[1], view.head) ?? view.head, view.head);
    return chain.request(method, [params[0], hex(newest), ...params.slice(2)]);
  }
  const result = await chain.request<Record<string, unknown> | null>(method, params);
  // Blocks and receipts above its head do not exist here yet.
  if (method === 'eth_getBlockByHash' && result && isAbove(view, result.number)) return null;
  if (method === 'eth_getTransactionReceipt' && result && isAbove(view, result.blockNumber)) return null;
  return result;
}

async function answerOne(view: View, one: unknown): Promise<RpcAnswer> {
  const { id = null, method, params } = (one ?? {}) as { id?: unknown; method?: unknown; params?: unknown };
  if (typeof method !== 'string') return { jsonrpc: '2.0', id, error: { code: -32600, message: 'Invalid request' } };
  try {
    return { jsonrpc: '2.0', id, result: await answerAtHead(view, method, Array.isArray(params) ? params : []) };
  } catch (error) {
    return { jsonrpc: '2.0', id, error: toErrorBody(error) };
  }
}

export interface Replicas {
  /** One request (or batch) answered by the next replica in turn. */
  handle(body: unknown): Promise<RpcAnswer | RpcAnswer[]>;
}

export function bscReplicas(chain: TestChain, lags: readonly number[] = REPLICA_LAGS): Replicas {
  let turn = 0;
  return {
    handle(body) {
      const lag = lags[turn % lags.length] ?? 0;
      turn += 1;
      const now = Date.now();
      const view: View = { chain, head: replicaHead(chain.heads(), lag, now), now };
      return Array.isArray(body) ? Promise.all(body.map((one) => answerOne(view, one))) : answerOne(view, body);
    },
  };
}

/**
 * The browser tests' EVM: one in-process ganache node per chain id, with the contracts of
 * contracts/ deployed by a fixed deployer, the test wallets funded, Multicall3's runtime code at
 * its usual address, and a snapshot to go back to before every test.
 *
 * Why ganache: it installs from npm and runs offline on Node 20 in process (no binary to fetch,
 * nothing to start by hand), and answers evm_snapshot/evm_revert, miner_stop/miner_start and
 * evm_setAccountCode, which the controls need. It is no longer developed; see docs/testing.md.
 */
import ganache, { type EthereumProvider } from 'ganache';
import { encodeDeployData, encodeFunctionData, type Address, type Hex } from 'viem';
import {
  DEPLOYER_ADDRESS,
  DEPLOYER_PRIVATE_KEY,
  DEPLOY_ORDER,
  FUNDED_WALLETS,
  MULTICALL3_ADDRESS,
  TEST_CONTRACTS,
} from './addresses';
import { BSC_BLOCK_MS, trimMarks, type HeadMark } from './bscRules';
import { compileContracts, type CompiledContract } from './compile';
import { HeldPool } from './heldPool';

/**
 * 'default': instamine, one node, all history. 'bsc': a block every 450 ms and, behind the app's
 * URL, lagging pruned replicas (bscReplicas.ts; docs/testing-chain.md).
 */
export type ChainProfile = 'default' | 'bsc';

export function isChainProfile(value: unknown): value is ChainProfile {
  return value === 'default' || value === 'bsc';
}

export interface RpcErrorBody {
  code: number;
  message: string;
  data?: unknown;
}

/** One JSON-RPC answer body, as a node sends it. */
export type RpcAnswer = { jsonrpc: '2.0'; id: unknown } & ({ result: unknown } | { error: RpcErrorBody });

export interface TestChain {
  chainId: number;
  /** A JSON-RPC request object (or a batch) in, the node's answer out; never throws. */
  handle(body: unknown): Promise<RpcAnswer | RpcAnswer[]>;
  /** One call; throws the node's error. */
  request<T = unknown>(method: string, params?: unknown[]): Promise<T>;
  /** Back to the post-deployment state, mining on. */
  reset(): Promise<void>;
  setMining(mode: 'auto' | 'stopped'): Promise<void>;
  mine(blocks: number): Promise<void>;
  /** The deposit contract's owner pauses (true) or resumes (false) deposits. */
  setDepositsPaused(paused: boolean): Promise<void>;
  close(): Promise<void>;
  profile: ChainProfile;
  /** The head after each time blocks were mined here (the BSC profile's replicas read it). */
  heads(): readonly HeadMark[];
  /** When a raw transaction was sent (ms), undefined if not since the last reset. */
  sentAt(hash: string): number | undefined;
  /** Transactions waiting for a block (while mining is stopped; always on the BSC profile). */
  pool: Pick<HeldPool, 'transaction' | 'pendingNonce'>;
}

const DEPLOYER_BALANCE = 1000n * 10n ** 18n;
const WANT_SHANGHAI = 'shanghai';

function hex(value: bigint): Hex {
  return `0x${value.toString(16)}`;
}

/**
 * A ganache error as a JSON-RPC error body. A revert is answered as geth and BSC's nodes do
 * (code 3, "execution reverted: reason", the revert data as hex), which is what viem decodes.
 */
export function toErrorBody(error: unknown): RpcErrorBody {
  const e = error as { code?: unknown; message?: unknown; data?: unknown };
  const revert = e.data as { result?: unknown; reason?: unknown } | undefined;
  if (revert && typeof revert === 'object' && typeof revert.result === 'string' && revert.result.startsWith('0x')) {
    const reason = typeof revert.reason === 'string' && revert.reason !== '' ? `: ${revert.reason}` : '';
    return { code: 3, message: `execution reverted${reason}`, data: revert.result };
  }
  return {
    code: typeof e.code === 'number' ? e.code : -32603,
    message: typeof e.message === 'string' ? e.message : 'Internal error',
    ...(e.data !== undefined && { data: e.data }),
  };
}

async function startNode(chainId: number): Promise<EthereumProvider> {
  const accounts = [DEPLOYER_PRIVATE_KEY, ...FUNDED_WALLETS.map((w) => w.privateKey)].map((secretKey, index) => ({
    secretKey,
    balance: hex(index === 0 ? DEPLOYER_BALANCE : (FUNDED_WALLETS[index - 1]?.bnb ?? 0n)),
  }));
  return ganache.provider({
    // Reverted transactions are mined with status 0, as on a real node (not an RPC error).
    chain: { chainId, hardfork: WANT_SHANGHAI, vmErrorsOnRPCResponse: false },
    wallet: { accounts },
    logging: { quiet: true },
  });
}

/** Sends a transaction from the (unlocked) deployer and waits for it to succeed. */
async function sendFromDeployer(provider: EthereumProvider, tx: { to?: Address; data: Hex }): Promise<Hex> {
  const hash = (await provider.request({
    method: 'eth_sendTransaction',
    params: [{ from: DEPLOYER_ADDRESS, ...tx, gas: hex(5_000_000n) }],
  })) as Hex;
  const receipt = (await provider.request({ method: 'eth_getTransactionReceipt', params: [hash] })) as {
    status: string;
    contractAddress: Address | null;
  } | null;
  if (receipt?.status !== '0x1') throw new Error(`Deployer transaction ${hash} failed`);
  return hash;
}

async function deploy(provider: EthereumProvider, compiled: Record<string, CompiledContract>): Promise<void> {
  const token = compiled.TestToken;
  const vault = compiled.DepositVault;
  const multicall = compiled.Multicall3;
  if (!token || !vault || !multicall) throw new Error('contracts/ lacks TestToken, DepositVault or Multicall3');
  const creations: Record<(typeof DEPLOY_ORDER)[number], Hex> = {
    stablecoin: encodeDeployData({ abi: token.abi, bytecode: token.bytecode, args: ['Tether USD', 'USDT'] }),
    vote: encodeDeployData({ abi: token.abi, bytecode: token.bytecode, args: ['Vote', 'VOTE'] }),
    deposit: vault.bytecode,
  };
  // In DEPLOY_ORDER, so each lands at the address addresses.ts computed from its nonce.
  for (const name of DEPLOY_ORDER) {
    await sendFromDeployer(provider, { data: creations[name] });
    const code = (await provider.request({ method: 'eth_getCode', params: [TEST_CONTRACTS[name], 'latest'] })) as Hex;
    if (code === '0x') throw new Error(`${name} did not land at ${TEST_CONTRACTS[name]}`);
  }
  for (const wallet of FUNDED_WALLETS) {
    const data = encodeFunctionData({ abi: token.abi, functionName: 'mint', args: [wallet.address, wallet.usdt] });
    await sendFromDeployer(provider, { to: TEST_CONTRACTS.stablecoin, data });
  }
  await provider.request({ method: 'evm_setAccountCode', params: [MULTICALL3_ADDRESS, multicall.deployedBytecode] });
}

export const DEPOSIT_VAULT_ABI = [
  {
    type: 'function',
    name: 'setPaused',
    stateMutability: 'nonpayable',
    inputs: [{ name: 'paused_', type: 'bool' }],
    outputs: [],
  },
] as const;

/** Runs one piece of work at a time (mining, reverting), in the order asked. */
function serialQueue(): <T>(work: () => Promise<T>) => Promise<T> {
  let queue: Promise<unknown> = Promise.resolve();
  return (work) => {
    const run = queue.then(work);
    queue = run.catch(() => undefined);
    return run;
  };
}

/** Calls `tick` every 450 ms, never two at once; a failure is logged, the next tick tries again. */
function blockTimer(tick: () => Promise<void>): () => void {
  let busy = false;
  const timer = setInterval(() => {
    if (busy) return;
    busy = true;
    tick()
      .catch((error: unknown) => console.error('[test chain] interval block failed:', error))
      .finally(() => {
        busy = false;
      });
  }, BSC_BLOCK_MS);
  timer.unref();
  return () => clearInterval(timer);
}

async function startChain(
  chainId: number,
  compiled: Record<string, CompiledContract>,
  profile: ChainProfile,
): Promise<TestChain> {
  const provider = await startNode(chainId);
  await deploy(provider, compiled);
  const ganacheRequest = <T>(method: string, params: unknown[] = []): Promise<T> =>
    provider.request({ method, params } as never) as Promise<T>;
  // On the BSC profile ganache never mines by itself: blocks come from our 450 ms timer.
  const intervals = profile === 'bsc';
  if (intervals) await ganacheRequest('miner_stop');
  // ganache snapshot ids are single-use: a revert consumes it, so take the next one at once.
  let snapshotId = await ganacheRequest<string>('evm_snapshot');
  let mining: 'auto' | 'stopped' = 'auto';
  const exclusive = serialQueue();
  const sent = new Map<string, number>();
  const headNow = async () => Number(await ganacheRequest<Hex>('eth_blockNumber'));
  // at 0: the deployment's blocks are old news to every replica.
  let marks: HeadMark[] = [{ block: await headNow(), at: 0 }];
  const held = new HeldPool(chainId, {
    nonce: async (address) => Number(await ganacheRequest<Hex>('eth_getTransactionCount', [address, 'latest'])),
    balance: async (address) => BigInt(await ganacheRequest<Hex>('eth_getBalance', [address, 'latest'])),
  });
  const holding = () => intervals || mining === 'stopped';
  const sendRaw = async (raw: Hex): Promise<Hex> => {
    const hash = holding() ? await held.add(raw) : await ganacheRequest<Hex>('eth_sendRawTransaction', [raw]);
    sent.set(hash.toLowerCase(), Date.now());
    return hash;
  };
  // While transactions are held, raw transactions wait in our pool (heldPool.ts), so reads of them go there first.
  const request = async <T>(method: string, params: unknown[] = []): Promise<T> => {
    const [first, second] = params;
    if (method === 'eth_sendRawTransaction') return (await sendRaw(first as Hex)) as T;
    if (holding()) {
      if (method === 'eth_getTransactionByHash') {
        const pending = held.transaction(String(first));
        if (pending) return pending as T;
      }
      if (method === 'eth_getTransactionCount' && second === 'pending') {
        const mined = Number(await ganacheRequest<Hex>('eth_getTransactionCount', [first, 'latest']));
        return hex(BigInt(held.pendingNonce(String(first), mined))) as T;
      }
    }
    if (method === 'eth_getTransactionByHash') return (await unlessOutdated(await ganacheRequest(method, params))) as T;
    return ganacheRequest<T>(method, params);
  };
  /**
   * ganache keeps a transaction whose nonce another one took in its pool, "pending" for good (and
   * a test chain sends the same signed transaction again after a revert). A node drops it.
   */
  const unlessOutdated = async (tx: unknown) => {
    const pending = tx as { blockNumber?: unknown; from?: string; nonce?: Hex } | null;
    if (!pending || pending.blockNumber !== null || !pending.from || !pending.nonce) return tx;
    const mined = Number(await ganacheRequest<Hex>('eth_getTransactionCount', [pending.from, 'latest']));
    return Number(pending.nonce) < mined ? null : tx;
  };
  /** What waits in our pool goes to ganache's (mining is stopped there too), ready for a block. */
  const flush = async (): Promise<boolean> => {
    const raws = held.take();
    for (const raw of raws) await ganacheRequest('eth_sendRawTransaction', [raw]);
    return raws.length > 0;
  };
  const markHead = async () => {
    marks = trimMarks([...marks, { block: await headNow(), at: Date.now() }]);
  };
  /** n blocks at once (ganache's evm_mine {blocks}), with what waits in our pool in the first. */
  const mineBlocks = async (blocks: number) => {
    await flush();
    await ganacheRequest('evm_mine', blocks > 1 ? [{ blocks }] : []);
    await markHead();
  };
  const stopTimer = intervals
    ? blockTimer(() => exclusive(async () => (mining === 'auto' ? mineBlocks(1) : undefined)))
    : () => undefined;
  /** On the BSC profile the next 450 ms block mines it: waited for, as instamine would have. */
  const waitMined = async (hash: Hex) => {
    for (let i = 0; i < 50 && mining === 'auto'; i += 1) {
      if (await ganacheRequest('eth_getTransactionReceipt', [hash])) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };

  const answerOne = async (one: unknown): Promise<RpcAnswer> => {
    const { id = null, method, params } = (one ?? {}) as { id?: unknown; method?: unknown; params?: unknown };
    if (typeof method !== 'string') return { jsonrpc: '2.0', id, error: { code: -32600, message: 'Invalid request' } };
    try {
      return { jsonrpc: '2.0', id, result: await request(method, Array.isArray(params) ? params : []) };
    } catch (error) {
      return { jsonrpc: '2.0', id, error: toErrorBody(error) };
    }
  };

  return {
    chainId,
    handle: (body) => (Array.isArray(body) ? Promise.all(body.map(answerOne)) : answerOne(body)),
    request,
    reset: () =>
      exclusive(async () => {
        held.clear();
        sent.clear();
        mining = 'auto';
        // The pool is not part of a snapshot: mine what a test left waiting, so the revert drops it.
        await ganacheRequest('evm_mine');
        if (!intervals) await ganacheRequest('miner_start');
        if (!(await ganacheRequest<boolean>('evm_revert', [snapshotId])))
          throw new Error(`evm_revert ${snapshotId} failed`);
        snapshotId = await ganacheRequest<string>('evm_snapshot');
        marks = [{ block: await headNow(), at: 0 }];
      }),
    setMining: (mode) =>
      exclusive(async () => {
        if (mode === 'stopped') {
          if (!intervals) await ganacheRequest('miner_stop');
          mining = 'stopped';
          return;
        }
        mining = 'auto';
        // What waited is mined at once, as a node that comes back mines its pool.
        if (await flush()) {
          await ganacheRequest('evm_mine');
          await markHead();
        }
        if (!intervals) await ganacheRequest('miner_start');
      }),
    mine: (blocks) => exclusive(() => mineBlocks(blocks)),
    async setDepositsPaused(paused) {
      const data = encodeFunctionData({ abi: DEPOSIT_VAULT_ABI, functionName: 'setPaused', args: [paused] });
      // Not awaited to a receipt: with mining stopped it waits in the pool like any transaction.
      const hash = await request<Hex>('eth_sendTransaction', [
        { from: DEPLOYER_ADDRESS, to: TEST_CONTRACTS.deposit, data, gas: hex(100_000n) },
      ]);
      if (intervals) await waitMined(hash);
    },
    async close() {
      stopTimer();
      await exclusive(async () => provider.disconnect());
    },
    profile,
    heads: () => marks,
    sentAt: (hash) => sent.get(hash.toLowerCase()),
    pool: held,
  };
}

/** Compiles contracts/ once and starts one node per chain id, deployed and funded. */
export async function startTestChains(
  chainIds: readonly number[],
  profile: ChainProfile = 'default',
): Promise<Map<number, TestChain>> {
  const compiled = compileContracts();
  const chains = await Promise.all(chainIds.map((chainId) => startChain(chainId, compiled, profile)));
  return new Map(chains.map((chain) => [chain.chainId, chain]));
}

/**
 * The fixture server's chains: one in-process EVM node per chain id (test/chain/testChain.ts)
 * behind the app's RPC URLs, plus the controls the browser tests drive it with:
 *
 *   POST /rpc/:chainId           JSON-RPC (single or batch) for the app (and, on the default
 *                                profile, the wallet), with the backends' CORS headers; while the
 *                                node is "down" the connection is destroyed unanswered, as with a
 *                                node that cannot be reached. On the BSC profile: lagging pruned
 *                                replicas (test/chain/bscReplicas.ts), no eth_getLogs, HTTP 429
 *                                beyond 10,000 calls in 5 minutes
 *   POST /wallet-rpc/:chainId    the wallet's own node: the up-to-date node, "down" too
 *   POST /__chain/:chainId       the up-to-date node for the tests themselves, never "down"
 *   POST /__control/chain        {"chainId"?: 97, "mining"?: "auto"|"stopped", "mine"?: n,
 *                                 "down"?: bool, "depositsPaused"?: bool}, applied in that order
 *   GET  /__control/chain        {"97": {"mining": "auto", "down": false, "profile": "default"}, ...}
 */
import express, { type Request, type Response } from 'express';
import { CORS_HEADERS } from '@/testing/mocks/handlers/http';
import type { ChainLookup } from '@/testing/mocks/chainLookup';
import { RATE_LIMITED, RateWindow } from '../chain/bscRules';
import { bscReplicas, type Replicas } from '../chain/bscReplicas';
import { nodeChainLookup } from '../chain/chainLookup';
import { startTestChains, type ChainProfile, type RpcAnswer, type TestChain } from '../chain/testChain';

interface ChainState {
  mining: 'auto' | 'stopped';
  down: boolean;
  profile: ChainProfile;
}

/** What answers the app's URL of one chain on the BSC profile, and its request budget. */
interface PublicEndpoint {
  replicas: Replicas;
  budget: RateWindow;
}

export interface FixtureChains {
  router: express.Router;
  lookup: ChainLookup;
  /** Every node back to its post-deployment snapshot, mining and up. */
  reset(): Promise<void>;
  close(): Promise<void>;
}

interface ChainControl {
  chainId?: unknown;
  mining?: unknown;
  mine?: unknown;
  down?: unknown;
  depositsPaused?: unknown;
}

/** The control's problem as text, or null when it is well formed. */
function invalidControl(body: ChainControl, chains: ReadonlyMap<number, TestChain>): string | null {
  const chainId = body.chainId ?? 97;
  if (typeof chainId !== 'number' || !chains.has(chainId)) return `chainId must be one of ${[...chains.keys()]}`;
  if (body.mining !== undefined && body.mining !== 'auto' && body.mining !== 'stopped')
    return 'mining must be "auto" or "stopped"';
  if (body.mine !== undefined && !(Number.isInteger(body.mine) && (body.mine as number) > 0))
    return 'mine must be a positive whole number of blocks';
  if (body.down !== undefined && typeof body.down !== 'boolean') return 'down must be true or false';
  if (body.depositsPaused !== undefined && typeof body.depositsPaused !== 'boolean')
    return 'depositsPaused must be true or false';
  return null;
}

async function applyControl(chain: TestChain, state: ChainState, body: ChainControl): Promise<void> {
  if (body.mining === 'auto' || body.mining === 'stopped') {
    await chain.setMining(body.mining);
    state.mining = body.mining;
  }
  if (typeof body.mine === 'number') await chain.mine(body.mine);
  if (typeof body.down === 'boolean') state.down = body.down;
  if (typeof body.depositsPaused === 'boolean') await chain.setDepositsPaused(body.depositsPaused);
}

/** HTTP 429 with a JSON-RPC error body, and a line no one can miss: the tests should never get here. */
function rateLimited(res: Response, chainId: number, body: unknown): void {
  console.error(
    `\n[fixture chain] !!! HTTP 429: the app sent over 10,000 JSON-RPC calls in 5 minutes to /rpc/${chainId} !!!\n`,
  );
  const id = Array.isArray(body) ? null : ((body as { id?: unknown } | null)?.id ?? null);
  res.status(429).set(CORS_HEADERS).json({ jsonrpc: '2.0', id, error: RATE_LIMITED });
}

/** E2E_RPC_LOG=errors: each error the replicas answered the app, to see what a failing test met. */
function logErrors(chainId: number, body: unknown, answers: RpcAnswer | RpcAnswer[]): void {
  const asked = (Array.isArray(body) ? body : [body]) as Array<{ method?: unknown; params?: unknown }>;
  (Array.isArray(answers) ? answers : [answers]).forEach((answer, index) => {
    if ('error' in answer)
      console.log(
        `[rpc ${chainId}] ${String(asked[index]?.method)} ${JSON.stringify(asked[index]?.params)} -> ${answer.error.code} ${answer.error.message}`,
      );
  });
}

function publicEndpoints(chains: ReadonlyMap<number, TestChain>): Map<number, PublicEndpoint> {
  return new Map([...chains].map(([id, chain]) => [id, { replicas: bscReplicas(chain), budget: new RateWindow() }]));
}

export async function startFixtureChains(
  chainIds: readonly number[],
  profile: ChainProfile = 'default',
): Promise<FixtureChains> {
  const chains = await startTestChains(chainIds, profile);
  const fresh = (): ChainState => ({ mining: 'auto', down: false, profile });
  const states = new Map<number, ChainState>(chainIds.map((id) => [id, fresh()]));
  const endpoints = profile === 'bsc' ? publicEndpoints(chains) : null;
  const router = express.Router();
  // Any content type: a JSON-RPC client may send text/plain to avoid a preflight.
  const json = express.json({ limit: '5mb', type: () => true });

  const chainOf = (req: Request, res: Response): TestChain | null => {
    const chain = chains.get(Number(req.params.chainId));
    if (!chain)
      res
        .status(404)
        .set(CORS_HEADERS)
        .json({ error: `No chain ${String(req.params.chainId)}` });
    return chain ?? null;
  };
  const forward = async (chain: TestChain, req: Request, res: Response): Promise<void> => {
    res.set(CORS_HEADERS).json(await chain.handle(req.body));
  };
  /** The app's URL: the node itself, or on the BSC profile its replicas within the budget. */
  const answerApp = async (chain: TestChain, req: Request, res: Response): Promise<void> => {
    const endpoint = endpoints?.get(chain.chainId);
    if (!endpoint) return forward(chain, req, res);
    const calls = Array.isArray(req.body) ? req.body.length : 1;
    if (!endpoint.budget.take(calls, Date.now())) return rateLimited(res, chain.chainId, req.body);
    const answers = await endpoint.replicas.handle(req.body);
    if (process.env.E2E_RPC_LOG === 'errors') logErrors(chain.chainId, req.body, answers);
    res.set(CORS_HEADERS).json(answers);
  };
  /** A path the browser reaches (CORS); while "down", connections are dropped unanswered. */
  const browserPath = (path: string, answer: typeof forward) => {
    router.options(path, (_req, res) => {
      res.status(204).set(CORS_HEADERS).end();
    });
    router.post(path, json, (req, res, next) => {
      const chain = chainOf(req, res);
      if (!chain) return;
      // An unreachable node: no answer at all, so the browser sees a network error.
      if (states.get(chain.chainId)?.down) {
        req.socket.destroy();
        return;
      }
      answer(chain, req, res).catch(next);
    });
  };
  browserPath('/rpc/:chainId', answerApp);
  browserPath('/wallet-rpc/:chainId', forward);
  router.post('/__chain/:chainId', json, (req, res, next) => {
    const chain = chainOf(req, res);
    if (chain) forward(chain, req, res).catch(next);
  });
  router.get('/__control/chain', (_req, res) => {
    res.json(Object.fromEntries(states));
  });
  router.post('/__control/chain', json, (req, res, next) => {
    const body = (req.body ?? {}) as ChainControl;
    const problem = invalidControl(body, chains);
    if (problem) {
      res.status(400).json({ error: problem });
      return;
    }
    const chainId = (body.chainId as number | undefined) ?? 97;
    const chain = chains.get(chainId) as TestChain;
    applyControl(chain, states.get(chainId) as ChainState, body)
      .then(() => res.status(204).end())
      .catch(next);
  });

  return {
    router,
    lookup: nodeChainLookup(chains),
    async reset() {
      await Promise.all([...chains.values()].map((chain) => chain.reset()));
      for (const state of states.values()) Object.assign(state, fresh());
    },
    async close() {
      await Promise.all([...chains.values()].map((chain) => chain.close()));
    },
  };
}

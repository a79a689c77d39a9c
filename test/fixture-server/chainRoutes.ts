/**
 * The fixture server's chains: one in-process EVM node per chain id (test/chain/testChain.ts)
 * behind the app's RPC URLs, plus the controls the browser tests drive it with:
 *
 *   POST /rpc/:chainId           JSON-RPC (single or batch) for the app and the wallet, with the
 *                                backends' CORS headers; while the node is "down" the connection
 *                                is destroyed unanswered, as with a node that cannot be reached
 *   POST /__chain/:chainId       the same JSON-RPC for the tests themselves, never "down"
 *   POST /__control/chain        {"chainId"?: 97, "mining"?: "auto"|"stopped", "mine"?: n,
 *                                 "down"?: bool, "depositsPaused"?: bool}, applied in that order
 *   GET  /__control/chain        {"97": {"mining": "auto", "down": false}, ...}
 */
import express, { type Request, type Response } from 'express';
import { CORS_HEADERS } from '@/testing/mocks/handlers/http';
import type { ChainLookup } from '@/testing/mocks/chainLookup';
import { nodeChainLookup } from '../chain/chainLookup';
import { startTestChains, type TestChain } from '../chain/testChain';

interface ChainState {
  mining: 'auto' | 'stopped';
  down: boolean;
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

export async function startFixtureChains(chainIds: readonly number[]): Promise<FixtureChains> {
  const chains = await startTestChains(chainIds);
  const states = new Map<number, ChainState>(chainIds.map((id) => [id, { mining: 'auto', down: false }]));
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

  router.options('/rpc/:chainId', (_req, res) => {
    res.status(204).set(CORS_HEADERS).end();
  });
  router.post('/rpc/:chainId', json, (req, res, next) => {
    const chain = chainOf(req, res);
    if (!chain) return;
    // An unreachable node: no answer at all, so the browser sees a network error.
    if (states.get(chain.chainId)?.down) {
      req.socket.destroy();
      return;
    }
    forward(chain, req, res).catch(next);
  });
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
      for (const state of states.values()) Object.assign(state, { mining: 'auto', down: false });
    },
    async close() {
      await Promise.all([...chains.values()].map((chain) => chain.close()));
    },
  };
}

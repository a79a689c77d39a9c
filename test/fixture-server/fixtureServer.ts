/**
 * The HTTP fixture server for browser tests: the same msw handlers as jest and the demo,
 * served over HTTP (@mswjs/http-middleware on express) at one origin for all three base
 * URLs (their paths do not collide), a real EVM per chain at /rpc/97 and /rpc/56 (ganache in
 * this process, contracts from test/chain/contracts deployed; chainRoutes.ts), plus the
 * login-service stand-in and test controls:
 *
 *   GET  /auth/login?client_id&redirect_uri&state   sign-in form
 *   POST /auth/login                                 form post -> 302 to redirect_uri
 *   POST /__control/scenario  {"name": NAME|null, "slowDelayMs"?: n}   switch a scenario (scenarios.ts)
 *   POST /__control/reset                            fresh seeded db, no scenario; every node back
 *                                                    to its post-deployment snapshot, mining, up
 *   GET  /__control/health                           200 once listening
 *   POST/GET/DELETE /__control/faults                fault injection per request (faults.ts)
 *   GET  /__control/counts                           rows per table (transactions, transfers, votes)
 *   POST /rpc/:chainId, /wallet-rpc/:chainId         JSON-RPC for the app / for the wallet (chainRoutes.ts)
 *   POST /__chain/:chainId                           JSON-RPC for the tests (chainRoutes.ts)
 *   POST/GET /__control/chain                        mining, mine, down, depositsPaused (chainRoutes.ts)
 *
 * Deposits are checked against the node and settle from their receipts (handlers/depositCheck.ts).
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createMiddleware } from '@mswjs/http-middleware';
import express, { type RequestHandler as ExpressHandler } from 'express';
import type { HttpHandler } from 'msw';
import { createDb, type FixtureDb } from '@/testing/mocks/db';
import { createHandlers, type FixtureUrls } from '@/testing/mocks/handlers';
import { CORS_HEADERS } from '@/testing/mocks/handlers/http';
import { applyScenario, isScenarioName, type ScenarioName, type ScenarioOptions } from '@/testing/mocks/scenarios';
import type { ChainProfile } from '../chain/testChain';
import { startFixtureChains } from './chainRoutes';
import { createFaults, parseFault } from './faults';
import { errorPage, loginPage } from './loginPage';

export interface FixtureServerOptions {
  /** 0 (default) picks a free port. */
  port?: number;
  /** The app's origin; sign-in only redirects there. */
  appOrigin: string;
  /** Default SEED_NOW. */
  seedNow?: Date | string;
  /** How long new transactions stay PROCESSING; default 2000 ms (deposits wait for their receipt). */
  settleDelayMs?: number;
  /** The chains to run a node for; default 97 and 56, as the browser tests configure. */
  chainIds?: readonly number[];
  /** 'bsc': 450 ms blocks, lagging pruned replicas behind /rpc (docs/testing-chain.md); default 'default'. */
  chainProfile?: ChainProfile;
}

export interface FixtureServer {
  /** http://127.0.0.1:PORT, the value of stakingApiUrl, voteApiUrl, loginUrl and nameLookupUrl. */
  url: string;
  /** The current db (reset replaces it). */
  readonly db: FixtureDb;
  /** Replaces the active scenario (null: none). Its data changes stay until reset(). */
  setScenario(name: ScenarioName | null, options?: ScenarioOptions): void;
  /** Fresh db, no scenario, no faults, every chain back to its snapshot. */
  reset(): Promise<void>;
  close(): Promise<void>;
}

function str(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** redirect_uri as a URL when its origin is the app's, else null (no open redirects). */
function allowedRedirect(value: string, appOrigin: string): URL | null {
  try {
    const url = new URL(value);
    return url.origin === new URL(appOrigin).origin ? url : null;
  } catch {
    return null;
  }
}

function withParams(base: URL, params: Record<string, string>): string {
  const url = new URL(base);
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return url.toString();
}

export async function startFixtureServer(options: FixtureServerOptions): Promise<FixtureServer> {
  const newDb = (): FixtureDb =>
    createDb({
      ...(options.seedNow !== undefined && { seedNow: options.seedNow }),
      settleDelayMs: options.settleDelayMs ?? 2000,
    });
  let db = newDb();
  const chains = await startFixtureChains(options.chainIds ?? [97, 56], options.chainProfile);
  let baseHandlers: HttpHandler[] = [];
  let scenario: HttpHandler[] = [];
  let middleware: ExpressHandler = (_req, _res, next) => next();
  const rebuild = (): void => {
    middleware = createMiddleware(...scenario, ...baseHandlers);
  };

  const app = express();
  app.disable('x-powered-by');

  app.get('/__control/health', (_req, res) => {
    res.json({ ok: true });
  });
  app.post('/__control/scenario', express.json(), (req, res) => {
    const body = (req.body ?? {}) as { name?: unknown; slowDelayMs?: unknown };
    const name = body.name ?? null;
    if (name !== null && !isScenarioName(name)) {
      res.status(400).json({ error: `Unknown scenario ${String(name)}` });
      return;
    }
    server.setScenario(name, typeof body.slowDelayMs === 'number' ? { slowDelayMs: body.slowDelayMs } : {});
    res.status(204).end();
  });
  const faults = createFaults();
  app.post('/__control/faults', express.json(), (req, res) => {
    const fault = parseFault(req.body);
    if (typeof fault === 'string') {
      res.status(400).json({ error: fault });
      return;
    }
    faults.arm(fault);
    res.status(204).end();
  });
  app.get('/__control/faults', (_req, res) => {
    res.json(faults.report());
  });
  app.delete('/__control/faults', (_req, res) => {
    faults.reset();
    res.status(204).end();
  });
  app.get('/__control/counts', (_req, res) => {
    const { transactions, transfers, votes } = db.tables;
    res.json({ transactions: transactions.length, transfers: transfers.length, votes: votes.length });
  });
  app.post('/__control/reset', (_req, res, next) => {
    server
      .reset()
      .then(() => res.status(204).end())
      .catch(next);
  });
  app.use(chains.router);

  const showForm = (
    res: express.Response,
    fields: { clientId: string; redirect: URL; state: string; error?: string; username?: string },
    status = 200,
  ): void => {
    const cancelUrl = withParams(fields.redirect, {
      error: 'access_denied',
      error_description: 'Sign-in was cancelled',
      state: fields.state,
    });
    res
      .status(status)
      .type('html')
      .send(
        loginPage({
          clientId: fields.clientId,
          redirectUri: fields.redirect.toString(),
          state: fields.state,
          cancelUrl,
          ...(fields.error && { error: fields.error }),
          ...(fields.username && { username: fields.username }),
        }),
      );
  };
  const checkLoginParams = (res: express.Response, clientId: string, redirectUri: string): URL | null => {
    const redirect = allowedRedirect(redirectUri, options.appOrigin);
    if (!clientId) res.status(400).type('html').send(errorPage('client_id is required'));
    else if (!redirect)
      res
        .status(400)
        .type('html')
        .send(errorPage(`redirect_uri must be on ${options.appOrigin}`));
    return clientId ? redirect : null;
  };

  app.get('/auth/login', (req, res) => {
    const clientId = str(req.query.client_id);
    const redirect = checkLoginParams(res, clientId, str(req.query.redirect_uri));
    if (redirect) showForm(res, { clientId, redirect, state: str(req.query.state) });
  });
  app.post('/auth/login', express.urlencoded({ extended: false }), (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const clientId = str(body.client_id);
    const state = str(body.state);
    const redirect = checkLoginParams(res, clientId, str(body.redirect_uri));
    if (!redirect) return;
    const user = db.checkCredentials(str(body.username), str(body.password));
    if (!user) {
      showForm(res, { clientId, redirect, state, error: 'Invalid username or password', username: str(body.username) });
      return;
    }
    const tokens = db.issueSession(user.id);
    res.redirect(302, withParams(redirect, { ...tokens, state }));
  });

  // Everything else goes to the msw handlers (looked up per request, so scenarios can swap).
  app.use(faults.wrap((req, res, next) => middleware(req, res, next)));
  app.use((_req, res) => {
    res.status(404).set(CORS_HEADERS).json({ error: 'Not found' });
  });

  const httpServer: Server = await new Promise<Server>((resolve, reject) => {
    const s = app.listen(options.port ?? 0, '127.0.0.1', () => resolve(s));
    s.once('error', reject);
  }).catch(async (error: unknown) => {
    await chains.close();
    throw error;
  });
  const url = `http://127.0.0.1:${(httpServer.address() as AddressInfo).port}`;
  // No rpcUrls: the chains are real nodes (chainRoutes.ts), not the msw stand-in.
  const urls: FixtureUrls = { stakingApiUrl: url, voteApiUrl: url, nameLookupUrl: url };
  baseHandlers = createHandlers(urls, () => db, { chain: chains.lookup });
  rebuild();

  const server: FixtureServer = {
    url,
    get db() {
      return db;
    },
    setScenario(name, scenarioOptions = {}) {
      scenario = [];
      // Data changes (expired tokens, emptied tables) stay until reset().
      if (name)
        applyScenario(name, { db, urls, use: (...handlers) => scenario.push(...handlers), options: scenarioOptions });
      rebuild();
    },
    async reset() {
      db = newDb();
      scenario = [];
      faults.reset();
      rebuild();
      await chains.reset();
    },
    async close() {
      await new Promise<void>((resolve, reject) => {
        httpServer.close((error) => (error ? reject(error) : resolve()));
        // Browsers keep connections alive; drop them so close() does not wait for them.
        httpServer.closeAllConnections();
      });
      await chains.close();
    },
  };
  return server;
}

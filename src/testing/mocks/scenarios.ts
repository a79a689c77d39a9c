/**
 * Named scenarios: the same handlers made to misbehave on purpose, for tests, demos and bug
 * reproductions. A scenario is a one-off change to the db (prepareScenarioData) plus handlers
 * prepended while it is on (scenarioHandlers); applyScenario does both.
 *
 * - jest:            useScenario(name) from './server' (or applyScenario with server.use)
 * - browser demo:    ?scenario=NAME in the page URL (browser.ts)
 * - fixture server:  POST /__control/scenario {"name": NAME} or setScenario(NAME)
 */
import { delay, http, type HttpHandler } from 'msw';
import type { FixtureDb } from './db';
import { baseUrls, fixtureUrls, rpcUrlList, type FixtureUrls } from './handlers';
import { errorResponse } from './handlers/http';

export const SCENARIO_NAMES = [
  'token-expired',
  'refresh-fails',
  'server-error',
  'slow',
  'empty',
  'duplicates-accepted',
] as const;
export type ScenarioName = (typeof SCENARIO_NAMES)[number];

/** Beyond the app's 10 s request timeout. */
export const SLOW_DELAY_MS = 11_000;

export interface ScenarioOptions {
  /** Overrides SLOW_DELAY_MS (a test need not wait 11 s). */
  slowDelayMs?: number;
}

export interface ScenarioContext {
  db: FixtureDb;
  urls: FixtureUrls;
  /** Prepends handlers: server.use, worker.use, or the fixture server's own list. */
  use: (...handlers: HttpHandler[]) => void;
  options?: ScenarioOptions;
}

export function isScenarioName(value: unknown): value is ScenarioName {
  return typeof value === 'string' && (SCENARIO_NAMES as readonly string[]).includes(value);
}

/** What a scenario changes in the data, once, when it is switched on. */
export function prepareScenarioData(name: ScenarioName, db: FixtureDb): void {
  if (name === 'token-expired' || name === 'refresh-fails') db.expireAccessTokens();
  if (name === 'empty') db.clearData();
  if (name === 'duplicates-accepted') db.acceptsDuplicateHashes = true;
}

/** Operations that keep working under server-error, so sign-in and sign-out still can. */
const SPARED_BY_SERVER_ERROR = [
  '/api/auth/userinfo',
  '/api/auth/refresh',
  '/api/auth/check-session',
  '/api/auth/logout',
];

/** Handlers to prepend while the scenario is on (none for data-only scenarios). */
export function scenarioHandlers(
  name: ScenarioName,
  config: FixtureUrls,
  options: ScenarioOptions = {},
): HttpHandler[] {
  const urls = fixtureUrls(config);
  // The chain stand-in may share an origin with the backends (fixture server); it is spared.
  const rpc = rpcUrlList(urls);
  const isChain = (url: string): boolean => rpc.some((prefix) => url.startsWith(prefix));
  switch (name) {
    case 'refresh-fails':
      return [http.post(`${urls.stakingApiUrl}/api/auth/refresh`, () => errorResponse(401, 'Invalid session'))];
    case 'server-error': {
      const spared = SPARED_BY_SERVER_ERROR.map((path) => `${urls.stakingApiUrl}${path}`);
      return baseUrls(urls).map((base) =>
        http.all(`${base}/*`, ({ request }) => {
          const url = request.url.split('?')[0] ?? '';
          // Preflights and spared operations fall through to the normal handlers.
          if (request.method === 'OPTIONS' || spared.includes(url) || isChain(url)) return undefined;
          return errorResponse(500, 'Internal server error');
        }),
      );
    }
    case 'slow': {
      const ms = options.slowDelayMs ?? SLOW_DELAY_MS;
      return baseUrls(urls).map((base) =>
        http.all(`${base}/*`, async ({ request }) => {
          if (request.method !== 'OPTIONS' && !isChain(request.url)) await delay(ms);
          // Returning nothing passes the request on to the normal handler, late.
          return undefined;
        }),
      );
    }
    case 'token-expired':
    case 'empty':
    case 'duplicates-accepted':
      return [];
  }
}

export function applyScenario(name: ScenarioName, ctx: ScenarioContext): void {
  prepareScenarioData(name, ctx.db);
  const handlers = scenarioHandlers(name, ctx.urls, ctx.options);
  if (handlers.length > 0) ctx.use(...handlers);
}

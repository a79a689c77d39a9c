/**
 * createHandlers: the msw handlers of every operation of both contracts plus the name
 * lookup (and, given rpcUrls, a JSON-RPC chain stand-in), over one fixture db. The same list serves jest (msw/node), the browser demo
 * (msw/browser) and the HTTP fixture server (@mswjs/http-middleware).
 */
import { http, type HttpHandler } from 'msw';
import type { AppConfig } from '@/config/appConfig';
import type { ChainLookup } from '../chainLookup';
import { authHandlers } from './auth';
import { balanceHandlers } from './balances';
import { noContent, type DbSource } from './http';
import { nameLookupHandlers } from './nameLookup';
import { rpcHandlers, type StandInContracts } from './rpc';
import { transactionHandlers } from './transactions';
import { voteHandlers } from './vote';
import { walletHandlers } from './wallet';

export type { DbSource } from './http';

/**
 * Absolute base URLs without a trailing slash, as in AppConfig (an AppConfig itself will do).
 * rpcUrls is optional: with it, the JSON-RPC stand-in answers there too, and gives code to the
 * deposit and stablecoin addresses of `contracts`.
 */
export type FixtureUrls = Pick<AppConfig, 'stakingApiUrl' | 'voteApiUrl' | 'nameLookupUrl'> &
  Partial<Pick<AppConfig, 'rpcUrls' | 'contracts'>>;

export function fixtureUrls(config: FixtureUrls): FixtureUrls {
  const trim = (url: string): string => url.replace(/\/+$/, '');
  return {
    stakingApiUrl: trim(config.stakingApiUrl),
    voteApiUrl: trim(config.voteApiUrl),
    nameLookupUrl: trim(config.nameLookupUrl),
    ...(config.rpcUrls && { rpcUrls: config.rpcUrls }),
    ...(config.contracts && { contracts: config.contracts }),
  };
}

/** The stand-in's contracts per chain id, from config.contracts. */
function standInContracts(urls: FixtureUrls): Partial<Record<number, StandInContracts>> {
  return Object.fromEntries(
    Object.entries(urls.contracts ?? {}).flatMap(([chainId, c]) =>
      c ? [[Number(chainId), { deposit: c.deposit, stablecoin: c.stablecoin }]] : [],
    ),
  );
}

/** The chain URLs, which scenarios leave alone (they are about the backends). */
export function rpcUrlList(urls: FixtureUrls): string[] {
  return Object.values(urls.rpcUrls ?? {})
    .flat()
    .filter((url): url is string => typeof url === 'string' && url !== '');
}

/** The distinct base URLs (the fixture server uses one origin for all three). */
export function baseUrls(urls: FixtureUrls): string[] {
  return [...new Set([urls.stakingApiUrl, urls.voteApiUrl, urls.nameLookupUrl].filter((u) => u !== ''))];
}

/** Answers CORS preflights; the responses themselves carry the CORS headers. */
export function corsHandlers(urls: FixtureUrls): HttpHandler[] {
  return baseUrls(urls).map((base) => http.options(`${base}/*`, () => noContent()));
}

export interface HandlerOptions {
  /** A real chain to check and settle deposits against (the fixture server's EVM); none: timed. */
  chain?: ChainLookup;
}

export function createHandlers(config: FixtureUrls, db: DbSource, options: HandlerOptions = {}): HttpHandler[] {
  const urls = fixtureUrls(config);
  return [
    ...corsHandlers(urls),
    ...authHandlers(urls.stakingApiUrl, db),
    ...walletHandlers(urls.stakingApiUrl, db),
    ...transactionHandlers(urls.stakingApiUrl, db, options.chain),
    ...balanceHandlers(urls.stakingApiUrl, db),
    ...voteHandlers(urls.voteApiUrl, db),
    // No name-lookup URL configured: the app makes no lookups, so nothing to serve.
    ...(urls.nameLookupUrl ? nameLookupHandlers(urls.nameLookupUrl, db) : []),
    ...rpcHandlers(urls.rpcUrls ?? {}, db, standInContracts(urls)),
  ];
}

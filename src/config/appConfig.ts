// Runtime configuration from `/config.js` (keys: ../shared/api/README.md), so a deployment edits
// one file and nothing is rebuilt. `parseAppConfig` names the first bad key, and also refuses a
// configuration that cannot be meant (docs/configuration.md, "Configuration").

import {
  ConfigKeyError,
  checkRpcUrlsSecure,
  isLocalUrl,
  read,
  readChains,
  readClientSecret,
  readContracts,
  readImageOrigins,
  readRelayUrl,
  readRpcUrls,
  readString,
  readUrl,
  rpcUrlKeys,
  type Raw,
} from './configKeys';
import type {
  AppConfig,
  ConfigParseResult,
  ConfigProblem,
  ContractAddresses,
  RpcConfigParseResult,
  SupportedChainId,
} from './types';

export type {
  AppConfig,
  ConfigParseResult,
  ConfigProblem,
  ContractAddresses,
  RpcConfigParseResult,
  SupportedChainId,
} from './types';

const MAINNET: SupportedChainId = 56;

/**
 * The refusals that need the whole configuration. Whatever `env` is called, a build without demo
 * mode only talks to real services, so plain http is refused outside localhost.
 */
function checkCombinations(config: AppConfig, raw: Raw, demoBuild: boolean): void {
  const production = isProduction(config.env);
  if (config.demo && !demoBuild) throw new ConfigKeyError('demo', 'demoNotInBuild', 'false');
  if (config.demo && production) throw new ConfigKeyError('demo', 'demoInProduction', 'false');
  if (config.demo && config.chains.includes(MAINNET)) throw new ConfigKeyError('demo', 'demoOnMainnet', 'false');
  config.imageOrigins.forEach((origin, index) => {
    // With env 'prod' images come over https only; elsewhere as the services below.
    const insecure = origin.startsWith('http:') && (production || (!demoBuild && !isLocalUrl(origin)));
    if (insecure) throw new ConfigKeyError(`imageOrigins.${index}`, 'imageOrigin', 'an https origin');
  });
  if (!production && demoBuild) return;
  const services: Array<[string, string]> = [
    ['stakingApiUrl', config.stakingApiUrl],
    ['voteApiUrl', config.voteApiUrl],
    ['loginUrl', config.loginUrl],
    ['nameLookupUrl', config.nameLookupUrl],
    ['explorerApiUrl', config.explorerApiUrl],
  ];
  for (const [key, url] of services) {
    if (url.startsWith('http:') && !isLocalUrl(url)) throw new ConfigKeyError(key, 'insecureUrl', 'an https URL');
  }
  checkRpcUrlsSecure(rpcUrlKeys(raw, config), true);
}

function isProduction(env: string): boolean {
  return env.trim().toLowerCase() === 'prod';
}

/** The contract addresses on a chain the configuration offers. */
export function contractsOn(config: AppConfig, chainId: number): ContractAddresses {
  const contracts = config.contracts[chainId as SupportedChainId];
  if (!contracts) throw new Error(`Chain ${chainId} is not configured.`);
  return contracts;
}

export interface ParseOptions {
  /** Whether this build carries demo mode (src/config/buildFlags.ts); without it `demo: true` is refused. */
  demoBuild?: boolean;
}

export function parseAppConfig(input: unknown, { demoBuild = true }: ParseOptions = {}): ConfigParseResult {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return { ok: false, key: 'APP_CONFIG', problem: 'missing', expected: 'window.APP_CONFIG set by /config.js' };
  }
  const raw = input as Raw;
  try {
    const demo = read(raw, 'demo', true) ?? false;
    if (typeof demo !== 'boolean') throw new ConfigKeyError('demo', 'malformed', 'true or false');
    const chains = readChains(raw);
    const config: AppConfig = {
      env: readString(raw, 'env'),
      stakingApiUrl: readUrl(raw, 'stakingApiUrl'),
      voteApiUrl: readUrl(raw, 'voteApiUrl'),
      loginUrl: readUrl(raw, 'loginUrl'),
      clientId: readString(raw, 'clientId'),
      clientSecret: readClientSecret(raw),
      walletConnectProjectId: readString(raw, 'walletConnectProjectId', { optional: true, allowEmpty: true }),
      walletConnectRelayUrl: readRelayUrl(raw),
      nameLookupUrl: readUrl(raw, 'nameLookupUrl', { optional: true }),
      nameLookupApiKey: readString(raw, 'nameLookupApiKey', { optional: true, allowEmpty: true }),
      explorerApiUrl: readUrl(raw, 'explorerApiUrl', { optional: true }),
      explorerApiKey: readString(raw, 'explorerApiKey', { optional: true, allowEmpty: true }),
      chains,
      rpcUrls: readRpcUrls(raw, chains),
      contracts: readContracts(raw, chains),
      imageOrigins: readImageOrigins(raw),
      demo,
    };
    checkCombinations(config, raw, demoBuild);
    return { ok: true, config };
  } catch (error) {
    return refusal(error);
  }
}

function refusal(error: unknown): { ok: false; key: string; problem: ConfigProblem; expected: string } {
  if (!(error instanceof ConfigKeyError)) throw error;
  return { ok: false, key: error.key, problem: error.problem, expected: error.expected };
}

/**
 * `chains` and `rpcUrls` alone, checked exactly as parseAppConfig checks them: what
 * `npm run deploy:headers` writes into connect-src (it also runs on the unfilled template).
 */
export function parseRpcConfig(input: unknown, { demoBuild = true }: ParseOptions = {}): RpcConfigParseResult {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return { ok: false, key: 'APP_CONFIG', problem: 'missing', expected: 'window.APP_CONFIG set by /config.js' };
  }
  const raw = input as Raw;
  try {
    const chains = readChains(raw);
    const rpcUrls = readRpcUrls(raw, chains);
    const requireHttps = isProduction(readString(raw, 'env')) || !demoBuild;
    checkRpcUrlsSecure(rpcUrlKeys(raw, { chains, rpcUrls }), requireHttps);
    return { ok: true, chains, rpcUrls };
  } catch (error) {
    return refusal(error);
  }
}

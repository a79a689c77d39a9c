/**
 * Runtime configuration: `window.APP_CONFIG`, set by `/config.js` before the bundle loads
 * (keys and meaning: ../shared/api/README.md). A deployment edits that one file; nothing is
 * rebuilt. `parseAppConfig` validates it once at start-up and names the first bad key.
 */

export type SupportedChainId = 56 | 97;
export const SUPPORTED_CHAIN_IDS: readonly SupportedChainId[] = [97, 56];

export interface ContractAddresses {
  staking: `0x${string}`;
  deposit: `0x${string}`;
  vote: `0x${string}`;
  stablecoin: `0x${string}`;
}

export interface AppConfig {
  env: string;
  stakingApiUrl: string;
  voteApiUrl: string;
  loginUrl: string;
  clientId: string;
  clientSecret: string;
  walletConnectProjectId: string;
  nameLookupUrl: string;
  nameLookupApiKey: string;
  /** Chain ids offered; the first is the default. */
  chains: SupportedChainId[];
  rpcUrls: Partial<Record<SupportedChainId, string>>;
  contracts: ContractAddresses;
  demo: boolean;
}

export type ConfigProblem = 'missing' | 'malformed';

export type ConfigParseResult =
  | { ok: true; config: AppConfig }
  | { ok: false; key: string; problem: ConfigProblem; expected: string };

type Raw = Record<string, unknown>;

const ADDRESS = /^0x[0-9a-fA-F]{40}$/;

class ConfigKeyError extends Error {
  constructor(
    readonly key: string,
    readonly problem: ConfigProblem,
    readonly expected: string,
  ) {
    super(`${key}: ${problem}`);
  }
}

function isAbsoluteHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

function read(raw: Raw, key: string, optional = false): unknown {
  const value = raw[key];
  if (value === undefined || value === null) {
    if (optional) return undefined;
    throw new ConfigKeyError(key, 'missing', 'a value');
  }
  return value;
}

function readString(raw: Raw, key: string, { optional = false, allowEmpty = false } = {}): string {
  const value = read(raw, key, optional);
  if (value === undefined) return '';
  if (typeof value !== 'string' || (!allowEmpty && value.trim() === '')) {
    throw new ConfigKeyError(key, 'malformed', 'a non-empty string');
  }
  return value;
}

function readUrl(raw: Raw, key: string, { optional = false } = {}): string {
  const value = readString(raw, key, { optional, allowEmpty: optional });
  if (value === '' && optional) return '';
  if (!isAbsoluteHttpUrl(value)) throw new ConfigKeyError(key, 'malformed', 'an absolute http(s) URL');
  // One form everywhere: no trailing slash, so `${base}/api/...` never doubles it.
  return value.replace(/\/+$/, '');
}

function readChains(raw: Raw): SupportedChainId[] {
  const value = read(raw, 'chains');
  const valid =
    Array.isArray(value) &&
    value.length > 0 &&
    value.every((id) => SUPPORTED_CHAIN_IDS.includes(id as SupportedChainId)) &&
    new Set(value).size === value.length;
  if (!valid) throw new ConfigKeyError('chains', 'malformed', 'a non-empty list of chain ids among 97 and 56');
  return value as SupportedChainId[];
}

function readRpcUrls(raw: Raw, chains: SupportedChainId[]): AppConfig['rpcUrls'] {
  const value = read(raw, 'rpcUrls');
  if (typeof value !== 'object' || Array.isArray(value) || value === null) {
    throw new ConfigKeyError('rpcUrls', 'malformed', 'an object of RPC URLs by chain id');
  }
  const urls = value as Raw;
  const result: AppConfig['rpcUrls'] = {};
  for (const chainId of chains) {
    const url = urls[String(chainId)];
    const key = `rpcUrls.${chainId}`;
    if (url === undefined || url === null) throw new ConfigKeyError(key, 'missing', 'an absolute http(s) URL');
    if (typeof url !== 'string' || !isAbsoluteHttpUrl(url)) {
      throw new ConfigKeyError(key, 'malformed', 'an absolute http(s) URL');
    }
    result[chainId] = url;
  }
  return result;
}

function readContracts(raw: Raw): ContractAddresses {
  const value = read(raw, 'contracts');
  if (typeof value !== 'object' || Array.isArray(value) || value === null) {
    throw new ConfigKeyError('contracts', 'malformed', 'an object of contract addresses');
  }
  const contracts = value as Raw;
  const names = ['staking', 'deposit', 'vote', 'stablecoin'] as const;
  const result = {} as ContractAddresses;
  for (const name of names) {
    const address = contracts[name];
    const key = `contracts.${name}`;
    if (address === undefined || address === null) throw new ConfigKeyError(key, 'missing', 'a 0x address');
    if (typeof address !== 'string' || !ADDRESS.test(address)) {
      throw new ConfigKeyError(key, 'malformed', 'a 0x address of 40 hex characters');
    }
    // Lower case: a mixed-case address with a wrong checksum would be refused by viem when
    // sending, and checking checksums here would pull keccak into the first page.
    result[name] = address.toLowerCase() as `0x${string}`;
  }
  return result;
}

export function parseAppConfig(input: unknown): ConfigParseResult {
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
      clientSecret: readString(raw, 'clientSecret'),
      walletConnectProjectId: readString(raw, 'walletConnectProjectId', { optional: true, allowEmpty: true }),
      nameLookupUrl: readUrl(raw, 'nameLookupUrl', { optional: true }),
      nameLookupApiKey: readString(raw, 'nameLookupApiKey', { optional: true, allowEmpty: true }),
      chains,
      rpcUrls: readRpcUrls(raw, chains),
      contracts: readContracts(raw),
      demo,
    };
    return { ok: true, config };
  } catch (error) {
    if (error instanceof ConfigKeyError) {
      return { ok: false, key: error.key, problem: error.problem, expected: error.expected };
    }
    throw error;
  }
}

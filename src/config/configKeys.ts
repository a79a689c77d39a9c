// One reader per key of config.js: each returns the key's value in its one form or throws a
// ConfigKeyError naming the key (src/config/appConfig.ts puts them together).
import type { AppConfig, ConfigProblem, ContractAddresses, SupportedChainId } from './types';

export type Raw = Record<string, unknown>;

export const SUPPORTED_CHAIN_IDS: readonly SupportedChainId[] = [97, 56];
const ADDRESS = /^0x[0-9a-fA-F]{40}$/;
const ZERO_ADDRESS = /^0x0{40}$/;
/** What a template's unfilled value looks like: REPLACE_ME, CHANGE-ME, TODO, <your secret>, YOUR_KEY, xxx. */
const PLACEHOLDER = /^(?:replace[ _-]?me|change[ _-]?me|todo|fixme|tbd|x{3,}|<.*>|your[ _-].*|\{\{.*\}\})$/i;
const CONTRACT_NAMES = ['staking', 'deposit', 'vote', 'stablecoin'] as const;
const DEFAULT_WALLETCONNECT_RELAY_URL = 'wss://relay.walletconnect.org';
/** Plain http is fine only for a service on this machine. */
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

export class ConfigKeyError extends Error {
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

/** example.org and friends (RFC 2606) never serve anything: a template value left in place. */
function isExampleHost(value: string): boolean {
  return /(^|\.)example\.(org|com|net)$/i.test(new URL(value).hostname);
}

export function read(raw: Raw, key: string, optional = false): unknown {
  const value = raw[key];
  if (value === undefined || value === null) {
    if (optional) return undefined;
    throw new ConfigKeyError(key, 'missing', 'a value');
  }
  return value;
}

export function readString(raw: Raw, key: string, { optional = false, allowEmpty = false } = {}): string {
  const value = read(raw, key, optional);
  if (value === undefined) return '';
  if (typeof value !== 'string' || (!allowEmpty && value.trim() === '')) {
    throw new ConfigKeyError(key, 'malformed', 'a non-empty string');
  }
  if (PLACEHOLDER.test(value.trim())) throw new ConfigKeyError(key, 'placeholder', 'the real value');
  return value;
}

export function readUrl(raw: Raw, key: string, { optional = false } = {}): string {
  const value = readString(raw, key, { optional, allowEmpty: optional });
  if (value === '' && optional) return '';
  if (!isAbsoluteHttpUrl(value)) throw new ConfigKeyError(key, 'malformed', 'an absolute http(s) URL');
  if (isExampleHost(value)) throw new ConfigKeyError(key, 'placeholder', 'the real service URL');
  // One form everywhere: no trailing slash, so `${base}/api/...` never doubles it.
  return value.replace(/\/+$/, '');
}

/**
 * The relay carries the wallet's session keys exchange and every request to the wallet, so it
 * must be wss: anywhere but this machine (a local relay in tests), whatever the environment.
 */
export function readRelayUrl(raw: Raw): string {
  const value = readString(raw, 'walletConnectRelayUrl', { optional: true, allowEmpty: true }).trim();
  if (value === '') return DEFAULT_WALLETCONNECT_RELAY_URL;
  const expected = 'a wss:// URL (ws:// only for localhost)';
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigKeyError('walletConnectRelayUrl', 'malformed', expected);
  }
  if (url.protocol !== 'wss:' && url.protocol !== 'ws:')
    throw new ConfigKeyError('walletConnectRelayUrl', 'malformed', expected);
  if (url.protocol === 'ws:' && !LOCAL_HOSTS.has(url.hostname)) {
    throw new ConfigKeyError('walletConnectRelayUrl', 'malformed', expected);
  }
  if (isExampleHost(value)) throw new ConfigKeyError('walletConnectRelayUrl', 'placeholder', 'the real relay URL');
  return value.replace(/\/+$/, '');
}

/**
 * check-session sends the secret at every start-up without a stored token (SPEC.md section 4),
 * and this app always runs that step, so an empty secret can never be meant.
 */
export function readClientSecret(raw: Raw): string {
  const value = read(raw, 'clientSecret');
  if (typeof value === 'string' && value.trim() === '') {
    throw new ConfigKeyError('clientSecret', 'malformed', 'the login-service client secret, which check-session sends');
  }
  return readString(raw, 'clientSecret');
}

export function readChains(raw: Raw): SupportedChainId[] {
  const value = read(raw, 'chains');
  const valid =
    Array.isArray(value) &&
    value.length > 0 &&
    value.every((id) => SUPPORTED_CHAIN_IDS.includes(id as SupportedChainId)) &&
    new Set(value).size === value.length;
  if (!valid) throw new ConfigKeyError('chains', 'malformed', 'a non-empty list of chain ids among 97 and 56');
  return value as SupportedChainId[];
}

function readRpcUrl(value: unknown, key: string): string {
  if (value === undefined || value === null) throw new ConfigKeyError(key, 'missing', 'an absolute http(s) URL');
  if (typeof value === 'string' && PLACEHOLDER.test(value.trim()))
    throw new ConfigKeyError(key, 'placeholder', 'the real RPC URL');
  if (typeof value !== 'string' || !isAbsoluteHttpUrl(value)) {
    throw new ConfigKeyError(key, 'malformed', 'an absolute http(s) URL');
  }
  if (isExampleHost(value)) throw new ConfigKeyError(key, 'placeholder', 'the real RPC URL');
  return value;
}

/** One chain's entry: a URL, or a non-empty list of distinct URLs (tried in turn, see wagmiConfig.ts). */
function readChainRpcUrls(value: unknown, key: string): string[] {
  if (!Array.isArray(value)) return [readRpcUrl(value, key)];
  if (value.length === 0) throw new ConfigKeyError(key, 'malformed', 'an RPC URL or a non-empty list of them');
  const urls = value.map((entry: unknown, index) => readRpcUrl(entry, `${key}[${index}]`));
  const repeated = urls.findIndex((url, index) => urls.indexOf(url) !== index);
  if (repeated >= 0) throw new ConfigKeyError(`${key}[${repeated}]`, 'malformed', 'each RPC URL once');
  return urls;
}

export function readRpcUrls(raw: Raw, chains: SupportedChainId[]): AppConfig['rpcUrls'] {
  const value = read(raw, 'rpcUrls');
  if (typeof value !== 'object' || Array.isArray(value) || value === null) {
    throw new ConfigKeyError('rpcUrls', 'malformed', 'an object of RPC URLs by chain id');
  }
  const urls = value as Raw;
  const result: AppConfig['rpcUrls'] = {};
  for (const chainId of chains) result[chainId] = readChainRpcUrls(urls[String(chainId)], `rpcUrls.${chainId}`);
  return result;
}

/** The config key of each RPC URL: `rpcUrls.56` for a lone URL, `rpcUrls.56[1]` in a list. */
export function rpcUrlKeys(raw: Raw, config: Pick<AppConfig, 'chains' | 'rpcUrls'>): Array<[string, string]> {
  const given = raw.rpcUrls as Raw;
  return config.chains.flatMap((chainId) => {
    const urls = config.rpcUrls[chainId] ?? [];
    const listed = Array.isArray(given[String(chainId)]);
    return urls.map((url, index): [string, string] => [
      listed ? `rpcUrls.${chainId}[${index}]` : `rpcUrls.${chainId}`,
      url,
    ]);
  });
}

/** Plain http only on this machine, where https is required (appConfig.ts, checkCombinations). */
export function checkRpcUrlsSecure(keyed: Array<[string, string]>, requireHttps: boolean): void {
  if (!requireHttps) return;
  for (const [key, url] of keyed) {
    if (url.startsWith('http:') && !isLocalUrl(url)) throw new ConfigKeyError(key, 'insecureUrl', 'an https URL');
  }
}

function readAddresses(value: unknown, prefix: string): ContractAddresses {
  if (typeof value !== 'object' || Array.isArray(value) || value === null) {
    throw new ConfigKeyError(prefix, 'malformed', 'an object of contract addresses');
  }
  const contracts = value as Raw;
  const result = {} as ContractAddresses;
  for (const name of CONTRACT_NAMES) {
    const address = contracts[name];
    const key = `${prefix}.${name}`;
    if (address === undefined || address === null) throw new ConfigKeyError(key, 'missing', 'a 0x address');
    if (typeof address === 'string' && PLACEHOLDER.test(address.trim()))
      throw new ConfigKeyError(key, 'placeholder', 'a 0x address');
    if (typeof address !== 'string' || !ADDRESS.test(address)) {
      throw new ConfigKeyError(key, 'malformed', 'a 0x address of 40 hex characters');
    }
    if (ZERO_ADDRESS.test(address)) throw new ConfigKeyError(key, 'zeroAddress', 'a 0x address');
    // As written: lower-casing would hide a typo in a checksummed address. The checksum needs
    // keccak, so the wallet runtime checks it (src/lib/wallet/addressChecksum.ts), not start-up.
    result[name] = address as `0x${string}`;
  }
  return result;
}

/**
 * `contracts`: one object for every offered chain, or one per chain id (`{"56": {...}}`), in
 * which case every offered chain needs its own; a mainnet address is never reused on testnet.
 */
export function readContracts(raw: Raw, chains: SupportedChainId[]): AppConfig['contracts'] {
  const value = read(raw, 'contracts');
  if (typeof value !== 'object' || Array.isArray(value) || value === null) {
    throw new ConfigKeyError('contracts', 'malformed', 'an object of contract addresses');
  }
  const contracts = value as Raw;
  const perChain = Object.keys(contracts).some((key) => /^\d+$/.test(key));
  const result: AppConfig['contracts'] = {};
  if (!perChain) {
    const flat = readAddresses(contracts, 'contracts');
    for (const chainId of chains) result[chainId] = flat;
    return result;
  }
  for (const chainId of chains) {
    const key = `contracts.${chainId}`;
    if (contracts[String(chainId)] === undefined || contracts[String(chainId)] === null) {
      throw new ConfigKeyError(key, 'missing', 'the contract addresses on this chain');
    }
    result[chainId] = readAddresses(contracts[String(chainId)], key);
  }
  return result;
}

export function isLocalUrl(value: string): boolean {
  return LOCAL_HOSTS.has(new URL(value).hostname);
}

/** `imageOrigins`: optional list of bare origins (`https://cdn.bank.test`, no path), each once. */
export function readImageOrigins(raw: Raw): string[] {
  const value = read(raw, 'imageOrigins', true) ?? [];
  const expected = 'a list of image origins such as "https://images.your-cdn.net" (no path)';
  if (!Array.isArray(value)) throw new ConfigKeyError('imageOrigins', 'imageOrigin', expected);
  return value.map((entry: unknown, index) => {
    const key = `imageOrigins.${index}`;
    if (typeof entry === 'string' && PLACEHOLDER.test(entry.trim()))
      throw new ConfigKeyError(key, 'placeholder', expected);
    if (typeof entry !== 'string' || !isAbsoluteHttpUrl(entry)) throw new ConfigKeyError(key, 'imageOrigin', expected);
    const origin = new URL(entry).origin;
    // A path, query or credentials would not mean what it says in img-src: a bare origin only.
    if (entry.replace(/\/$/, '') !== origin) throw new ConfigKeyError(key, 'imageOrigin', expected);
    if (isExampleHost(origin)) throw new ConfigKeyError(key, 'placeholder', 'the real image origin');
    return origin;
  });
}

// Runtime configuration from `/config.js` (keys: ../shared/api/README.md), so a deployment edits
// one file and nothing is rebuilt. `parseAppConfig` names the first bad key, and also refuses a
// configuration that cannot be meant (docs/configuration.md, "Configuration").

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
  /** The WalletConnect relay (wss:, or ws: on this machine); WalletConnect's own by default. */
  walletConnectRelayUrl: string;
  nameLookupUrl: string;
  nameLookupApiKey: string;
  /**
   * An Etherscan-style account API (`module=account&action=txlist`, e.g. Etherscan's v2 API with
   * a `chainid`), used to find a deposit older than a pruned node's state; empty: none.
   */
  explorerApiUrl: string;
  explorerApiKey: string;
  /** Chain ids offered; the first is the default. */
  chains: SupportedChainId[];
  /** JSON-RPC URLs per offered chain, in the configured order (config.js may give one string). */
  rpcUrls: Partial<Record<SupportedChainId, string[]>>;
  /** Contract addresses per offered chain (a flat object in config.js is copied to each). */
  contracts: Partial<Record<SupportedChainId, ContractAddresses>>;
  /** Origins content images may come from (the CSP's img-src); `https://host[:port]`, no path. */
  imageOrigins: string[];
  demo: boolean;
}

export type ConfigProblem =
  | 'missing'
  | 'malformed'
  /** 0x000…0: deposits would be burnt. */
  | 'zeroAddress'
  /** REPLACE_ME and the like: the template was not filled in. */
  | 'placeholder'
  /** demo: true with env 'prod'. */
  | 'demoInProduction'
  /** demo: true with chain 56 offered. */
  | 'demoOnMainnet'
  /** demo: true in a build without demo mode (`npm run build`). */
  | 'demoNotInBuild'
  /** An http: service or RPC URL outside localhost in a build without demo mode, or with env 'prod'. */
  | 'insecureUrl'
  /** An `imageOrigins` entry that is not a bare origin, or not https where https is required. */
  | 'imageOrigin';

export type ConfigParseResult =
  { ok: true; config: AppConfig } | { ok: false; key: string; problem: ConfigProblem; expected: string };

type Raw = Record<string, unknown>;

const ADDRESS = /^0x[0-9a-fA-F]{40}$/;
const ZERO_ADDRESS = /^0x0{40}$/;
/** What a template's unfilled value looks like: REPLACE_ME, CHANGE-ME, TODO, <your secret>, YOUR_KEY, xxx. */
const PLACEHOLDER = /^(?:replace[ _-]?me|change[ _-]?me|todo|fixme|tbd|x{3,}|<.*>|your[ _-].*|\{\{.*\}\})$/i;
const CONTRACT_NAMES = ['staking', 'deposit', 'vote', 'stablecoin'] as const;
const MAINNET: SupportedChainId = 56;
export const DEFAULT_WALLETCONNECT_RELAY_URL = 'wss://relay.walletconnect.org';
/** Plain http is fine only for a service on this machine. */
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

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

/** example.org and friends (RFC 2606) never serve anything: a template value left in place. */
function isExampleHost(value: string): boolean {
  return /(^|\.)example\.(org|com|net)$/i.test(new URL(value).hostname);
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
  if (PLACEHOLDER.test(value.trim())) throw new ConfigKeyError(key, 'placeholder', 'the real value');
  return value;
}

function readUrl(raw: Raw, key: string, { optional = false } = {}): string {
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
function readRelayUrl(raw: Raw): string {
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
function readClientSecret(raw: Raw): string {
  const value = read(raw, 'clientSecret');
  if (typeof value === 'string' && value.trim() === '') {
    throw new ConfigKeyError('clientSecret', 'malformed', 'the login-service client secret, which check-session sends');
  }
  return readString(raw, 'clientSecret');
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

function readRpcUrls(raw: Raw, chains: SupportedChainId[]): AppConfig['rpcUrls'] {
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
function rpcUrlKeys(raw: Raw, config: Pick<AppConfig, 'chains' | 'rpcUrls'>): Array<[string, string]> {
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

/** Plain http only on this machine, where https is required (see checkCombinations). */
function checkRpcUrlsSecure(keyed: Array<[string, string]>, requireHttps: boolean): void {
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
function readContracts(raw: Raw, chains: SupportedChainId[]): AppConfig['contracts'] {
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

function isLocalUrl(value: string): boolean {
  return LOCAL_HOSTS.has(new URL(value).hostname);
}

/** `imageOrigins`: optional list of bare origins (`https://cdn.bank.test`, no path), each once. */
function readImageOrigins(raw: Raw): string[] {
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

export type RpcConfigParseResult =
  | { ok: true; chains: SupportedChainId[]; rpcUrls: AppConfig['rpcUrls'] }
  | { ok: false; key: string; problem: ConfigProblem; expected: string };

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

// The shapes of the runtime configuration (src/config/appConfig.ts reads and checks it).

export type SupportedChainId = 56 | 97;

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

export type RpcConfigParseResult =
  | { ok: true; chains: SupportedChainId[]; rpcUrls: AppConfig['rpcUrls'] }
  | { ok: false; key: string; problem: ConfigProblem; expected: string };

/**
 * The chains a demo wallet knows: the app's configured chains (read through their configured
 * RPC URL), Ethereum mainnet as a pretend chain the wallet "has" but the app does not configure
 * (for wrong-network tests; no request is ever made for it), and whatever wallet_addEthereumChain
 * added (known by name only: reads go to configured RPC URLs, never to a URL a dapp supplied).
 */
import { invalidParams, ProviderRpcError, RpcErrorCode } from './errors';

export interface NativeCurrency {
  name: string;
  symbol: string;
  decimals: number;
}

export interface WalletChain {
  id: number;
  name: string;
  nativeCurrency: NativeCurrency;
  /** The RPC URLs the wallet lists (display only for added chains). */
  rpcUrls: string[];
  blockExplorerUrls: string[];
}

/** EIP-3085 wallet_addEthereumChain parameter. */
export interface AddEthereumChainParameter {
  chainId: string;
  chainName: string;
  nativeCurrency: NativeCurrency;
  rpcUrls: string[];
  blockExplorerUrls?: string[] | null;
  iconUrls?: string[];
}

const WELL_KNOWN: Readonly<Record<number, Omit<WalletChain, 'id' | 'rpcUrls'>>> = {
  1: {
    name: 'Ethereum Mainnet',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    blockExplorerUrls: ['https://etherscan.io'],
  },
  56: {
    name: 'BNB Smart Chain',
    nativeCurrency: { name: 'BNB', symbol: 'BNB', decimals: 18 },
    blockExplorerUrls: ['https://bscscan.com'],
  },
  97: {
    name: 'BNB Smart Chain Testnet',
    nativeCurrency: { name: 'BNB', symbol: 'tBNB', decimals: 18 },
    blockExplorerUrls: ['https://testnet.bscscan.com'],
  },
};

/** The pretend chain: in the wallet, not in the app's configuration. */
export const PRETEND_CHAIN_ID = 1;

export function chainName(id: number): string {
  return WELL_KNOWN[id]?.name ?? `Chain ${id}`;
}

/** A chain entry for an id (well-known details, or placeholders for a custom id). */
export function walletChain(id: number, rpcUrl?: string): WalletChain {
  const known = WELL_KNOWN[id];
  return {
    id,
    name: known?.name ?? `Chain ${id}`,
    nativeCurrency: known?.nativeCurrency ?? { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: rpcUrl ? [rpcUrl] : [],
    blockExplorerUrls: known?.blockExplorerUrls ?? [],
  };
}

export const toHexChainId = (id: number): `0x${string}` => `0x${id.toString(16)}`;

/** A positive chain id from its EIP-695 form (0x-prefixed hex, no leading zeros). */
export function parseHexChainId(value: unknown, what = 'chainId'): number {
  if (typeof value !== 'string' || !/^0x[1-9a-f][0-9a-f]*$/i.test(value)) {
    throw invalidParams(
      `${what} must be a 0x-prefixed hexadecimal string without leading zeros, got ${JSON.stringify(value)}.`,
    );
  }
  const id = Number.parseInt(value, 16);
  if (!Number.isSafeInteger(id)) throw invalidParams(`${what} ${value} is too large.`);
  return id;
}

export function isChainId(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0;
}

function isHttpUrl(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

const ALLOWED_KEYS = new Set(['chainId', 'chainName', 'nativeCurrency', 'rpcUrls', 'blockExplorerUrls', 'iconUrls']);

/** Validates wallet_addEthereumChain params (EIP-3085) as a wallet would; throws -32602 with the reason. */
export function validateAddEthereumChain(params: unknown): {
  chain: WalletChain;
  parameter: AddEthereumChainParameter;
} {
  const first: unknown = Array.isArray(params) ? params[0] : undefined;
  if (typeof first !== 'object' || first === null || Array.isArray(first)) {
    throw invalidParams('wallet_addEthereumChain expects [AddEthereumChainParameter].');
  }
  const raw = first as Record<string, unknown>;
  const unexpected = Object.keys(raw).filter((key) => !ALLOWED_KEYS.has(key) && raw[key] !== undefined);
  if (unexpected.length > 0) throw invalidParams(`unexpected keys ${unexpected.join(', ')}.`);

  const id = parseHexChainId(raw.chainId);
  if (typeof raw.chainName !== 'string' || raw.chainName.trim() === '')
    throw invalidParams('chainName must be a non-empty string.');

  const currency = raw.nativeCurrency as Record<string, unknown> | undefined;
  if (typeof currency !== 'object' || currency === null) throw invalidParams('nativeCurrency is required.');
  if (typeof currency.name !== 'string' || currency.name.trim() === '')
    throw invalidParams('nativeCurrency.name must be a non-empty string.');
  if (typeof currency.symbol !== 'string' || currency.symbol.length < 2 || currency.symbol.length > 6) {
    throw invalidParams('nativeCurrency.symbol must be 2 to 6 characters.');
  }
  if (currency.decimals !== 18) throw invalidParams('nativeCurrency.decimals must be 18.');

  if (!Array.isArray(raw.rpcUrls) || raw.rpcUrls.length === 0 || !raw.rpcUrls.every(isHttpUrl)) {
    throw invalidParams('rpcUrls must be a non-empty array of http(s) URLs.');
  }
  const explorers = raw.blockExplorerUrls;
  if (explorers !== undefined && explorers !== null && (!Array.isArray(explorers) || !explorers.every(isHttpUrl))) {
    throw invalidParams('blockExplorerUrls must be null or an array of http(s) URLs.');
  }
  if (
    raw.iconUrls !== undefined &&
    (!Array.isArray(raw.iconUrls) || !raw.iconUrls.every((url) => typeof url === 'string'))
  ) {
    throw invalidParams('iconUrls must be an array of URLs.');
  }

  const parameter: AddEthereumChainParameter = {
    chainId: toHexChainId(id),
    chainName: raw.chainName,
    nativeCurrency: { name: currency.name, symbol: currency.symbol, decimals: 18 },
    rpcUrls: [...(raw.rpcUrls as string[])],
    ...(Array.isArray(explorers) && { blockExplorerUrls: [...(explorers as string[])] }),
    ...(Array.isArray(raw.iconUrls) && { iconUrls: [...(raw.iconUrls as string[])] }),
  };
  const chain: WalletChain = {
    id,
    name: parameter.chainName,
    nativeCurrency: parameter.nativeCurrency,
    rpcUrls: parameter.rpcUrls,
    blockExplorerUrls: parameter.blockExplorerUrls ?? [],
  };
  return { chain, parameter };
}

export function unrecognizedChain(id: number): ProviderRpcError {
  return new ProviderRpcError(
    RpcErrorCode.unrecognizedChain,
    `Unrecognized chain ID ${toHexChainId(id)}. Try adding the chain using wallet_addEthereumChain first.`,
  );
}

// "Add USDT" / "Add VOTE" (EIP-747 wallet_watchAsset): the request a wallet gets and what its
// answer means to the user. Framework-free: the caller reads decimals() and sends the request.
import { contractsOn, type AppConfig } from '@/config/appConfig';
import { checksummedAddress } from './addressChecksum';
import { errorChain, isUserRejection } from './walletErrors';

export type WatchableToken = 'USDT' | 'VOTE';
export const WATCHABLE_TOKENS: readonly WatchableToken[] = ['USDT', 'VOTE'];

const CONTRACT_OF = { USDT: 'stablecoin', VOTE: 'vote' } as const;
/** Served by us (public/tokens): the CSP's img-src 'self' allows them, and no other host learns of the user. */
const ICON_PATH: Record<WatchableToken, string> = { USDT: '/tokens/usdt.svg', VOTE: '/tokens/vote.svg' };
/** MetaMask refuses decimals outside 0..36; a contract answering so is not a token to offer. */
const MAX_DECIMALS = 36;

export interface WatchAssetParameters {
  type: 'ERC20';
  options: { address: `0x${string}`; symbol: string; decimals: number; image: string };
}

/** added: the wallet said yes; refused: the user said no; the others show the address to copy. */
export type WatchAssetOutcome = 'added' | 'refused' | 'unsupported' | 'failed';

/** The token's configured contract on `chainId`, checksummed; throws when the chain is not configured. */
export function tokenAddress(config: AppConfig, chainId: number, token: WatchableToken): `0x${string}` {
  return checksummedAddress(contractsOn(config, chainId)[CONTRACT_OF[token]]);
}

/** The icon's absolute URL on our own origin (a wallet cannot resolve a relative one). */
export function tokenIconUrl(token: WatchableToken, origin: string): string {
  return new URL(ICON_PATH[token], origin).href;
}

export function watchAssetRequest(
  token: WatchableToken,
  address: `0x${string}`,
  decimals: number,
  origin: string,
): WatchAssetParameters {
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > MAX_DECIMALS) {
    throw new RangeError(`The ${token} contract answers decimals() = ${decimals}.`);
  }
  return { type: 'ERC20', options: { address, symbol: token, decimals, image: tokenIconUrl(token, origin) } };
}

/** Method not found (-32601), unsupported method (4200, EIP-1193; -32004, EIP-1474). */
const UNSUPPORTED_CODES = new Set([-32601, -32004, 4200]);

export function isUnsupportedMethod(error: unknown): boolean {
  return errorChain(error).some((link) => typeof link.code === 'number' && UNSUPPORTED_CODES.has(link.code));
}

export interface AddTokenSteps {
  token: WatchableToken;
  address: `0x${string}`;
  origin: string;
  /** The contract's decimals() (cached by the caller). */
  readDecimals: (address: `0x${string}`) => Promise<number>;
  /** Sends wallet_watchAsset; resolves with the wallet's answer. */
  watch: (parameters: WatchAssetParameters) => Promise<boolean>;
}

/** Never throws: every failure is an outcome the user is told about. */
export async function addTokenToWallet({
  token,
  address,
  origin,
  readDecimals,
  watch,
}: AddTokenSteps): Promise<WatchAssetOutcome> {
  let request: WatchAssetParameters;
  try {
    request = watchAssetRequest(token, address, await readDecimals(address), origin);
  } catch {
    return 'failed';
  }
  try {
    return (await watch(request)) ? 'added' : 'refused';
  } catch (error) {
    if (isUserRejection(error)) return 'refused';
    return isUnsupportedMethod(error) ? 'unsupported' : 'failed';
  }
}

// The EIP-4361 (Sign-In with Ethereum) message of ../shared/api/README.md, valid 10 minutes;
// viem builds and validates it.
import { getAddress } from 'viem';
import { createSiweMessage as viemCreateSiweMessage } from 'viem/siwe';

/**
 * What the wallet shows above the fields. Part of the signed text the backend checks, so it is
 * a fixed ASCII line (EIP-4361 allows no line break) rather than a translated message.
 */
export const SIWE_STATEMENT = 'Sign in to verify that you own this wallet.';

/** How long a signed message stays good: a signature found later (a log, a screenshot) proves nothing. */
export const SIWE_VALIDITY_MS = 10 * 60 * 1000;

/** The wallet is on a chain the app does not offer: nothing is signed there. */
export class UnsupportedSignInChainError extends Error {
  constructor(readonly chainId: number) {
    super(`Chain ${chainId} is not one this app signs in on.`);
    this.name = 'UnsupportedSignInChainError';
  }
}

export interface CreateSiweMessageArgs {
  address: string;
  chainId: number;
  nonce: string;
  domain: string;
  uri: string;
  issuedAt: Date;
  statement?: string;
  expirationTime?: Date;
}

export function createSiweMessage({
  address,
  chainId,
  nonce,
  domain,
  uri,
  issuedAt,
  statement = SIWE_STATEMENT,
  expirationTime,
}: CreateSiweMessageArgs): string {
  return viemCreateSiweMessage({
    // getAddress throws on anything that is not an address, and checksums the rest.
    address: getAddress(address),
    chainId,
    nonce,
    domain,
    uri,
    issuedAt,
    statement,
    version: '1',
    ...(expirationTime ? { expirationTime } : {}),
  });
}

export interface MessageFields {
  address: string;
  chainId: number;
  nonce: string;
}

export interface BrowserMessageOptions {
  location?: Pick<Location, 'host' | 'origin'>;
  now?: () => Date;
  statement?: string;
  /** The chains a message may name (the configuration's `chains`); absent: any. */
  chainIds?: () => readonly number[];
}

/**
 * `createMessage` for an adapter running in this page: domain and uri from its location, the clock
 * injectable for tests. A chain the app does not offer throws UnsupportedSignInChainError.
 */
export function createBrowserMessageFactory({
  location = window.location,
  now = () => new Date(),
  statement = SIWE_STATEMENT,
  chainIds,
}: BrowserMessageOptions = {}): (fields: MessageFields) => string {
  return ({ address, chainId, nonce }) => {
    if (chainIds && !chainIds().includes(chainId)) throw new UnsupportedSignInChainError(chainId);
    const issuedAt = now();
    return createSiweMessage({
      address,
      chainId,
      nonce,
      domain: location.host,
      uri: location.origin,
      issuedAt,
      expirationTime: new Date(issuedAt.getTime() + SIWE_VALIDITY_MS),
      statement,
    });
  };
}

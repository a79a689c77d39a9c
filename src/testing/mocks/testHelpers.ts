/**
 * Shortcuts for jest tests that talk to the fixture backend: sign a seeded user in without
 * the login redirect, give them a verified wallet, and call an endpoint with fetch.
 */
import type { Address, TokenResponse, User } from '@/api/staking/types';
import { testConfig } from '@/testing/testConfig';
import { DEMO_USER, DEMO_WALLET_ADDRESS } from './constants';
import { getFixtureDb } from './fixtures';

export const STAKING = testConfig.stakingApiUrl;
export const VOTE = testConfig.voteApiUrl;
export const NAMES = testConfig.nameLookupUrl;

/** A session for a seeded (or registered) user, as the login service would issue it. */
export function signInAs(username: string = DEMO_USER.username): TokenResponse {
  const user = getFixtureDb().findUserByUsername(username);
  if (!user) throw new Error(`No fixture user ${username}`);
  return getFixtureDb().issueSession(user.id);
}

/** Marks the wallet verified for the user, skipping the signature round trip. */
export function giveVerifiedWallet(username: string = DEMO_USER.username, wallet: Address = DEMO_WALLET_ADDRESS): void {
  const db = getFixtureDb();
  const user = db.findUserByUsername(username);
  if (!user) throw new Error(`No fixture user ${username}`);
  db.setUserWallet(user.id, wallet);
}

/**
 * The demo user signed in with tokens stored, as the store holds them after start-up; with
 * `verifiedWallet` (the default) the demo wallet is theirs and verified.
 */
export function signedInAsDemo({ verifiedWallet = true } = {}): { auth: { user: User; walletVerified: boolean } } {
  const tokens = signInAs(DEMO_USER.username);
  window.localStorage.setItem('access_token', tokens.access_token);
  window.localStorage.setItem('session_id', tokens.session_id);
  if (verifiedWallet) giveVerifiedWallet(DEMO_USER.username);
  const { id, email, username, name } = DEMO_USER;
  const user: User = { id, email, username, name, wallet_address: verifiedWallet ? DEMO_WALLET_ADDRESS : null };
  return { auth: { user, walletVerified: verifiedWallet } };
}

export interface CallOptions {
  method?: string;
  token?: string;
  /** Sent as JSON, unless it is already a string (then sent as is). */
  body?: unknown;
  headers?: Record<string, string>;
}

export interface CallResult<T> {
  status: number;
  body: T;
  headers: Headers;
}

/** fetch + JSON: `body` is the parsed JSON, or null for an empty response. */
export async function call<T = { error?: string }>(url: string, options: CallOptions = {}): Promise<CallResult<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(url, {
    method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
    headers,
    ...(options.body !== undefined && {
      body: typeof options.body === 'string' ? options.body : JSON.stringify(options.body),
    }),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T, headers: response.headers };
}

/** Every wallet holds `wei` BNB on the fixture chain (token balances unchanged) until jest restores mocks. */
export function setNativeBalance(wei: bigint): void {
  const db = getFixtureDb();
  const real = db.chainBalance.bind(db);
  jest
    .spyOn(db, 'chainBalance')
    .mockImplementation((address, chainId, kind) => (kind === 'native' ? wei : real(address, chainId, kind)));
}

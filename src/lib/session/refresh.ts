// The session requests. One refresh at a time, in the tab and across tabs, and only a refusal
// ends the session (docs/session.md, "The session").
import { getConfig } from '@/config/runtimeConfig';
import { GENERIC_REQUEST_ERROR, request, type ApiError, type RefreshOutcome, type RequestResult } from '@/api/http';
import { malformedResponse } from '@/api/parse';
import type { TokenResponse, User } from '@/api/staking/types';
import { parseUser } from '@/api/staking/userResponse';
import { setConnectionStatus } from './connectionStatus';
import { withRefreshLock } from './refreshLock';
import {
  clearSessionAndUserData,
  getAccessToken,
  getSessionId,
  storeTokens,
  tokensBelongToThisTab,
} from './sessionStorage';
import { isWorthRetrying } from '@/api/errors';
import { retry } from '@/api/retry';

export const SESSION_ID_NOT_FOUND = 'session ID not found';

/**
 * `refused`: the backend (or the missing session id) ended the session, and everything of the
 * session and the user has been cleared. Otherwise the failure was transient; nothing is cleared.
 */
export type { RefreshOutcome };

/** Pauses before the 2nd, 3rd and 4th try of a refresh that met a transient failure. */
export const REFRESH_RETRY_DELAYS_MS: readonly number[] = [500, 1_500, 3_000];

let retryDelays: readonly number[] = REFRESH_RETRY_DELAYS_MS;
/** Tests run the retries without waiting. */
export function setRefreshRetryDelaysForTests(delays: readonly number[]): void {
  retryDelays = delays;
}

let refreshInFlight: Promise<RefreshOutcome> | null = null;

/** A usable token pair: both values non-empty strings. */
export function isTokenResponse(value: unknown): value is TokenResponse {
  const candidate = value as Partial<TokenResponse> | null;
  return (
    typeof candidate?.access_token === 'string' &&
    candidate.access_token !== '' &&
    typeof candidate.session_id === 'string' &&
    candidate.session_id !== ''
  );
}

/** One POST /api/auth/refresh; stores the new pair. */
async function postRefresh(sessionId: string): Promise<RefreshOutcome> {
  const result = await request<unknown>(getConfig().stakingApiUrl, '/api/auth/refresh', {
    method: 'POST',
    body: { session_id: sessionId },
    auth: 'none',
  });
  if (!result.ok) return failedRefresh(sessionId, result.error);
  if (!isTokenResponse(result.data)) return { ok: false, refused: false, error: malformedResponse(result.status) };
  storeTokens(result.data, { sameUser: true });
  return { ok: true };
}

/**
 * A refusal of an id another tab has replaced meanwhile (its refresh, or a sign-in) ends nothing:
 * that tab's tokens stand, and this tab uses them when they are its user's.
 */
function failedRefresh(sentSessionId: string, error: ApiError): RefreshOutcome {
  const refused = !isWorthRetrying(error);
  const stored = getSessionId();
  if (!refused || stored === null || stored === sentSessionId) return { ok: false, refused, error };
  return getAccessToken() ? { ok: true } : { ok: false, refused: false, error };
}

async function refreshUnderLock(staleToken: string | null): Promise<RefreshOutcome> {
  // Another tab refreshed while this one waited for the lock: use its tokens.
  const current = getAccessToken();
  if (current && current !== staleToken) return { ok: true };
  // Another user signed in in another tab: this tab is switched over by the cross-tab sync;
  // it must not refresh (or end) that user's session.
  if (!tokensBelongToThisTab())
    return { ok: false, refused: false, error: { kind: 'http', status: 401, message: GENERIC_REQUEST_ERROR } };

  const refreshOnce = async (): Promise<RefreshOutcome> => {
    const sessionId = getSessionId();
    if (!sessionId)
      return { ok: false, refused: true, error: { kind: 'http', status: 401, message: SESSION_ID_NOT_FOUND } };
    return postRefresh(sessionId);
  };
  const outcome = await retry(refreshOnce, retryDelays, {
    shouldRetry: (tried) => !tried.ok && !tried.refused,
    onRetry: () => setConnectionStatus('retrying', retryFromNotice),
  });
  // SPEC.md section 4, step 7: a failed refresh clears all local storage, read as everything of
  // the session and the user; the money journal stays (sessionStorage.ts, KEPT_STORAGE_KEYS).
  if (!outcome.ok && outcome.refused) clearSessionAndUserData();
  return outcome;
}

/**
 * Refreshes the access token; callers share one call and tabs take turns. `staleToken` is the
 * token found refused: if another tab has replaced it meanwhile, nothing is sent.
 */
export function refreshSession(staleToken: string | null = getAccessToken()): Promise<RefreshOutcome> {
  refreshInFlight ??= withRefreshLock(() => refreshUnderLock(staleToken))
    .then((outcome) => {
      if (outcome.ok) setConnectionStatus('ok');
      else if (!outcome.refused) setConnectionStatus('retrying', retryFromNotice);
      else setConnectionStatus('ok');
      return outcome;
    })
    .finally(() => {
      refreshInFlight = null;
    });
  return refreshInFlight;
}

// Every caller waiting on a refused refresh gets the same outcome object: the session ends once.
const claimedRefusals = new WeakSet<object>();

/** True the first time it is asked about this refused outcome: that caller ends the session. */
export function claimRefusal(outcome: RefreshOutcome): boolean {
  if (outcome.ok || !outcome.refused || claimedRefusals.has(outcome)) return false;
  claimedRefusals.add(outcome);
  return true;
}

/**
 * The connection notice's Retry. No request waits on this refresh, so nobody else would end
 * the session if it is refused now: true tells the caller (lifecycle.ts) to end it in the store.
 */
function retryFromNotice(): Promise<boolean> {
  return refreshSession().then(claimRefusal);
}

/** Resolves once no refresh is under way, so a request never starts with a token about to be replaced. */
export async function waitForRefresh(): Promise<void> {
  if (refreshInFlight) await refreshInFlight;
}

export type CheckSessionOutcome = { ok: true; hasSession: boolean } | { ok: false; error: ApiError };

/**
 * Asks the login service for a session (SPEC.md section 4, steps 3 and 6), sending the client
 * secret here so it never passes through the store. 204 or an empty body: no session.
 */
export async function checkLoginSession(): Promise<CheckSessionOutcome> {
  const { stakingApiUrl, clientId, clientSecret } = getConfig();
  const result = await request<unknown>(stakingApiUrl, '/api/auth/check-session', {
    method: 'POST',
    auth: 'none',
    body: { client_id: clientId, client_secret: clientSecret, session_id: getSessionId() },
  });
  if (!result.ok) return result;
  if (result.data === null) return { ok: true, hasSession: false };
  if (!isTokenResponse(result.data)) return { ok: false, error: malformedResponse(result.status) };
  storeTokens(result.data);
  return { ok: true, hasSession: true };
}

/**
 * userinfo without the automatic refresh: the start-up sign-in and /callback decide
 * themselves what a 401 means (SPEC.md section 4).
 */
export async function loadUserWithoutRefresh(): Promise<RequestResult<User>> {
  const result = await request<unknown>(getConfig().stakingApiUrl, '/api/auth/userinfo');
  if (!result.ok) return result;
  const user = parseUser(result.data);
  return user
    ? { ok: true, status: result.status, data: user }
    : { ok: false, error: malformedResponse(result.status) };
}

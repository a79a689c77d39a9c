/**
 * The session requests. Refreshing the session is shared by both backends' base queries and the start-up sign-in.
 * Single flight: while one refresh is under way every other caller waits for it, so a burst of
 * 401s makes exactly one POST /api/auth/refresh.
 */
import { getConfig } from '@/config/runtimeConfig';
import { clearAllLocalStorage, getSessionId, storeTokens } from '@/lib/session/sessionStorage';
import type { TokenResponse, User } from './staking/types';
import { parseUser } from './staking/responses';
import { GENERIC_REQUEST_ERROR, request, type ApiError, type RequestResult } from './http';
import { malformedResponse } from './parse';

export const SESSION_ID_NOT_FOUND = 'session ID not found';

export type RefreshOutcome = { ok: true } | { ok: false; error: ApiError };

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

async function refreshOnce(): Promise<RefreshOutcome> {
  let outcome: RefreshOutcome;
  try {
    const sessionId = getSessionId();
    if (!sessionId) {
      outcome = { ok: false, error: { kind: 'http', status: 401, message: SESSION_ID_NOT_FOUND } };
    } else {
      const result = await request<unknown>(getConfig().stakingApiUrl, '/api/auth/refresh', {
        method: 'POST',
        body: { session_id: sessionId },
        auth: 'none',
      });
      if (result.ok && isTokenResponse(result.data)) {
        storeTokens(result.data);
        return { ok: true };
      }
      outcome = { ok: false, error: result.ok ? { kind: 'malformed', status: result.status, message: GENERIC_REQUEST_ERROR } : result.error };
    }
  } catch {
    // Storage refused the new tokens (quota, privacy mode): the session cannot continue.
    outcome = { ok: false, error: { kind: 'network', status: 0, message: GENERIC_REQUEST_ERROR } };
  }
  // SPEC.md section 4, step 7: a failed refresh clears all local storage.
  clearAllLocalStorage();
  return outcome;
}

/** Refreshes the access token with the stored session id; concurrent callers share one call. */
export function refreshSession(): Promise<RefreshOutcome> {
  refreshInFlight ??= refreshOnce().finally(() => {
    refreshInFlight = null;
  });
  return refreshInFlight;
}

/** Resolves once no refresh is under way, so a request never starts with a token about to be replaced. */
export async function waitForRefresh(): Promise<void> {
  if (refreshInFlight) await refreshInFlight;
}

export type CheckSessionOutcome = { ok: true; hasSession: boolean } | { ok: false; error: ApiError };

/**
 * Asks the login service whether it holds a session (SPEC.md section 4, steps 3 and 6),
 * sending the client secret, which therefore never passes through the store. A token pair is
 * stored; "nothing" (204, an empty or null body) means no session.
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
  try {
    storeTokens(result.data);
  } catch {
    return { ok: false, error: { kind: 'network', status: 0, message: GENERIC_REQUEST_ERROR } };
  }
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
  return user ? { ok: true, status: result.status, data: user } : { ok: false, error: malformedResponse(result.status) };
}

/**
 * The sign-in secrets live in localStorage under exactly the names the login service contract
 * fixes (../shared/api/README.md) and nowhere else: never in the Redux store, never in a URL
 * after /callback, never in a log. Everything that needs them reads them here at call time.
 */
export const ACCESS_TOKEN_KEY = 'access_token';
export const SESSION_ID_KEY = 'session_id';

function safeGet(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null; // Storage disabled (private mode, blocked cookies): behave as signed out.
  }
}

export function getAccessToken(): string | null {
  return safeGet(ACCESS_TOKEN_KEY) || null;
}

export function getSessionId(): string | null {
  return safeGet(SESSION_ID_KEY) || null;
}

export function storeTokens(tokens: { access_token: string; session_id: string }): void {
  window.localStorage.setItem(ACCESS_TOKEN_KEY, tokens.access_token);
  window.localStorage.setItem(SESSION_ID_KEY, tokens.session_id);
}

/** Sign-out and failed start-up checks forget the token pair only. */
export function clearTokens(): void {
  window.localStorage.removeItem(ACCESS_TOKEN_KEY);
  window.localStorage.removeItem(SESSION_ID_KEY);
}

/** A failed refresh clears all local storage (SPEC.md section 4, step 7). */
export function clearAllLocalStorage(): void {
  try {
    window.localStorage.clear();
  } catch {
    // Nothing stored, nothing to clear.
  }
}

// The sign-in secrets live in localStorage under the names the login service fixes
// (../shared/api/README.md) and nowhere else: never in the store, a URL or a log.
import { LOCALE_STORAGE_KEY } from '@/lib/i18n/locales';
import { THEME_STORAGE_KEY } from '@/lib/theme/themeSettings';
import { reportStorageUnwritable } from './storageHealth';

export const ACCESS_TOKEN_KEY = 'access_token';
export const SESSION_ID_KEY = 'session_id';

/**
 * The pending-money journal (src/features/balances/model/tracking/pendingStore.ts): deposits sent on
 * chain whose backend record may not exist yet. A hash, an amount, a wallet, a chain; no secret.
 */
export const PENDING_MONEY_STORAGE_KEY = 'money.pending.v1';

/**
 * What survives the end of a session: the money journal and the device's screen choices
 * (docs/session.md, "The session", "What an ended session clears").
 */
export const KEPT_STORAGE_KEYS: readonly string[] = [PENDING_MONEY_STORAGE_KEY, LOCALE_STORAGE_KEY, THEME_STORAGE_KEY];

function safeGet(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null; // Storage disabled (private mode, blocked cookies): behave as signed out.
  }
}

/**
 * Whose tokens are stored (a user id), so this tab never sends a token that is not its user's:
 * another tab signing in as someone else removes it first (see tokenUsableByThisTab).
 */
export const SESSION_OWNER_KEY = 'session.owner';

/**
 * Where the pair lives when storage refuses to write (quota, blocked): this page keeps the
 * sign-in in memory and the app says it cannot remember it (storageHealth.ts).
 */
let memoryTokens: { access_token: string; session_id: string } | null = null;

/** The user on screen in this tab (null: nobody yet, or signing in). Memory only. */
let tabUserId: string | null = null;

export function setTabUser(userId: string | null): void {
  tabUserId = userId;
}

export function getSessionOwner(): string | null {
  return safeGet(SESSION_OWNER_KEY) || null;
}

export function setSessionOwner(userId: string | null): void {
  try {
    if (userId) window.localStorage.setItem(SESSION_OWNER_KEY, userId);
    else window.localStorage.removeItem(SESSION_OWNER_KEY);
  } catch {
    // Storage refused: the tab user check still holds in memory.
  }
}

/** The stored tokens belong to the user this tab shows (or this tab shows nobody yet). */
export function tokensBelongToThisTab(): boolean {
  return tabUserId === null || getSessionOwner() === tabUserId;
}

/** The stored access token, as this tab may send it: null when it is another user's. */
export function getAccessToken(): string | null {
  if (!tokensBelongToThisTab()) return null;
  return memoryTokens?.access_token ?? (safeGet(ACCESS_TOKEN_KEY) || null);
}

/** Whether a token pair is stored at all, whoever it belongs to. */
export function hasStoredTokens(): boolean {
  return memoryTokens !== null || Boolean(safeGet(ACCESS_TOKEN_KEY));
}

export function getSessionId(): string | null {
  return memoryTokens?.session_id ?? (safeGet(SESSION_ID_KEY) || null);
}

/**
 * Stores the pair, in memory when storage refuses. `sameUser` (a refresh) keeps the owner; a new
 * sign-in forgets it until the user is known.
 */
export function storeTokens(tokens: { access_token: string; session_id: string }, { sameUser = false } = {}): void {
  try {
    if (!sameUser) window.localStorage.removeItem(SESSION_OWNER_KEY);
    window.localStorage.setItem(ACCESS_TOKEN_KEY, tokens.access_token);
    window.localStorage.setItem(SESSION_ID_KEY, tokens.session_id);
    memoryTokens = null;
  } catch {
    memoryTokens = { access_token: tokens.access_token, session_id: tokens.session_id };
    reportStorageUnwritable();
  }
}

/** Failed start-up checks forget the token pair only. */
export function clearTokens(): void {
  memoryTokens = null;
  try {
    window.localStorage.removeItem(ACCESS_TOKEN_KEY);
    window.localStorage.removeItem(SESSION_ID_KEY);
    window.localStorage.removeItem(SESSION_OWNER_KEY);
  } catch {
    // Nothing stored, nothing to clear.
  }
}

/**
 * The end of a session (SPEC.md section 4, step 7 "clears all local storage", read as all of
 * the session and the user): every key but KEPT_STORAGE_KEYS.
 */
export function clearSessionAndUserData(): void {
  memoryTokens = null;
  try {
    const storage = window.localStorage;
    const keys: string[] = [];
    for (let i = 0; i < storage.length; i += 1) {
      const key = storage.key(i);
      if (key !== null && !KEPT_STORAGE_KEYS.includes(key)) keys.push(key);
    }
    for (const key of keys) storage.removeItem(key);
  } catch {
    // Nothing stored, nothing to clear.
  }
}

/**
 * What /callback does with the login service's answer (../shared/api/README.md step 3). The
 * page strips the address bar first; this decides, without React, what the answer means.
 */
import type { User } from '@/api/staking/types';
import { checkSessionStep, clearTokens, loadUserWithoutRefresh as loadUser, storeTokens } from '@/lib/session';
import { takeSavedSignIn } from './signInRedirect';

export type CallbackOutcome =
  | { kind: 'signed-in'; user: User; returnTo: string }
  | { kind: 'no-session'; returnTo: string }
  | { kind: 'state-mismatch'; returnTo: string }
  | { kind: 'storage-blocked'; returnTo: string }
  | { kind: 'login-error'; description: string | null; returnTo: string }
  | { kind: 'profile-failed'; message: string; returnTo: string };

export interface CallbackParams {
  accessToken: string | null;
  sessionId: string | null;
  state: string | null;
  error: string | null;
  errorDescription: string | null;
}

/** Reads the answer from the query string or, equally, the fragment. */
export function readCallbackParams(href: string): CallbackParams {
  const url = new URL(href);
  const query = url.searchParams;
  const fragment = new URLSearchParams(url.hash.replace(/^#/, ''));
  const pick = (name: string) => query.get(name) || fragment.get(name) || null;
  return {
    accessToken: pick('access_token'),
    sessionId: pick('session_id'),
    state: pick('state'),
    error: pick('error'),
    errorDescription: pick('error_description'),
  };
}

/** The longest error_description shown: it comes from the address bar, which anyone can write. */
export const MAX_ERROR_DESCRIPTION = 200;

/** error_description as plain, single-line text of bounded length (the page shows it as text). */
export function boundErrorDescription(description: string | null): string | null {
  // eslint-disable-next-line no-control-regex
  const clean = description?.replace(/[\u0000-\u001f\u007f\s]+/g, ' ').trim() ?? '';
  if (clean === '') return null;
  const chars = Array.from(clean);
  return chars.length > MAX_ERROR_DESCRIPTION ? `${chars.slice(0, MAX_ERROR_DESCRIPTION - 1).join('')}…` : clean;
}

export async function completeSignIn(params: CallbackParams): Promise<CallbackOutcome> {
  const { state: savedState, returnTo, storageBlocked } = takeSavedSignIn();

  if (params.error) {
    // Anyone can link here with an error_description of their own: it is shown only with the
    // state this browser saved, i.e. when it answers our own sign-in.
    const ours = Boolean(savedState) && params.state === savedState;
    return { kind: 'login-error', description: ours ? boundErrorDescription(params.errorDescription) : null, returnTo };
  }

  if (params.accessToken && params.sessionId) {
    // Tokens we did not ask for (no saved state, or another one) are never stored.
    if (storageBlocked) return { kind: 'storage-blocked', returnTo };
    if (!savedState || params.state !== savedState) return { kind: 'state-mismatch', returnTo };
    storeTokens({ access_token: params.accessToken, session_id: params.sessionId });
    const result = await loadUser();
    if (result.ok) return { kind: 'signed-in', user: result.data, returnTo };
    clearTokens();
    return { kind: 'profile-failed', message: result.error.message, returnTo };
  }

  // No token: the check-session step of the start-up sign-in (SPEC.md section 4, step 6).
  if ((await checkSessionStep()) !== 'session') return { kind: 'no-session', returnTo };
  const result = await loadUser();
  if (result.ok) return { kind: 'signed-in', user: result.data, returnTo };
  clearTokens();
  return { kind: 'profile-failed', message: result.error.message, returnTo };
}

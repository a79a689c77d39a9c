// The redirect to the login service and what /callback needs to finish it safely
// (../shared/api/README.md, "Login service"): `state` and the return path, for this tab only.
import { getConfig } from '@/config/runtimeConfig';
import { isCallbackPath, paths } from '@/config/paths';

const STATE_KEY = 'signin.state';
const RETURN_TO_KEY = 'signin.returnTo';

function randomState(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** A path on this origin to return to after sign-in, or null for anything else. */
export function safeReturnPath(candidate: string | null | undefined): string | null {
  if (!candidate || !candidate.startsWith('/') || candidate.startsWith('//') || candidate.startsWith('/\\'))
    return null;
  try {
    const origin = window.location.origin;
    const url = new URL(candidate, origin);
    if (url.origin !== origin || isCallbackPath(url.pathname)) return null;
    return url.pathname + url.search + url.hash;
  } catch {
    return null;
  }
}

export function buildLoginUrl(state: string): string {
  const { loginUrl, clientId } = getConfig();
  const url = new URL(`${loginUrl}/auth/login`);
  url.searchParams.set('client_id', clientId);
  url.searchParams.set('redirect_uri', `${window.location.origin}${paths.callback}`);
  url.searchParams.set('state', state);
  return url.toString();
}

/** Sends the browser to the login service; it comes back to /callback. */
export function startSignIn(
  returnPath: string = window.location.pathname + window.location.search,
  navigate: (url: string) => void = (url) => window.location.assign(url),
): void {
  const state = randomState();
  try {
    window.sessionStorage.setItem(STATE_KEY, state);
    window.sessionStorage.setItem(RETURN_TO_KEY, safeReturnPath(returnPath) ?? paths.home);
  } catch {
    // Storage blocked: /callback finds nothing saved and says why sign-in cannot finish.
  }
  navigate(buildLoginUrl(state));
}

/**
 * What startSignIn saved, read once: a replayed callback finds nothing. `storageBlocked`: the
 * browser refuses session storage, so nothing could have been saved.
 */
export function takeSavedSignIn(): { state: string | null; returnTo: string; storageBlocked?: true } {
  try {
    const state = window.sessionStorage.getItem(STATE_KEY);
    const returnTo = safeReturnPath(window.sessionStorage.getItem(RETURN_TO_KEY)) ?? paths.home;
    window.sessionStorage.removeItem(STATE_KEY);
    window.sessionStorage.removeItem(RETURN_TO_KEY);
    return { state, returnTo };
  } catch {
    return { state: null, returnTo: paths.home, storageBlocked: true };
  }
}

// The start-up sign-in wired to the real requests, begun by src/index.tsx as soon as config.js is
// read so its requests go out while the app's code is still arriving.
import type { User } from '@/api/staking/types';
import { isUnanswered } from '@/api/errors';
import { setConnectionStatus } from './connectionStatus';
import { checkLoginSession, loadUserWithoutRefresh, refreshSession } from './refresh';
import { clearTokens, getAccessToken } from './sessionStorage';
import { bootstrapSession, type CheckSessionStepOutcome } from './startupSteps';

/** check-session as the sign-in steps see it; an invalid session or client is only logged. */
export async function checkSessionStep(): Promise<CheckSessionStepOutcome> {
  const outcome = await checkLoginSession();
  if (outcome.ok) return outcome.hasSession ? 'session' : 'none';
  if (isUnanswered(outcome.error)) return 'unreachable';
  if (outcome.error.status === 401) console.warn('check-session: the login session or client is not valid.');
  return 'failed';
}

/**
 * Resolves at once when the browser is online; otherwise says so (the connection notice and
 * the start-up screen read it) and resolves when it is back.
 */
export function whenOnline(): Promise<void> {
  if (typeof navigator === 'undefined' || navigator.onLine !== false) return Promise.resolve();
  return new Promise((resolve) => {
    const back = () => {
      window.removeEventListener('online', back);
      setConnectionStatus('ok');
      resolve();
    };
    setConnectionStatus('offline', back);
    window.addEventListener('online', back);
  });
}

/** `onLateSession`: see BootstrapDeps (a session the login service reports after the app started). */
export function runStartupSignIn({ onLateSession }: { onLateSession?: (user: User) => void } = {}) {
  // The token userinfo refused: if another tab has replaced it meanwhile, the refresh uses
  // that tab's tokens instead of refreshing with a session id it has just rotated away.
  let tokenTried: string | null = null;
  return bootstrapSession({
    hasAccessToken: () => getAccessToken() !== null,
    loadUser: () => {
      tokenTried = getAccessToken();
      return loadUserWithoutRefresh();
    },
    refresh: () => refreshSession(tokenTried),
    checkSession: checkSessionStep,
    clearTokens,
    whenOnline,
    onLateSession,
  });
}

/** The start-up sign-in as renderApp receives it. */
export interface StartupSignIn {
  /** Who is signed in (null: nobody); a failure answers null, so the app never stays on its spinner. */
  answer: Promise<User | null>;
  /** A session the login service reported only after the app had started signed out. */
  lateSession: Promise<User>;
}

export function beginStartupSignIn(): StartupSignIn {
  let deliverLate: (user: User) => void = () => undefined;
  const lateSession = new Promise<User>((resolve) => {
    deliverLate = resolve;
  });
  const answer = runStartupSignIn({ onLateSession: deliverLate }).catch(() => null);
  return { answer, lateSession };
}

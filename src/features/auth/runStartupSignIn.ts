/** The start-up sign-in wired to the real requests. */
import { checkLoginSession, loadUserWithoutRefresh, refreshSession } from '@/api/session';
import { clearTokens, getAccessToken } from '@/lib/session/sessionStorage';
import { bootstrapSession } from './bootstrapSession';

/** check-session as the sign-in steps see it; an invalid session or client is only logged. */
export async function checkSessionStep(): Promise<'session' | 'none' | 'failed'> {
  const outcome = await checkLoginSession();
  if (outcome.ok) return outcome.hasSession ? 'session' : 'none';
  if (outcome.error.status === 401) console.warn('check-session: the login session or client is not valid.');
  return 'failed';
}

export function runStartupSignIn() {
  return bootstrapSession({
    hasAccessToken: () => getAccessToken() !== null,
    loadUser: loadUserWithoutRefresh,
    refresh: refreshSession,
    checkSession: checkSessionStep,
    clearTokens,
  });
}

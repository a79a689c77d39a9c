/**
 * The start-up sign-in, exactly SPEC.md section 4 steps 1-7, as one unit whose requests are
 * injected so each branch is tested on its own (bootstrapSession.test.ts).
 */
import type { RequestResult } from '@/api/http';
import type { RefreshOutcome } from '@/api/session';
import type { User } from '@/api/staking/types';

export interface BootstrapDeps {
  hasAccessToken: () => boolean;
  loadUser: () => Promise<RequestResult<User>>;
  /** Clears all local storage itself when it fails (step 7). */
  refresh: () => Promise<RefreshOutcome>;
  /** 'session' once a token pair is stored; 'failed' covers every error (only logged). */
  checkSession: () => Promise<'session' | 'none' | 'failed'>;
  clearTokens: () => void;
}

/** Returns the signed-in user, or null when nobody is (and no token is left behind). */
export async function bootstrapSession(deps: BootstrapDeps): Promise<User | null> {
  const userAfterCheckSession = async (): Promise<User | null> => {
    if ((await deps.checkSession()) !== 'session') return null;
    return userOrSignOut(await deps.loadUser());
  };
  const userOrSignOut = (result: RequestResult<User>): User | null => {
    if (result.ok) return result.data;
    deps.clearTokens();
    return null;
  };

  // Step 6: no stored token, so ask the login service whether it holds a session.
  if (!deps.hasAccessToken()) return userAfterCheckSession();

  // Step 1.
  const first = await deps.loadUser();
  if (first.ok) return first.data;

  // Step 5: any error but a 401 signs out locally.
  if (first.error.status !== 401) return userOrSignOut(first);

  // Step 2: the token expired; one refresh with the stored session id.
  const refreshed = await deps.refresh();
  if (refreshed.ok) return userOrSignOut(await deps.loadUser());

  // Steps 3-4: the refresh failed (and cleared local storage); last, the session check.
  const user = await userAfterCheckSession();
  if (!user) deps.clearTokens();
  return user;
}

// The start-up sign-in, exactly SPEC.md section 4 steps 1–7, with its requests injected so each
// branch is tested on its own. A transient failure is not an answer: it is tried again, or
// waited out while offline (docs/session.md, "The session").
import { isWorthRetrying } from '@/api/errors';
import type { RequestResult } from '@/api/http';
import { retry } from '@/api/retry';
import type { RefreshOutcome } from './refresh';
import type { User } from '@/api/staking/types';

/** 'unreachable': no answer (a network error or a timeout); tried again. */
export type CheckSessionStepOutcome = 'session' | 'none' | 'failed' | 'unreachable';

export interface BootstrapDeps {
  hasAccessToken: () => boolean;
  loadUser: () => Promise<RequestResult<User>>;
  /** Clears everything of the session itself when refused (step 7). */
  refresh: () => Promise<RefreshOutcome>;
  /** 'session' once a token pair is stored; 'failed' covers every refusal (only logged). */
  checkSession: () => Promise<CheckSessionStepOutcome>;
  clearTokens: () => void;
  /** Pauses between tries (default: real time). */
  sleep?: (ms: number) => Promise<void>;
  /** Resolves once the browser is online (default: at once). */
  whenOnline?: () => Promise<void>;
  /**
   * Given, a visitor with no stored token starts signed out after one unanswered try; the tries go
   * on in the background and a session found then is handed here.
   */
  onLateSession?: (user: User) => void;
}

/** Pauses before the 2nd and 3rd try of a start-up request that got no answer. */
export const STARTUP_RETRY_DELAYS_MS: readonly number[] = [1_000, 2_000];

/** Returns the signed-in user, or null when nobody is (and no token is left behind). */
export async function bootstrapSession(deps: BootstrapDeps): Promise<User | null> {
  const { sleep } = deps;
  const whenOnline = deps.whenOnline ?? (() => Promise.resolve());

  /** Runs `attempt` (once the browser is online) until it gets an answer or the tries are used up. */
  const withRetries = <T>(attempt: () => Promise<T>, shouldRetry: (result: T) => boolean) =>
    retry(() => whenOnline().then(attempt), STARTUP_RETRY_DELAYS_MS, { shouldRetry, sleep });
  const unreachable = (outcome: CheckSessionStepOutcome) => outcome === 'unreachable';
  // A server error is tried again too (a deploy, a restart): only the last answer signs out.
  const loadUser = () => withRetries(deps.loadUser, (result) => !result.ok && isWorthRetrying(result.error));
  const checkSession = () => withRetries(deps.checkSession, unreachable);
  const refresh = async () => {
    await whenOnline();
    return deps.refresh();
  };

  const userAfterCheckSession = async (): Promise<User | null> => {
    if ((await checkSession()) !== 'session') return null;
    return userOrSignOut(await loadUser());
  };
  const userOrSignOut = (result: RequestResult<User>): User | null => {
    if (result.ok) return result.data;
    deps.clearTokens();
    return null;
  };

  // Step 6: no stored token, so ask the login service whether it holds a session.
  if (!deps.hasAccessToken()) {
    const onLateSession = deps.onLateSession;
    if (!onLateSession) return userAfterCheckSession();
    // Nobody is signed in on this device: the first page need not wait for an unanswered check.
    const outcome = await deps.checkSession();
    if (outcome !== 'unreachable') return outcome === 'session' ? userOrSignOut(await loadUser()) : null;
    // The tries go on in the background; the first one's outcome is already known.
    const tryAgain = (n: number) => (n === 0 ? Promise.resolve(outcome) : whenOnline().then(deps.checkSession));
    void retry(tryAgain, STARTUP_RETRY_DELAYS_MS, { shouldRetry: unreachable, sleep }).then(async (late) => {
      const user = late === 'session' ? userOrSignOut(await loadUser()) : null;
      if (user) onLateSession(user);
    });
    return null;
  }

  // Step 1.
  const first = await loadUser();
  if (first.ok) return first.data;

  // Step 5: any error but a 401 signs out locally.
  if (first.error.status !== 401) return userOrSignOut(first);

  // Step 2: the token expired; one refresh with the stored session id.
  const refreshed = await refresh();
  if (refreshed.ok) return userOrSignOut(await loadUser());
  // The refresh got no usable answer even after its retries: step 5.
  if (!refreshed.refused) return userOrSignOut({ ok: false, error: refreshed.error });

  // Steps 3-4: the refresh was refused (and cleared the session); last, the session check.
  const user = await userAfterCheckSession();
  if (!user) deps.clearTokens();
  return user;
}

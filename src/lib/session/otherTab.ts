/**
 * How this tab follows the session of the other tabs of the origin (crossTab.ts),
 * whether the news came as a message, as the stored token disappearing, or was found only
 * when this tab's start-up sign-in finished (a tab still loading hears nothing):
 * - the session ended there: it ends here, without touching storage again;
 * - someone else signed in there: this tab is cleared first, then shows that user, loaded
 *   with the tokens the other tab stored (tried again while no answer comes).
 */
import type { User } from '@/api/staking/types';
import type { AppDispatch, RootState } from '@/app/store';
import { selectUserId } from './authSlice';
import type { CrossTabMessage } from './crossTab';
import { loadUserWithoutRefresh } from './refresh';
import { sessionExpired, signedIn, signedOut } from './sessionEvents';
import { isUnanswered } from './startupSteps';

/** The store, or a listener's API: what following another tab needs of it. */
interface StoreLike {
  dispatch: AppDispatch;
  getState: () => RootState;
}

/** Pauses before the 2nd and 3rd try of loading the user another tab signed in as. */
export const FOLLOW_RETRY_DELAYS_MS: readonly number[] = [1_000, 2_000];

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Counts the news: a later one (a sign-out, another sign-in) takes over from a sign-in still loading. */
let latest = 0;

function shownUserId(store: StoreLike): string | null {
  return selectUserId(store.getState());
}

/** The profile of the user another tab signed in as; null if it cannot be had or the news is old. */
async function loadFollowedUser(userId: string, stale: () => boolean): Promise<User | null> {
  for (let attempt = 0; ; attempt += 1) {
    const result = await loadUserWithoutRefresh();
    if (stale()) return null;
    if (result.ok) return result.data.id === userId ? result.data : null;
    const transient = isUnanswered(result.error) || result.error.status >= 500;
    const delay = FOLLOW_RETRY_DELAYS_MS[attempt];
    if (!transient || delay === undefined) return null;
    await sleep(delay);
    if (stale()) return null;
  }
}

export function followOtherTab(store: StoreLike, message: CrossTabMessage): void {
  latest += 1;
  const userId = shownUserId(store);
  if (message.type !== 'signedIn') {
    if (userId === null) return;
    store.dispatch(
      message.type === 'signedOut' ? signedOut({ fromOtherTab: true }) : sessionExpired({ fromOtherTab: true }),
    );
    return;
  }
  if (userId === message.userId) return;
  // Nothing of the previous user stays, and no request goes out with the new user's token
  // while the previous one is on screen.
  if (userId !== null) store.dispatch(signedOut({ fromOtherTab: true, switching: true }));
  const mine = latest;
  void loadFollowedUser(message.userId, () => mine !== latest).then((user) => {
    if (user && mine === latest) store.dispatch(signedIn({ user, fromOtherTab: true }));
  });
}

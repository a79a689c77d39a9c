// How this tab follows the other tabs' session, however it hears of it (docs/session.md, "The
// session"): ended there, it ends here without touching storage again; another user there, this
// tab is cleared first, then shows that user.
import { isWorthRetrying } from '@/api/errors';
import { retry } from '@/api/retry';
import type { User } from '@/api/staking/types';
import type { AppDispatch, RootState } from '@/lib/store/state';
import { selectUserId } from './authSlice';
import { onSessionChange, onStoredTokenRemoved, type CrossTabMessage } from './crossTab';
import { loadUserWithoutRefresh } from './refresh';
import { sessionExpired, signedIn, signedOut } from './sessionEvents';

/** The store, or a listener's API: what following another tab needs of it. */
interface StoreLike {
  dispatch: AppDispatch;
  getState: () => RootState;
}

/**
 * How long a removed token waits for the message that usually comes with it: a sign-out there
 * then reads as a sign-out here, not as an ended session.
 */
export const TOKEN_REMOVED_GRACE_MS = 100;

/** Pauses before the 2nd and 3rd try of loading the user another tab signed in as. */
export const FOLLOW_RETRY_DELAYS_MS: readonly number[] = [1_000, 2_000];

/** Counts the news: a later one (a sign-out, another sign-in) takes over from a sign-in still loading. */
let latest = 0;

function shownUserId(store: StoreLike): string | null {
  return selectUserId(store.getState());
}

/** The profile of the user another tab signed in as; null if it cannot be had or the news is old. */
async function loadFollowedUser(userId: string, stale: () => boolean): Promise<User | null> {
  // null: the news went stale, so nothing more is asked.
  const load = async () => (stale() ? null : loadUserWithoutRefresh());
  const result = await retry(load, FOLLOW_RETRY_DELAYS_MS, {
    shouldRetry: (tried) => tried !== null && !tried.ok && isWorthRetrying(tried.error),
  });
  if (!result?.ok || stale()) return null;
  return result.data.id === userId ? result.data : null;
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

/**
 * Follows the other tabs' messages, and the stored token disappearing (which even an end that
 * sent no message does), from before the start-up answer is dispatched. Returns the stop.
 */
export function followOtherTabs(store: StoreLike): () => void {
  const timers = new Set<ReturnType<typeof setTimeout>>();
  const stopMessages = onSessionChange((message) => followOtherTab(store, message));
  const stopTokens = onStoredTokenRemoved(() => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      if (shownUserId(store) !== null) followOtherTab(store, { type: 'expired' });
    }, TOKEN_REMOVED_GRACE_MS);
    timers.add(timer);
  });
  return () => {
    stopMessages();
    stopTokens();
    timers.forEach(clearTimeout);
  };
}

/**
 * Follows the other tabs of the origin (lib/session/crossTab.ts): a sign-out or an ended
 * session there ends it here; a sign-in there (as anyone but the user on screen) first clears
 * this tab, then loads that user's profile with the tokens the other tab stored. Renders nothing.
 */
import { useEffect } from 'react';
import { loadUserWithoutRefresh } from '@/api/session';
import { selectUserId } from '@/lib/session/authSlice';
import { onSessionChange } from '@/lib/session/crossTab';
import { sessionExpired, signedIn, signedOut } from '@/lib/session/sessionEvents';
import { useAppStore } from '@/lib/store/hooks';

export function SessionSync() {
  const store = useAppStore();

  useEffect(() => {
    let latest = 0;
    return onSessionChange((message) => {
      latest += 1;
      const userId = selectUserId(store.getState());
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
      void loadUserWithoutRefresh().then((result) => {
        // A later message (a sign-out, another sign-in) has taken over.
        if (mine !== latest || !result.ok || result.data.id !== message.userId) return;
        store.dispatch(signedIn({ user: result.data, fromOtherTab: true }));
      });
    });
  }, [store]);

  return null;
}

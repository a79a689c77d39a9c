// Follows the other tabs' sessions (otherTab.ts): their messages, and the stored token
// disappearing, which even an end that sent no message does. Renders nothing.
import { useEffect } from 'react';
import { useAppStore } from '@/lib/store/hooks';
import { selectUserId } from './authSlice';
import { onSessionChange, onStoredTokenRemoved } from './crossTab';
import { followOtherTab } from './otherTab';

/**
 * How long a removed token waits for the message that usually comes with it: a sign-out there
 * then reads as a sign-out here, not as an ended session.
 */
export const TOKEN_REMOVED_GRACE_MS = 100;

export function SessionSync() {
  const store = useAppStore();

  useEffect(() => {
    const timers = new Set<ReturnType<typeof setTimeout>>();
    const stopMessages = onSessionChange((message) => followOtherTab(store, message));
    const stopTokens = onStoredTokenRemoved(() => {
      const timer = setTimeout(() => {
        timers.delete(timer);
        if (selectUserId(store.getState()) !== null) followOtherTab(store, { type: 'expired' });
      }, TOKEN_REMOVED_GRACE_MS);
      timers.add(timer);
    });
    return () => {
      stopMessages();
      stopTokens();
      timers.forEach(clearTimeout);
    };
  }, [store]);

  return null;
}

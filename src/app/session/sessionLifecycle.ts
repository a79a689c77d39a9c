/**
 * What every change of session does, wherever it came from (this tab's sign-in or sign-out,
 * a refused refresh, another tab): which user this tab's requests may carry tokens for, the
 * API caches (never one user's answers on another's screen), the storage of an ended session
 * (all of it but the money journal, sessionStorage.ts) and the message to the other tabs.
 */
import { isAnyOf, type ListenerMiddlewareInstance, type UnknownAction } from '@reduxjs/toolkit';
import { broadcastSessionChange } from '@/lib/session/crossTab';
import { sessionExpired, sessionRestored, signedIn, signedOut } from '@/lib/session/sessionEvents';
import {
  clearSessionAndUserData,
  getSessionOwner,
  hasStoredTokens,
  setSessionOwner,
  setTabUser,
} from '@/lib/session/sessionStorage';
import { loadedApis } from '@/lib/store/lazyApis';
import { followOtherTab } from './otherTabSession';

/** Empties every API cache loaded so far (one not loaded yet holds nothing). */
function resetApiCaches(dispatch: (action: UnknownAction) => unknown): void {
  for (const api of loadedApis()) dispatch(api.util.resetApiState());
}

interface AuthShape {
  auth: { user: { id: string } | null };
}

export interface SessionLifecycleOptions {
  /**
   * The session changed hands (signed out, ended, another user signed in), after the caches
   * were emptied: the support export's recorder starts again from this state.
   */
  onUserChange?: (state: unknown) => void;
}

export function registerSessionLifecycle(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  listeners: ListenerMiddlewareInstance<any, any>,
  { onUserChange }: SessionLifecycleOptions = {},
): void {
  listeners.startListening({
    actionCreator: sessionRestored,
    effect: (action, api) => {
      const userId = action.payload.user?.id ?? null;
      setTabUser(userId);
      if (!userId) return;
      // Another tab may have changed the session while this one was starting, and a tab that
      // is still loading hears no message: storage says what is true now.
      const owner = getSessionOwner();
      if (owner !== null && owner !== userId) followOtherTab(api, { type: 'signedIn', userId: owner });
      else if (!hasStoredTokens()) followOtherTab(api, { type: 'expired' });
      // The start-up sign-in has just shown whose tokens these are.
      else setSessionOwner(userId);
    },
  });

  listeners.startListening({
    actionCreator: signedIn,
    effect: (action, api) => {
      const before = (api.getOriginalState() as AuthShape).auth.user?.id ?? null;
      const userId = action.payload.user.id;
      setTabUser(userId);
      setSessionOwner(userId);
      if (before !== userId) {
        resetApiCaches(api.dispatch);
        onUserChange?.(api.getState());
      }
      if (!action.payload.fromOtherTab) broadcastSessionChange({ type: 'signedIn', userId });
    },
  });

  listeners.startListening({
    matcher: isAnyOf(signedOut, sessionExpired),
    effect: (action: ReturnType<typeof signedOut> | ReturnType<typeof sessionExpired>, api) => {
      setTabUser(null);
      resetApiCaches(api.dispatch);
      onUserChange?.(api.getState());
      if (action.payload.fromOtherTab) return; // That tab cleared storage and told the others.
      clearSessionAndUserData();
      broadcastSessionChange({ type: signedOut.match(action) ? 'signedOut' : 'expired' });
    },
  });
}

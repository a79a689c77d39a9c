// What every change of session does, wherever it came from: whose tokens requests may carry, the
// API caches (never one user's answers on another's screen), the storage and the other tabs
// (docs/session.md, "The session").
import { isAnyOf, type ListenerMiddlewareInstance, type UnknownAction } from '@reduxjs/toolkit';
import type { AppDispatch, RootState } from '@/lib/store/state';
import { loadedApis } from '@/api/lazyApis';
import { retryConnection } from './connectionStatus';
import { broadcastSessionChange } from './crossTab';
import { followOtherTab } from './otherTab';
import { connectionRetryRequested, sessionExpired, sessionRestored, signedIn, signedOut } from './sessionEvents';
import {
  clearSessionAndUserData,
  getSessionOwner,
  hasStoredTokens,
  setSessionOwner,
  setTabUser,
} from './sessionStorage';

/** Empties every API cache loaded so far (one not loaded yet holds nothing). */
function resetApiCaches(dispatch: (action: UnknownAction) => unknown): void {
  for (const api of loadedApis()) dispatch(api.util.resetApiState());
}

export interface SessionLifecycleOptions {
  /**
   * The session changed hands (signed out, ended, another user signed in), after the caches
   * were emptied: the support export's recorder starts again from this state.
   */
  onUserChange?: (state: unknown) => void;
}

export function registerSessionLifecycle(
  listeners: ListenerMiddlewareInstance,
  { onUserChange }: SessionLifecycleOptions = {},
): void {
  const startAppListening = listeners.startListening.withTypes<RootState, AppDispatch>();

  startAppListening({
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

  startAppListening({
    actionCreator: signedIn,
    effect: (action, api) => {
      const before = api.getOriginalState().auth.user?.id ?? null;
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

  startAppListening({
    matcher: isAnyOf(signedOut, sessionExpired),
    effect: (action: ReturnType<typeof signedOut | typeof sessionExpired>, api) => {
      setTabUser(null);
      resetApiCaches(api.dispatch);
      onUserChange?.(api.getState());
      if (action.payload.fromOtherTab) return; // That tab cleared storage and told the others.
      clearSessionAndUserData();
      broadcastSessionChange({ type: signedOut.match(action) ? 'signedOut' : 'expired' });
    },
  });

  // A refused refresh that no request waits on (the notice's Retry) ends the session here.
  startAppListening({
    actionCreator: connectionRetryRequested,
    effect: async (_action, api) => {
      if (await retryConnection()) api.dispatch(sessionExpired());
    },
  });
}

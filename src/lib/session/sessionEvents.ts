// Session events, named for what happened, shared by the API layer, the auth slice and the
// cross-tab sync; in lib so the API layer never imports a feature. `fromOtherTab`: this tab only
// follows (crossTab.ts).
import { createAction } from '@reduxjs/toolkit';
import type { User } from '@/api/staking/types';

export interface SessionEventOrigin {
  fromOtherTab?: boolean;
  /** The other tab signed in as someone else: this tab signs out only to follow it. */
  switching?: boolean;
}

/** The start-up sign-in finished; user is null when nobody is signed in. */
export const sessionRestored = createAction<{ user: User | null }>('session/restored');
/** The user came back from the login service (or signed in in another tab) and their profile was loaded. */
export const signedIn = createAction<{ user: User } & SessionEventOrigin>('session/signedIn');
/** The user asked to sign out (the local sign-out happens even if the server call fails). */
export const signedOut = createAction('session/signedOut', (origin: SessionEventOrigin = {}) => ({ payload: origin }));
/** A refresh was refused: everything of the session and the user was cleared; sign in again. */
export const sessionExpired = createAction('session/expired', (origin: SessionEventOrigin = {}) => ({
  payload: origin,
}));
/** The connection notice's Retry was pressed (lifecycle.ts ends the session if it is refused). */
export const connectionRetryRequested = createAction('session/connectionRetryRequested');

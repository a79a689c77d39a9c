/**
 * Session events, shared by the API layer (which detects them) and the auth slice (which
 * reacts). They live in lib so the API layer never imports a feature. Actions are named as
 * events: what happened, not what to set.
 */
import { createAction } from '@reduxjs/toolkit';
import type { User } from '@/api/staking/types';

/** The start-up sign-in finished; user is null when nobody is signed in. */
export const sessionRestored = createAction<{ user: User | null }>('session/restored');
/** The user came back from the login service and their profile was loaded. */
export const signedIn = createAction<{ user: User }>('session/signedIn');
/** The user asked to sign out (the local sign-out happens even if the server call fails). */
export const signedOut = createAction('session/signedOut');
/** A refresh failed: local storage was cleared and the user must sign in again. */
export const sessionExpired = createAction('session/expired');

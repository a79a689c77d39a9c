// Hands the session's functions to the API layer, which may not import this layer
// (docs/structure.md). Called at start-up (src/index.tsx) and by every store (src/app/store.ts).
import { provideSession } from '@/api/http';
import { claimRefusal, refreshSession, waitForRefresh } from './refresh';
import { sessionExpired } from './sessionEvents';
import { getAccessToken, getSessionId } from './sessionStorage';

export function connectSessionToApi(): void {
  // Wrappers, not the functions: a test's spy on this folder's modules still takes effect.
  provideSession({
    getAccessToken: () => getAccessToken(),
    getSessionId: () => getSessionId(),
    waitForRefresh: () => waitForRefresh(),
    refreshSession: (staleToken) => refreshSession(staleToken),
    claimRefusal: (outcome) => claimRefusal(outcome),
    sessionExpired: () => sessionExpired(),
  });
}

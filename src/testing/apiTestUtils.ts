// Helpers for the API layer's tests (src/api and the features' endpoints). The tests override
// every request with `server.use(...)`, so they do not depend on the fixture backend's defaults;
// each test file passes in the MSW server it set up.
import { configureStore, type Middleware } from '@reduxjs/toolkit';
import type { SetupServer } from 'msw/node';
import { stakingApi } from '@/api/staking/stakingApi';
import { voteApi } from '@/api/vote/voteApi';

export const STAKING = 'http://staking.test';
export const VOTE = 'http://vote.test';

/** A fresh store with just the two API caches, recording every action dispatched. */
export function makeApiStore() {
  const actions: unknown[] = [];
  const recorder: Middleware = () => (next) => (action) => {
    actions.push(action);
    return next(action);
  };
  const store = configureStore({
    reducer: { [stakingApi.reducerPath]: stakingApi.reducer, [voteApi.reducerPath]: voteApi.reducer },
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware().prepend(recorder).concat(stakingApi.middleware, voteApi.middleware),
  });
  return {
    store,
    actions,
    /** Type strings of the plain actions dispatched so far. */
    actionTypes: () =>
      actions.flatMap((action) =>
        typeof action === 'object' && action !== null && 'type' in action ? [String(action.type)] : [],
      ),
    /** Everything the store and its actions hold, as one string to search for secrets. */
    dump: () => JSON.stringify({ state: store.getState(), actions }),
  };
}

export interface RecordedRequest {
  method: string;
  url: string;
}

/** Records every request the server sees from now until the end of the current test. */
export function recordRequests(server: SetupServer): RecordedRequest[] {
  const requests: RecordedRequest[] = [];
  const listener = ({ request }: { request: Request }) => {
    requests.push({ method: request.method, url: request.url });
  };
  server.events.on('request:start', listener);
  afterEachOnce(() => server.events.removeListener('request:start', listener));
  return requests;
}

const cleanups: (() => void)[] = [];
function afterEachOnce(cleanup: () => void) {
  cleanups.push(cleanup);
}
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

export function seedTokens(accessToken = 'access-old', sessionId = 'session-old') {
  window.localStorage.setItem('access_token', accessToken);
  window.localStorage.setItem('session_id', sessionId);
}

/** Resolves once `check` holds; fails after `timeoutMs`. */
export async function until(check: () => boolean, timeoutMs = 2000): Promise<void> {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > timeoutMs) throw new Error('Condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

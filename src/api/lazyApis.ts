// The RTK Query APIs join the store when their module first loads
// (docs/performance.md#lazy-apis). Code that acts on every API cache uses loadedApis(): an API
// not loaded yet has nothing cached.
import type { Middleware, Reducer, UnknownAction } from '@reduxjs/toolkit';

/** What the store needs of an RTK Query API (createApi's result fits). */
export interface LazyApi {
  reducerPath: string;
  reducer: Reducer;
  middleware: Middleware;
  util: { resetApiState: () => UnknownAction };
}

const apis: LazyApi[] = [];
const listeners = new Set<(api: LazyApi) => void>();

/** Called once by each API module as it loads. */
export function registerApi(api: LazyApi): void {
  if (apis.includes(api)) return;
  apis.push(api);
  for (const listener of listeners) listener(api);
}

/** Calls `listener` for every API loaded so far, then for each one loaded later; returns the stop. */
export function onApiLoaded(listener: (api: LazyApi) => void): () => void {
  for (const api of apis) listener(api);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The APIs loaded so far. */
export function loadedApis(): readonly LazyApi[] {
  return apis;
}

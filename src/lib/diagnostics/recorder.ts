/**
 * The last actions and the states they produced, for the support export (diagnostics.ts). A
 * middleware at the end of the chain keeps references only: Redux state is immutable, so
 * keeping it costs nothing until a user asks for an export, and it is sanitized then. Nothing
 * here is in the store or persisted; it lives as long as the page.
 */
import type { Middleware, UnknownAction } from '@reduxjs/toolkit';

export const RECORDED_ACTIONS = 50;

export interface RecordedEntry {
  action: UnknownAction;
  state: unknown;
  timestamp: number;
}

export interface RecordedHistory {
  /** The state before the first kept action (DevTools' committed state). */
  committedState: unknown;
  entries: readonly RecordedEntry[];
}

export interface ActionRecorder {
  middleware: Middleware;
  history(): RecordedHistory;
}

let active: ActionRecorder | null = null;

/** The recorder of the app's store (the last one made); null before a store exists. */
export function activeRecorder(): ActionRecorder | null {
  return active;
}

export function createActionRecorder(limit = RECORDED_ACTIONS): ActionRecorder {
  let committedState: unknown = undefined;
  let started = false;
  const entries: RecordedEntry[] = [];
  const middleware: Middleware = (api) => (next) => (action) => {
    if (!started) {
      committedState = api.getState();
      started = true;
    }
    const result = next(action);
    // Only plain actions reach the end of the chain (thunks stop at the thunk middleware).
    if (typeof action === 'object' && action !== null && typeof (action as UnknownAction).type === 'string') {
      entries.push({ action: action as UnknownAction, state: api.getState(), timestamp: Date.now() });
      if (entries.length > limit) committedState = entries.shift()?.state;
    }
    return result;
  };
  const recorder: ActionRecorder = { middleware, history: () => ({ committedState, entries: [...entries] }) };
  active = recorder;
  return recorder;
}

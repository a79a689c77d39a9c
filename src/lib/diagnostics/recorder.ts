// The last actions and states for the support export, kept as references (state is immutable)
// and sanitized only on export. Reset when the session changes hands, so an export never holds
// the previous user's history.
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
  /** The personal values of every user any recorded state held, resets included. */
  personalValues: readonly string[];
}

export interface ActionRecorder {
  middleware: Middleware;
  history(): RecordedHistory;
  /** Forgets every action and state: from now on the history starts at `state`. */
  reset(state: unknown): void;
}

export interface ActionRecorderOptions {
  limit?: number;
  /** The values that identify the person a state belongs to (its user's email, name, ...). */
  personalValues?: (state: unknown) => readonly string[];
}

let active: ActionRecorder | null = null;

/** The recorder of the app's store (the last one made); null before a store exists. */
export function activeRecorder(): ActionRecorder | null {
  return active;
}

export function createActionRecorder({
  limit = RECORDED_ACTIONS,
  personalValues = () => [],
}: ActionRecorderOptions = {}): ActionRecorder {
  let committedState: unknown = undefined;
  let started = false;
  const entries: RecordedEntry[] = [];
  const personal = new Set<string>();
  const notePersonal = (state: unknown) => {
    for (const value of personalValues(state)) personal.add(value);
  };
  const middleware: Middleware = (api) => (next) => (action) => {
    if (!started) {
      committedState = api.getState();
      notePersonal(committedState);
      started = true;
    }
    const result = next(action);
    // Only plain actions reach the end of the chain (thunks stop at the thunk middleware).
    if (typeof action === 'object' && action !== null && typeof (action as UnknownAction).type === 'string') {
      const state = api.getState();
      notePersonal(state);
      entries.push({ action: action as UnknownAction, state, timestamp: Date.now() });
      if (entries.length > limit) committedState = entries.shift()?.state;
    }
    return result;
  };
  const recorder: ActionRecorder = {
    middleware,
    history: () => ({ committedState, entries: [...entries], personalValues: [...personal] }),
    reset(state) {
      entries.length = 0;
      committedState = state;
      notePersonal(state);
      started = true;
    },
  };
  active = recorder;
  return recorder;
}

/**
 * The start-up sign-in, begun by src/index.tsx as soon as config.js is read (its requests go
 * out while the app's code is still arriving) and taken over by SessionGate when it mounts.
 * A visitor with no stored token is not kept waiting by a login service that gives no answer:
 * the app starts signed out and a session found by the later tries arrives through
 * onLateStartupSession.
 */
import type { User } from '@/api/staking/types';
import { runStartupSignIn } from './runStartupSignIn';

let begun: Promise<User | null> | null = null;
/** The begun sign-in's answer once it has come (a failure starts signed out, as in SessionGate). */
let answer: { user: User | null } | null = null;
let lateUser: User | null = null;
let lateListener: ((user: User) => void) | null = null;

function deliverLate(user: User): void {
  if (lateListener) lateListener(user);
  else lateUser = user;
}

export function beginStartupSignIn(): void {
  if (begun) return;
  const run = runStartupSignIn({ onLateSession: deliverLate });
  begun = run;
  const settle = (user: User | null) => {
    if (begun === run) answer = { user };
  };
  run.then(settle, () => settle(null));
}

/** The sign-in begun at start-up (or begun now), handed out once. */
export function takeStartupSignIn(): Promise<User | null> {
  const taken = begun ?? runStartupSignIn({ onLateSession: deliverLate });
  begun = null;
  answer = null;
  return taken;
}

/**
 * The start-up sign-in's answer if it has already come (the usual case: its request went out
 * while the app's code was still loading), handed out once like takeStartupSignIn; else null.
 */
export function takeStartupAnswer(): { user: User | null } | null {
  const taken = answer;
  if (taken) {
    begun = null;
    answer = null;
  }
  return taken;
}

/** Hands over a session the start-up tries found after the app had started signed out. */
export function onLateStartupSession(listener: (user: User) => void): () => void {
  lateListener = listener;
  if (lateUser) {
    const user = lateUser;
    lateUser = null;
    listener(user);
  }
  return () => {
    if (lateListener === listener) lateListener = null;
  };
}

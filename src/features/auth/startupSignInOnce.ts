/**
 * The start-up sign-in, begun by src/index.tsx as soon as config.js is read (its requests go
 * out while the app's code is still arriving) and taken over by SessionGate when it mounts.
 */
import type { User } from '@/api/staking/types';
import { runStartupSignIn } from './runStartupSignIn';

let begun: Promise<User | null> | null = null;

export function beginStartupSignIn(): void {
  begun ??= runStartupSignIn();
}

/** The sign-in begun at start-up, handed out once; null when none was begun (tests). */
export function takeStartupSignIn(): Promise<User | null> | null {
  const taken = begun;
  begun = null;
  return taken;
}

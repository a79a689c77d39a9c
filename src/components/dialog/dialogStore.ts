// The one owner of whether a dialog is open, outside React, one entry per name, so a click
// re-renders only that dialog's shell. `session` counts openings: each starts the content afresh.
// See docs/performance.md#kept-mounted-dialogs and docs/structure.md, "Small pieces written once".
import { useCallback, useId, useLayoutEffect, useSyncExternalStore } from 'react';
import { createListeners, type Listeners } from '@/lib/listeners';

export interface DialogSnapshot<P = unknown> {
  open: boolean;
  /** Grows with each opening. */
  session: number;
  /** What the opener passed (the content to vote on, say); kept after closing. */
  payload: P | undefined;
}

const CLOSED: DialogSnapshot = { open: false, session: 0, payload: undefined };
const snapshots = new Map<string, DialogSnapshot>();
const listeners = new Map<string, Listeners>();

export function getDialog<P = unknown>(name: string): DialogSnapshot<P> {
  return (snapshots.get(name) ?? CLOSED) as DialogSnapshot<P>;
}

function update(name: string, next: DialogSnapshot): void {
  snapshots.set(name, next);
  listeners.get(name)?.notify();
}

/** Opens `name` (with what its content needs); opening an open dialog only changes its payload. */
export function openDialog(name: string, payload?: unknown): void {
  const current = getDialog(name);
  if (current.open && current.payload === payload) return;
  update(name, { open: true, session: current.open ? current.session : current.session + 1, payload });
}

export function closeDialog(name: string): void {
  const current = getDialog(name);
  if (current.open) update(name, { ...current, open: false });
}

function subscribe(names: readonly string[], listener: () => void): () => void {
  const removals = names.map((name) => {
    let set = listeners.get(name);
    if (!set) listeners.set(name, (set = createListeners()));
    return set.subscribe(listener);
  });
  return () => removals.forEach((remove) => remove());
}

export function useDialog<P = unknown>(name: string): DialogSnapshot<P> {
  const subscribeName = useCallback((listener: () => void) => subscribe([name], listener), [name]);
  return useSyncExternalStore(subscribeName, () => getDialog<P>(name));
}

/** Whether any of `names` is open (re-renders only when that answer changes). */
export function useAnyDialogOpen(names: readonly string[]): boolean {
  const key = names.join('\n');
  const subscribeNames = useCallback((listener: () => void) => subscribe(key.split('\n'), listener), [key]);
  return useSyncExternalStore(subscribeNames, () => key.split('\n').some((name) => getDialog(name).open));
}

/**
 * A dialog that is a step of something else (a form's review, a deposit just sent): that state,
 * handed to the store under a name of the dialog's own, which the returned name shows.
 */
export function useDialogWhile(open: boolean): string {
  const name = `step${useId()}`;
  useLayoutEffect(() => (open ? openDialog(name) : closeDialog(name)), [open, name]);
  // Gone with its dialog: the name is never used again.
  useLayoutEffect(() => () => void snapshots.delete(name), [name]);
  return name;
}

/** Tests: every dialog closed and forgotten. */
export function resetDialogsForTests(): void {
  snapshots.clear();
  listeners.forEach((set) => set.notify());
}

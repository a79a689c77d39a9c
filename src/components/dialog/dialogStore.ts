// The one owner of whether a dialog is open, outside React, one entry per name, so a click
// re-renders only that dialog's shell. `session` counts openings: each starts the content afresh.
// See docs/performance.md#kept-mounted-dialogs and docs/structure.md, "Small pieces written once".
import { useCallback, useId, useLayoutEffect, useMemo, useSyncExternalStore } from 'react';
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

/** A form's confirmation step: the dialog it shows and the review it holds. */
export interface ReviewStep<R> {
  /** The dialog store's entry of the step's dialog. */
  name: string;
  /** Shows `review` (or puts it in place of the one shown). */
  show: (review: R) => void;
  close: () => void;
  /** The review shown, for a handler (Confirm) that acts on it; null while closed. */
  current: () => R | null;
}

/**
 * A form's review held by the store under a name of its own, so Review renders the confirmation
 * alone, not the whole form (docs/performance.md#kept-mounted-dialogs). It closes when `holds`
 * turns false (the wallet it was for is gone) and is forgotten when the form goes.
 */
export function useReviewStep<R>(holds = true): ReviewStep<R> {
  const name = `review${useId()}`;
  useLayoutEffect(() => {
    if (!holds) closeDialog(name);
  }, [holds, name]);
  useLayoutEffect(() => () => void snapshots.delete(name), [name]);
  return useMemo(
    () => ({
      name,
      show: (review: R) => openDialog(name, review),
      close: () => closeDialog(name),
      current: () => shownReview(getDialog<R>(name)),
    }),
    [name],
  );
}

function shownReview<R>({ open, payload }: DialogSnapshot<R>): R | null {
  return open ? (payload ?? null) : null;
}

/** The review `step` shows now; re-renders only when that changes. */
export function useShownReview<R>(step: ReviewStep<R>): R | null {
  return shownReview(useDialog<R>(step.name));
}

/** Tests: every dialog closed and forgotten. */
export function resetDialogsForTests(): void {
  snapshots.clear();
  listeners.forEach((set) => set.notify());
}

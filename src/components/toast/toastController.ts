// The toast layer without its view: keys given at once, a toast with an id replacing the last with
// that id, and toasts raised before the view has arrived shown, in order, when it attaches.
import type { ReactNode } from 'react';
import type { SnackbarKey } from 'notistack';
import { truncateName } from '@/lib/format/text';

/**
 * The longest text a toast shows (in characters): a message can carry a server's words, and a
 * server that sends a page of text must not cover the screen with it.
 */
export const MAX_TOAST_TEXT = 300;

export type ToastKind = 'default' | 'info' | 'warning' | 'success' | 'error' | 'loading';

export interface ToastRequest {
  key: SnackbarKey;
  kind: ToastKind;
  message: ReactNode;
  /** The caller's id: a later toast with the same id replaces this one. */
  id?: string;
}

/** What shows toasts: the notistack bridge once loaded. */
export interface ToastView {
  show(request: ToastRequest): void;
  close(key: SnackbarKey): void;
  /** Closes every toast on screen. */
  closeAll?(): void;
}

export class ToastController {
  private view: ToastView | null = null;
  private waiting: ToastRequest[] = [];
  /** Toast id → key of the toast currently showing it. */
  private readonly byId = new Map<string, SnackbarKey>();
  private counter = 0;
  private onWaiting: (() => void) | null = null;

  /** Called whenever a toast has to wait for the view (so the view can be fetched at once). */
  whenWaiting(callback: (() => void) | null): void {
    this.onWaiting = callback;
  }

  enqueue(kind: ToastKind, text: ReactNode, id?: string): SnackbarKey {
    // Strings only: a node is the app's own markup. Either way React shows text, never HTML.
    const message = typeof text === 'string' ? truncateName(text, MAX_TOAST_TEXT) : text;
    if (id) this.dismiss(id);
    this.counter += 1;
    const key = `toast-${this.counter}`;
    if (id) this.byId.set(id, key);
    const request: ToastRequest = id ? { key, kind, message, id } : { key, kind, message };
    if (this.view) {
      this.view.show(request);
    } else {
      this.waiting.push(request);
      this.onWaiting?.();
    }
    return key;
  }

  dismiss(id: string): void {
    const key = this.byId.get(id);
    if (key === undefined) return;
    this.byId.delete(id);
    this.close(key);
  }

  /** Closes every toast (a session ended: nothing of the user may stay on screen). */
  dismissAll(): void {
    this.byId.clear();
    this.waiting = [];
    this.view?.closeAll?.();
  }

  /** The view reports a toast gone (closed by time, by the user or by a replacement). */
  exited(key: SnackbarKey, id?: string): void {
    if (id && this.byId.get(id) === key) this.byId.delete(id);
  }

  /** The toasts not shown yet (the view has not arrived). */
  get pending(): readonly ToastRequest[] {
    return this.waiting;
  }

  /** Connects the view: waiting toasts are shown in order. Returns the disconnect. */
  attach(view: ToastView): () => void {
    this.view = view;
    const waiting = this.waiting;
    this.waiting = [];
    for (const request of waiting) view.show(request);
    return () => {
      if (this.view === view) this.view = null;
    };
  }

  private close(key: SnackbarKey): void {
    if (this.view) this.view.close(key);
    else this.waiting = this.waiting.filter((request) => request.key !== key);
  }
}

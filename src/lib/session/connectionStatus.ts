/**
 * Whether the app can reach its backend for the session, as the header's connection notice
 * shows it: 'ok'; 'retrying' (a refresh met a timeout, a dropped connection, a 5xx or an
 * unreadable answer: the tokens are kept and it is tried again); 'offline' (the browser says
 * it is offline at start-up: the sign-in waits for it to come back). A small external store,
 * written by the API layer and the start-up sign-in, read by React with useSyncExternalStore.
 */
export type ConnectionStatus = 'ok' | 'retrying' | 'offline';

let status: ConnectionStatus = 'ok';
let retryHandler: (() => void) | null = null;
const listeners = new Set<() => void>();

export function getConnectionStatus(): ConnectionStatus {
  return status;
}

export function setConnectionStatus(next: ConnectionStatus, onRetry: (() => void) | null = null): void {
  retryHandler = next === 'ok' ? null : onRetry;
  if (next === status) return;
  status = next;
  for (const listener of [...listeners]) listener();
}

export function subscribeConnectionStatus(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The notice's retry button. */
export function retryConnection(): void {
  retryHandler?.();
}

/**
 * Whether the app can reach its backend for the session, as the header's connection notice
 * shows it: 'ok'; 'retrying' (a refresh met a timeout, a dropped connection, a 5xx or an
 * unreadable answer: the tokens are kept and it is tried again); 'offline' (the browser says
 * it is offline at start-up: the sign-in waits for it to come back). A small external store,
 * written by the API layer and the start-up sign-in, read by React with useSyncExternalStore.
 */
export type ConnectionStatus = 'ok' | 'retrying' | 'offline';

let status: ConnectionStatus = 'ok';
/** Resolves true when the retry ended the session (a refused refresh). */
type RetryHandler = () => Promise<boolean> | void;

let retryHandler: RetryHandler | null = null;
const listeners = new Set<() => void>();

export function getConnectionStatus(): ConnectionStatus {
  return status;
}

export function setConnectionStatus(next: ConnectionStatus, onRetry: RetryHandler | null = null): void {
  retryHandler = next === 'ok' ? null : onRetry;
  if (next === status) return;
  status = next;
  for (const listener of [...listeners]) listener();
}

export function subscribeConnectionStatus(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The notice's retry button; true when the retry ended the session. */
export async function retryConnection(): Promise<boolean> {
  return (await retryHandler?.()) === true;
}

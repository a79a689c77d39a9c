// Whether the app can reach its backend for the session, as the header's connection notice shows
// it: 'retrying' keeps the tokens and tries again, 'offline' waits for the browser to be back
// (docs/session.md, "The session").
import { createListeners } from '@/lib/listeners';

export type ConnectionStatus = 'ok' | 'retrying' | 'offline';

let status: ConnectionStatus = 'ok';
/** Resolves true when the retry ended the session (a refused refresh). */
type RetryHandler = () => Promise<boolean> | void;

let retryHandler: RetryHandler | null = null;
const listeners = createListeners();

export function getConnectionStatus(): ConnectionStatus {
  return status;
}

export function setConnectionStatus(next: ConnectionStatus, onRetry: RetryHandler | null = null): void {
  retryHandler = next === 'ok' ? null : onRetry;
  if (next === status) return;
  status = next;
  listeners.notify();
}

export const subscribeConnectionStatus = listeners.subscribe;

/** The notice's retry button; true when the retry ended the session. */
export async function retryConnection(): Promise<boolean> {
  return (await retryHandler?.()) === true;
}

// The last errors the page met, for the support export: messages only, bounded; no stack (it can
// hold URLs).
export const RECORDED_ERRORS = 20;
const MAX_MESSAGE = 500;

export interface RecordedError {
  time: string;
  source: 'error' | 'unhandledrejection' | 'render' | 'app';
  message: string;
}

const errors: RecordedError[] = [];

function messageOf(error: unknown): string {
  const text =
    error instanceof Error ? `${error.name}: ${error.message}` : typeof error === 'string' ? error : 'Unknown error';
  return text.length > MAX_MESSAGE ? `${text.slice(0, MAX_MESSAGE - 1)}…` : text;
}

export function recordError(source: RecordedError['source'], error: unknown): void {
  errors.push({ time: new Date().toISOString(), source, message: messageOf(error) });
  if (errors.length > RECORDED_ERRORS) errors.shift();
}

export function recentErrors(): readonly RecordedError[] {
  return [...errors];
}

let listening = false;

/** Records the window's uncaught errors and unhandled rejections (once per page). */
export function listenForPageErrors(): void {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  window.addEventListener('error', (event) => recordError('error', event.error ?? event.message));
  window.addEventListener('unhandledrejection', (event) => recordError('unhandledrejection', event.reason));
}

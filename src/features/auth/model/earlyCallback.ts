// The login service's answer, taken from the address bar by index.html's first script before
// any other runs (docs/deployment.md, "Serving with nginx"). Without that script (tests, an old cached
// index.html) the page reads the address itself.
import type { CallbackParams } from './completeSignIn';

declare global {
  interface Window {
    __callbackAnswer?: Record<string, unknown>;
  }
}

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/** The answer the first script kept, or null; removed from the window either way. */
export function takeEarlyCallbackParams(): CallbackParams | null {
  const answer = window.__callbackAnswer;
  delete window.__callbackAnswer;
  if (typeof answer !== 'object' || answer === null) return null;
  return {
    accessToken: text(answer.access_token),
    sessionId: text(answer.session_id),
    state: text(answer.state),
    error: text(answer.error),
    errorDescription: text(answer.error_description),
  };
}

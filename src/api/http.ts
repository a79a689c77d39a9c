// The one request function of every backend call: base URL, JSON, no cookies, a 10 s timeout, the
// bearer token, and the error message rule of SPEC.md section 7.
import type { UnknownAction } from '@reduxjs/toolkit';
import type { IntlShape } from 'react-intl';

export const REQUEST_TIMEOUT_MS = 10_000;
export const GENERIC_REQUEST_ERROR = 'There was an error with the request.';
/** SPEC.md section 8: a call that requires a token (the transfer calls) made without one. */
export const AUTH_TOKEN_NOT_FOUND = 'Authentication token not found';
/** The most of a server's own message the app shows (in characters); the rest is cut. */
export const MAX_SERVER_MESSAGE = 300;

/** Why a request failed, as the UI needs to tell it apart. Never carries a secret. */
export type ApiErrorKind = 'http' | 'timeout' | 'network' | 'malformed';

export interface ApiError {
  kind: ApiErrorKind;
  /** HTTP status, or 0 when no response arrived. */
  status: number;
  message: string;
  /** The message is the server's own words (the response's `error` field), not a status text. */
  fromServer?: true;
}

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Query parameters; undefined, null and '' are left out. */
  params?: Record<string, QueryValue>;
  body?: unknown;
  /**
   * 'stored' (default) sends the stored token if any; 'required' fails at once without one
   * (AUTH_TOKEN_NOT_FOUND, 401, no request); 'none' never sends it.
   */
  auth?: 'stored' | 'required' | 'none';
  signal?: AbortSignal;
  timeoutMs?: number;
}

export type RequestResult<T> = { ok: true; status: number; data: T } | { ok: false; error: ApiError };

export type RefreshOutcome = { ok: true } | { ok: false; refused: boolean; error: ApiError };

/**
 * What the API layer needs of the session (src/lib/session), handed in at start-up by
 * `connectSessionToApi`, so this layer never imports the one above it (docs/structure.md).
 */
export interface SessionPort {
  getAccessToken(): string | null;
  getSessionId(): string | null;
  /** Resolves once no refresh is under way. */
  waitForRefresh(): Promise<void>;
  /** One shared refresh; `staleToken` is the token a 401 refused. */
  refreshSession(staleToken: string): Promise<RefreshOutcome>;
  /** True for the one caller that ends the session after a refused refresh. */
  claimRefusal(outcome: RefreshOutcome): boolean;
  /** The action that ends the session in the store. */
  sessionExpired(): UnknownAction;
}

let sessionPort: SessionPort | null = null;

/** `null` disconnects it (a test of what happens before start-up). */
export function provideSession(port: SessionPort | null): void {
  sessionPort = port;
}

/** The session handed in at start-up; a request before that is a wiring bug, said loudly. */
export function session(): SessionPort {
  if (!sessionPort) throw new Error('The session was not connected to the API layer (connectSessionToApi).');
  return sessionPort;
}

export function buildUrl(baseUrl: string, path: string, params?: Record<string, QueryValue>): string {
  const url = new URL(baseUrl + path);
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    url.searchParams.set(key, String(value));
  }
  return url.toString();
}

/** The response's `error` field, when it has one worth showing. */
function bodyErrorMessage(body: unknown): string | null {
  if (typeof body === 'object' && body !== null && 'error' in body) {
    const message = (body as { error: unknown }).error;
    if (typeof message === 'string' && message.trim() !== '') return message;
  }
  return null;
}

async function readBody(response: Response): Promise<{ parsed: true; value: unknown } | { parsed: false }> {
  const text = await response.text();
  if (text.trim() === '') return { parsed: true, value: null };
  try {
    return { parsed: true, value: JSON.parse(text) as unknown };
  } catch {
    return { parsed: false };
  }
}

export async function request<T>(
  baseUrl: string,
  path: string,
  options: RequestOptions = {},
): Promise<RequestResult<T>> {
  const { method = 'GET', params, body, auth = 'stored', signal, timeoutMs = REQUEST_TIMEOUT_MS } = options;
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  const token = auth === 'none' ? null : session().getAccessToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  else if (auth === 'required')
    return { ok: false, error: { kind: 'http', status: 401, message: AUTH_TOKEN_NOT_FOUND } };
  // An already aborted caller signal never fires 'abort' again: do not start the request.
  if (signal?.aborted) return { ok: false, error: { kind: 'network', status: 0, message: GENERIC_REQUEST_ERROR } };

  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), timeoutMs);
  const onCallerAbort = () => timeout.abort();
  signal?.addEventListener('abort', onCallerAbort);
  try {
    const response = await fetch(buildUrl(baseUrl, path, params), {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'omit',
      signal: timeout.signal,
    });
    const content = await readBody(response);
    if (!response.ok) {
      const fromBody = bodyErrorMessage(content.parsed ? content.value : null);
      if (fromBody !== null)
        return { ok: false, error: { kind: 'http', status: response.status, message: fromBody, fromServer: true } };
      const message = response.statusText.trim() || GENERIC_REQUEST_ERROR;
      return { ok: false, error: { kind: 'http', status: response.status, message } };
    }
    if (!content.parsed) {
      return { ok: false, error: { kind: 'malformed', status: response.status, message: GENERIC_REQUEST_ERROR } };
    }
    return { ok: true, status: response.status, data: content.value as T };
  } catch {
    // The fetch error itself is not passed on: browsers can put the URL (and so a query
    // parameter) in it, and it says nothing a user can act on.
    const timedOut = timeout.signal.aborted && !signal?.aborted;
    return {
      ok: false,
      error: timedOut
        ? { kind: 'timeout', status: 0, message: GENERIC_REQUEST_ERROR }
        : { kind: 'network', status: 0, message: GENERIC_REQUEST_ERROR },
    };
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onCallerAbort);
  }
}

/**
 * Messages the app itself gives, named by the SPEC, that are meant for the user: the catalogue
 * message each is shown as (the English text stays the error's value, as the SPEC names it).
 */
const CLIENT_MESSAGES_FOR_USERS: Readonly<Record<string, string>> = {
  [AUTH_TOKEN_NOT_FOUND]: 'errors.authTokenNotFound',
  'session ID not found': 'errors.sessionIdNotFound',
};

/** Cut in code points, so an emoji or an accented letter is never cut in half. */
function cutToMaxServerMessage(message: string): string {
  const characters = Array.from(message);
  if (characters.length <= MAX_SERVER_MESSAGE) return message;
  return `${characters.slice(0, MAX_SERVER_MESSAGE).join('').trimEnd()}…`;
}

/**
 * What to tell the user about a failure: the server's words (cut, shown as text) or the SPEC's own
 * message; null when there are none, so the caller shows its fallback.
 */
export function serverMessage(error: unknown, intl: Pick<IntlShape, 'formatMessage'>): string | null {
  if (typeof error !== 'object' || error === null) return null;
  const { fromServer, message } = error as Partial<ApiError>;
  if (typeof message !== 'string' || message.trim() === '') return null;
  if (fromServer === true) return cutToMaxServerMessage(message.trim());
  const ownMessageId = Object.hasOwn(CLIENT_MESSAGES_FOR_USERS, message)
    ? CLIENT_MESSAGES_FOR_USERS[message]
    : undefined;
  return ownMessageId ? intl.formatMessage({ id: ownMessageId }) : null;
}

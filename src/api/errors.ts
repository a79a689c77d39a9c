// The failure rules of every request in one place: was there no answer (`isUnanswered`), did the
// server act (`didServerAct`: 'unknown' means check before sending again), is it worth retrying
// (`isWorthRetrying`: everything but a refusal)?
import { GENERIC_REQUEST_ERROR, type ApiError } from './http';

/**
 * 408 and 429 say the server did not take the request up (it timed out reading it, or turns
 * callers away for now): nothing was done, and the same request may well succeed later.
 */
const NOT_TAKEN_UP = new Set([408, 429]);

function isApiError(error: unknown): error is ApiError {
  if (typeof error !== 'object' || error === null) return false;
  const { kind, status, message } = error as Partial<ApiError>;
  return typeof kind === 'string' && typeof status === 'number' && typeof message === 'string';
}

/** The thrown error's `name`, whether an Error or RTK Query's serialized copy of one. */
function errorName(error: unknown): unknown {
  return typeof error === 'object' && error !== null ? (error as { name?: unknown }).name : undefined;
}

/**
 * Anything a request failed with, as an ApiError. What fetch throws is no answer with the generic
 * message (browsers can put the URL in theirs); anything unknown proves nothing about the server.
 */
export function toApiError(error: unknown): ApiError {
  if (isApiError(error)) return error;
  const name = errorName(error);
  if (name === 'TimeoutError') return { kind: 'timeout', status: 0, message: GENERIC_REQUEST_ERROR };
  if (name === 'TypeError' || name === 'AbortError')
    return { kind: 'network', status: 0, message: GENERIC_REQUEST_ERROR };
  if (name === 'SyntaxError') return { kind: 'malformed', status: 0, message: GENERIC_REQUEST_ERROR };
  const message = typeof error === 'string' ? error : (error as { message?: unknown } | null)?.message;
  return {
    kind: 'network',
    status: 0,
    message: typeof message === 'string' && message ? message : GENERIC_REQUEST_ERROR,
  };
}

/** No answer arrived: a dropped connection or a timeout. */
export function isUnanswered(error: unknown): boolean {
  const { kind } = toApiError(error);
  return kind === 'network' || kind === 'timeout';
}

/**
 * The server answered no: a 4xx but 408 and 429, or the app's own refusal to send (status 0
 * of kind 'http': no token, a secret already used). The same request gets the same answer.
 */
function isRefusal(error: ApiError): boolean {
  if (error.kind !== 'http') return false;
  return error.status === 0 || (error.status >= 400 && error.status < 500 && !NOT_TAKEN_UP.has(error.status));
}

/** Did the server carry out the request that failed so? 'unknown' must be checked before it goes again. */
export function didServerAct(error: unknown): 'no' | 'unknown' {
  const apiError = toApiError(error);
  return isRefusal(apiError) || (apiError.kind === 'http' && NOT_TAKEN_UP.has(apiError.status)) ? 'no' : 'unknown';
}

/** Worth another try later: no answer, a 5xx, a 408 or 429, an unreadable body; never a refusal. */
export function isWorthRetrying(error: unknown): boolean {
  return !isRefusal(toApiError(error));
}

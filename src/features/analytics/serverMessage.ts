/**
 * The server's own words about a failure, or null when it gave none: network trouble, a
 * timeout, an unreadable answer, or an HTTP error that carried only its status text ('Internal
 * Server Error'). The caller then shows its own message ('Transfer failed', ...).
 */
import { GENERIC_REQUEST_ERROR } from '@/api/http';

/**
 * HTTP reason phrases as servers send them (RFC 9110 spelling). The request layer falls back to
 * the status text when a failure has no `error` field, so one of these, exactly, is no message
 * of the server's own; a body that says 'Internal server error' in its own words still is.
 */
const BARE_STATUS_TEXTS = new Set([
  'Bad Request',
  'Unauthorized',
  'Payment Required',
  'Forbidden',
  'Not Found',
  'Method Not Allowed',
  'Not Acceptable',
  'Request Timeout',
  'Conflict',
  'Gone',
  'Payload Too Large',
  'Content Too Large',
  'Unprocessable Entity',
  'Unprocessable Content',
  'Too Many Requests',
  'Internal Server Error',
  'Not Implemented',
  'Bad Gateway',
  'Service Unavailable',
  'Gateway Timeout',
]);

export function serverMessage(error: unknown): string | null {
  if (typeof error !== 'object' || error === null) return null;
  const { kind, message } = error as { kind?: unknown; message?: unknown };
  if (kind !== 'http' || typeof message !== 'string') return null;
  const text = message.trim();
  if (text === '' || text === GENERIC_REQUEST_ERROR || BARE_STATUS_TEXTS.has(text)) return null;
  return text;
}

/**
 * What a failed write means. Only an answer that refuses (a 4xx, or the app's own refusal to
 * send) says the server did not do it; a timeout, a dropped connection, a 5xx or an unreadable
 * success body says nothing about what the server did, so the outcome is "not known yet" and is
 * checked, never retried blindly.
 */
import type { ApiError } from '@/api/http';

export type FailureVerdict = 'refused' | 'unknown';

function isApiError(error: unknown): error is ApiError {
  return typeof error === 'object' && error !== null && 'kind' in error && 'status' in error;
}

export function classifyFailure(error: unknown): FailureVerdict {
  // Anything that is not our ApiError (the code threw, say) proves nothing about the server.
  if (!isApiError(error) || error.kind !== 'http') return 'unknown';
  // Status 0 of kind 'http': the app refused to send (no token, a secret already used).
  if (error.status === 0 || (error.status >= 400 && error.status < 500)) return 'refused';
  return 'unknown';
}

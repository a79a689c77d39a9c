/**
 * The RTK Query base query of both backends: `request` plus re-authentication. On a 401 the
 * first caller refreshes (shared single flight, see src/lib/session/refresh.ts) and every caller retries once;
 * a request whose token was already replaced by someone else's refresh (in this tab or another)
 * just retries. A refused refresh ends the session (`sessionExpired`); a transient one (timeout,
 * 5xx...) keeps the session and returns its error, and the connection notice offers a retry.
 * A second 401 after a refresh is returned as is, so there is never a refresh loop.
 *
 * `meta.status` is the HTTP status of the answer used (0 when none arrived); it lets the API
 * files report a malformed body with its real status. It never holds anything else.
 */
import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import { claimRefusal, getAccessToken, refreshSession, sessionExpired, waitForRefresh } from '@/lib/session';
import { request, type ApiError, type QueryValue, type RequestOptions, type RequestResult } from './http';

export interface RequestArgs {
  path: string;
  method?: RequestOptions['method'];
  params?: Record<string, QueryValue>;
  body?: unknown;
  /**
   * Instead of `body`: makes the body at each send, so a retry after a refresh sends what is
   * stored by then (the new session id, for a sign-out).
   */
  bodyAtSend?: () => unknown;
  auth?: RequestOptions['auth'];
}

export interface RequestMeta {
  status: number;
}

export type AppBaseQuery = BaseQueryFn<RequestArgs, unknown, ApiError, object, RequestMeta>;

function toQueryResult(result: RequestResult<unknown>) {
  return result.ok
    ? { data: result.data, meta: { status: result.status } }
    : { error: result.error, meta: { status: result.error.status } };
}

export function createBaseQuery(getBaseUrl: () => string): AppBaseQuery {
  return async (args, api) => {
    await waitForRefresh();
    const { path, method, params, body, bodyAtSend, auth } = args;
    const send = () =>
      request<unknown>(getBaseUrl(), path, {
        method,
        params,
        body: bodyAtSend ? bodyAtSend() : body,
        auth,
        signal: api.signal,
      });

    const tokenSent = auth === 'none' ? null : getAccessToken();
    const first = await send();
    if (first.ok || first.error.status !== 401 || !tokenSent) return toQueryResult(first);

    // Someone else's refresh may already have replaced the token this request carried.
    if (getAccessToken() === tokenSent) {
      const refreshed = await refreshSession(tokenSent);
      if (!refreshed.ok) {
        if (claimRefusal(refreshed)) api.dispatch(sessionExpired());
        return { error: refreshed.error, meta: { status: refreshed.error.status } };
      }
    } else {
      await waitForRefresh();
      if (!getAccessToken()) return toQueryResult(first);
    }

    return toQueryResult(await send());
  };
}

// The base query of both backends: `request` plus re-authentication on a 401, each caller
// retrying once so there is never a refresh loop (docs/architecture.md, "Architecture", and docs/session.md, "The session").
// `meta.status` is the answer's HTTP status (0 when none), so a malformed body keeps its status.
import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import { request, session, type ApiError, type QueryValue, type RequestOptions, type RequestResult } from './http';

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
    const { getAccessToken, waitForRefresh, refreshSession, claimRefusal, sessionExpired } = session();
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

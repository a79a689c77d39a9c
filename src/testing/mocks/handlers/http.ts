/**
 * What every handler shares: CORS-aware responses, errors thrown as HttpError (so handlers
 * read top to bottom), bearer-token auth and a `route` wrapper that resolves the db at
 * request time (resetFixtures swaps it between tests).
 */
import { http, type DefaultBodyType, type HttpHandler, type PathParams } from 'msw';
import type { FixtureDb } from '../db';
import type { SessionRow, UserRow } from '../model';

/** Either a db or a getter for the current one. */
export type DbSource = FixtureDb | (() => FixtureDb);

/** The app sends only these headers and no cookies; x-api-key is the name lookup's key. */
export const CORS_HEADERS: Readonly<Record<string, string>> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'Content-Type, Authorization, x-api-key',
  'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
  'Access-Control-Max-Age': '600',
};

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export const badRequest = (message: string): HttpError => new HttpError(400, message);

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...CORS_HEADERS, 'Content-Type': 'application/json' },
  });
}

export function errorResponse(status: number, message: string): Response {
  return json({ error: message }, status);
}

export function noContent(): Response {
  return new Response(null, { status: 204, headers: CORS_HEADERS });
}

export function resolveDb(source: DbSource): FixtureDb {
  return typeof source === 'function' ? source() : source;
}

export interface RouteContext {
  request: Request;
  url: URL;
  params: Record<string, string>;
  db: FixtureDb;
}

type RouteFn = (ctx: RouteContext) => Response | Promise<Response>;

/** An msw handler whose body can throw HttpError; anything else becomes a logged 500. */
export function route(method: 'get' | 'post', path: string, source: DbSource, fn: RouteFn): HttpHandler {
  // ResponseBodyType `undefined` lets resolvers return plain Fetch Responses.
  return http[method]<PathParams, DefaultBodyType, undefined>(path, async ({ request, params }) => {
    try {
      const flat: Record<string, string> = {};
      for (const [key, value] of Object.entries(params)) {
        if (typeof value === 'string') flat[key] = value;
      }
      return await fn({ request, url: new URL(request.url), params: flat, db: resolveDb(source) });
    } catch (error) {
      if (error instanceof HttpError) return errorResponse(error.status, error.message);
      console.error('[fixtures] handler failed', error);
      return errorResponse(500, 'Internal server error');
    }
  });
}

export function bearerToken(request: Request): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.get('Authorization') ?? '');
  return match?.[1] ?? null;
}

/** The signed-in user and session; a missing, unknown or expired token is a 401. */
export function requireUser(ctx: RouteContext): { user: UserRow; session: SessionRow } {
  const token = bearerToken(ctx.request);
  const session = token ? ctx.db.findSessionByToken(token) : undefined;
  const user = session ? ctx.db.findUserById(session.user_id) : undefined;
  if (!session || !user) throw new HttpError(401, 'Unauthorized');
  return { user, session };
}

/** Public reads may carry a token; an invalid one is ignored. */
export function optionalUser(ctx: RouteContext): UserRow | undefined {
  const token = bearerToken(ctx.request);
  return token ? ctx.db.findUserByToken(token) : undefined;
}

/** Registration, sessions and tokens of the staking API (/api/user/*, /api/auth/*). */
import type { HttpHandler } from 'msw';
import { ACCEPTED_CLIENT_SECRETS } from '../constants';
import { toUser } from '../mappers';
import { HttpError, badRequest, json, noContent, requireUser, route, type DbSource } from './http';
import { optionalString, readJsonObject, requireQueryString, requireString } from './validate';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const USERNAME = /^[A-Za-z0-9_.-]{3,32}$/;

export function authHandlers(base: string, db: DbSource): HttpHandler[] {
  return [
    route('post', `${base}/api/user/register`, db, async (ctx) => {
      requireQueryString(ctx.url, 'client_id');
      const body = await readJsonObject(ctx.request);
      const email = requireString(body, 'email', { maxLength: 254 }).trim();
      const username = requireString(body, 'username', { maxLength: 32 }).trim();
      const password = requireString(body, 'password', { maxLength: 128 });
      const name = requireString(body, 'name', { maxLength: 100 }).trim();
      if (!EMAIL.test(email)) throw badRequest('email must be an email address');
      if (!USERNAME.test(username))
        throw badRequest('username must be 3-32 letters, digits, dots, dashes or underscores');
      if (password.length < 8) throw badRequest('password must be at least 8 characters');
      if (ctx.db.findUserByUsername(username)) throw new HttpError(409, 'Username already taken');
      if (ctx.db.findUserByEmail(email)) throw new HttpError(409, 'Email already registered');
      return json(toUser(ctx.db.createUser({ email, username, password, name })), 201);
    }),

    route('get', `${base}/api/auth/userinfo`, db, (ctx) => json(toUser(requireUser(ctx).user))),

    route('post', `${base}/api/auth/logout`, db, async (ctx) => {
      const { user, session } = requireUser(ctx);
      const body = await readJsonObject(ctx.request);
      const sessionId = requireString(body, 'session_id');
      // End the named session if it is this user's; otherwise the one the token belongs to.
      const named = ctx.db.findSession(sessionId);
      ctx.db.endSession(named && named.user_id === user.id ? named.session_id : session.session_id);
      return noContent();
    }),

    route('post', `${base}/api/auth/refresh`, db, async (ctx) => {
      const body = await readJsonObject(ctx.request);
      // The session id rotates: the one just used answers 401 from now on.
      const tokens = ctx.db.rotateSession(requireString(body, 'session_id'));
      if (!tokens) throw new HttpError(401, 'Invalid session');
      return json(tokens);
    }),

    route('post', `${base}/api/auth/check-session`, db, async (ctx) => {
      const body = await readJsonObject(ctx.request);
      requireString(body, 'client_id');
      const secret = requireString(body, 'client_secret');
      const sessionId = optionalString(body, 'session_id');
      if (!ACCEPTED_CLIENT_SECRETS.includes(secret)) throw new HttpError(401, 'Invalid client');
      const tokens = sessionId ? ctx.db.issueAccessToken(sessionId) : null;
      return tokens ? json(tokens) : noContent();
    }),
  ];
}

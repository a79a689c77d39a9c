// Registration, the end of the server session and the signed-in user.
import { getConfig } from '@/config/runtimeConfig';
import { session } from '../../http';
import { parserSchema } from '../../parse';
import { parseUser } from '../responses';
import type { StakingBuilder } from '../stakingBase';
import type { RegisterArgs, User } from '../types';
import { parseResult, releaseSecret, SECRET_UNAVAILABLE } from './queryResults';

export const authEndpoints = (build: StakingBuilder) => ({
  register: build.mutation<User, RegisterArgs>({
    async queryFn({ email, username, name, password }, _api, _extra, baseQuery) {
      const secret = releaseSecret(password);
      if (secret === null) return { error: SECRET_UNAVAILABLE };
      const result = await baseQuery({
        path: '/api/user/register',
        method: 'POST',
        params: { client_id: getConfig().clientId },
        body: { email, username, password: secret, name },
        auth: 'none',
      });
      return parseResult(result, parseUser);
    },
  }),

  /** Ends the server session. Clearing the local state is the caller's job. */
  logout: build.mutation<null, void>({
    async queryFn(_arg, _api, _extra, baseQuery) {
      if (!session().getSessionId()) return { data: null }; // No session to end.
      // Read at each send: a refresh on the way (or caused by this call's 401) may rotate it.
      const result = await baseQuery({
        path: '/api/auth/logout',
        method: 'POST',
        bodyAtSend: () => ({ session_id: session().getSessionId() }),
      });
      return result.error ? { error: result.error, meta: result.meta } : { data: null, meta: result.meta };
    },
  }),

  getUserInfo: build.query<User, void>({
    query: () => ({ path: '/api/auth/userinfo' }),
    responseSchema: parserSchema('user', parseUser),
    providesTags: ['User'],
  }),
});

/** The name-lookup service stand-in: GET /v1/resolve-ens?address= with an x-api-key header. */
import type { HttpHandler } from 'msw';
import { HttpError, json, route, type DbSource } from './http';
import { requireQueryAddress } from './validate';

export function nameLookupHandlers(base: string, db: DbSource): HttpHandler[] {
  return [
    route('get', `${base}/v1/resolve-ens`, db, (ctx) => {
      // Any non-empty key is accepted: the stand-in only checks that one is sent.
      if (!ctx.request.headers.get('x-api-key')) throw new HttpError(401, 'Missing API key');
      const address = requireQueryAddress(ctx.url, 'address');
      return json({ data: ctx.db.resolveName(address) });
    }),
  ];
}

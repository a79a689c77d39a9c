// What the staking endpoints' own `queryFn`s share: sending a held secret, parsing like a
// response schema, SPEC.md's "null on failure", and the page parameters.
import type { QueryReturnValue } from '@reduxjs/toolkit/query';
import type { RequestMeta } from '../../baseQuery';
import { GENERIC_REQUEST_ERROR, type ApiError } from '../../http';
import { malformedResponse, type Parser } from '../../parse';
import { takeSecret, type SecretHandle } from '../../secretHandle';
import type { PageRequest } from '../types';

type Result<T> = QueryReturnValue<T, ApiError, RequestMeta>;

/** A handle whose secret was already sent (or dropped): the caller must hold the secret again. */
export function releaseSecret(handle: SecretHandle): string | null {
  try {
    return takeSecret(handle);
  } catch {
    return null;
  }
}

export const SECRET_UNAVAILABLE: ApiError = { kind: 'http', status: 0, message: GENERIC_REQUEST_ERROR };

/** A queryFn's base-query result parsed like a `responseSchema` would. */
export function parseResult<T>(result: Result<unknown>, parse: Parser<T>): Result<T> {
  if (result.error) return { error: result.error, meta: result.meta };
  const data = parse(result.data);
  return data === undefined
    ? { error: malformedResponse(result.meta?.status ?? 0), meta: result.meta }
    : { data, meta: result.meta };
}

/** SPEC.md section 7, "null on failure": any failure (after the usual 401 re-auth) is null data. */
export function nullOnFailure<T>(result: Result<unknown>, parse: Parser<T>): Result<T | null> {
  return { data: result.error ? null : (parse(result.data) ?? null), meta: result.meta };
}

/** The page size the contract uses when a request names none (staking-api.yaml). */
export const DEFAULT_PAGE_SIZE = 20;

export function pageParams(arg: PageRequest | void) {
  const { page, size }: PageRequest = arg ?? {};
  return { page, size };
}

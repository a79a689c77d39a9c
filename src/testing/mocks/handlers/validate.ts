/**
 * Small hand-written validators for bodies and query strings. Each throws a 400 whose
 * message names the field, so a client bug shows up as a clear error.
 */
import type { Address, Page, TxHash } from '@/api/staking/types';
import { AMOUNT_DECIMALS, isAmountString, parseAmount } from '../lib/amounts';
import { badRequest } from './http';
import { isTxHash } from '@/api/txHash';

export type Body = Record<string, unknown>;

const ADDRESS = /^0x[0-9a-fA-F]{40}$/;
const HEX = /^0x[0-9a-fA-F]+$/;
const INTEGER = /^\d+$/;
/** A date-time with a time and an offset, e.g. 2026-11-01T00:00:00+07:00 or ...Z. */
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;

export async function readJsonObject(request: Request): Promise<Body> {
  const text = await request.text();
  if (text.trim() === '') throw badRequest('Request body must be a JSON object');
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw badRequest('Malformed JSON body');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw badRequest('Request body must be a JSON object');
  }
  return parsed as Body;
}

// ---- body fields ---------------------------------------------------------------------

export function requireString(body: Body, field: string, { maxLength = 500 } = {}): string {
  const value = body[field];
  if (value === undefined || value === null) throw badRequest(`${field} is required`);
  if (typeof value !== 'string') throw badRequest(`${field} must be a string`);
  if (value.trim() === '') throw badRequest(`${field} must not be empty`);
  if (value.length > maxLength) throw badRequest(`${field} must be at most ${maxLength} characters`);
  return value;
}

/** undefined and null both mean "not given". */
export function optionalString(body: Body, field: string): string | undefined {
  const value = body[field];
  if (value === undefined || value === null) return undefined;
  return requireString(body, field);
}

export function checkAddress(value: string, field: string): Address {
  if (!ADDRESS.test(value)) throw badRequest(`${field} must be a 0x address of 40 hex characters`);
  return value as Address;
}

export function requireAddress(body: Body, field: string): Address {
  return checkAddress(requireString(body, field), field);
}

export function checkTxHash(value: string, field: string): TxHash {
  if (!isTxHash(value)) throw badRequest(`${field} must be 0x followed by 64 hex characters`);
  return value as TxHash;
}

export function requireHex(body: Body, field: string): `0x${string}` {
  const value = requireString(body, field, { maxLength: 10_000 });
  if (!HEX.test(value)) throw badRequest(`${field} must be a 0x hex string`);
  return value as `0x${string}`;
}

export function checkAmount(value: string, field: string, { positive = true } = {}): string {
  if (!isAmountString(value)) throw badRequest(`${field} must be a decimal string such as "12.5"`);
  if ((value.split('.')[1] ?? '').length > AMOUNT_DECIMALS) {
    throw badRequest(`${field} must have at most ${AMOUNT_DECIMALS} decimal places`);
  }
  if (positive && parseAmount(value) <= 0n) throw badRequest(`${field} must be greater than 0`);
  return value;
}

export function requireAmount(body: Body, field: string, options: { positive?: boolean } = {}): string {
  const value = body[field];
  if (value === undefined || value === null) throw badRequest(`${field} is required`);
  if (typeof value !== 'string')
    throw badRequest(`${field} must be a decimal string such as "12.5", not a ${typeof value}`);
  return checkAmount(value, field, options);
}

export function requireInteger(body: Body, field: string, { min = 1, max = Number.MAX_SAFE_INTEGER } = {}): number {
  const value = body[field];
  if (value === undefined || value === null) throw badRequest(`${field} is required`);
  if (typeof value !== 'number' || !Number.isInteger(value)) throw badRequest(`${field} must be an integer`);
  if (value < min || value > max) throw badRequest(`${field} must be between ${min} and ${max}`);
  return value;
}

export function requireOneOf<T extends string | number>(body: Body, field: string, allowed: readonly T[]): T {
  const value = body[field];
  if (value === undefined || value === null) throw badRequest(`${field} is required`);
  if (!allowed.includes(value as T)) throw badRequest(`${field} must be one of ${allowed.join(', ')}`);
  return value as T;
}

// ---- query parameters ----------------------------------------------------------------

function queryValue(url: URL, name: string): string | undefined {
  const value = url.searchParams.get(name);
  return value === null || value === '' ? undefined : value;
}

export function queryString(url: URL, name: string): string | undefined {
  return queryValue(url, name);
}

export function queryInteger(
  url: URL,
  name: string,
  { min, max, fallback }: { min: number; max: number; fallback: number },
): number {
  const raw = queryValue(url, name);
  if (raw === undefined) return fallback;
  if (!INTEGER.test(raw)) throw badRequest(`${name} must be an integer`);
  const value = Number(raw);
  if (value < min || value > max) throw badRequest(`${name} must be between ${min} and ${max}`);
  return value;
}

export function queryOneOf<T extends string>(
  url: URL,
  name: string,
  allowed: readonly T[],
  fallback?: T,
): T | undefined {
  const raw = queryValue(url, name);
  if (raw === undefined) return fallback;
  if (!allowed.includes(raw as T)) throw badRequest(`${name} must be one of ${allowed.join(', ')}`);
  return raw as T;
}

export function requireQueryOneOf<T extends string>(url: URL, name: string, allowed: readonly T[]): T {
  const value = queryOneOf(url, name, allowed);
  if (value === undefined) throw badRequest(`${name} query parameter is required (one of ${allowed.join(', ')})`);
  return value;
}

export function queryAddress(url: URL, name: string): Address | undefined {
  const value = queryString(url, name);
  return value === undefined ? undefined : checkAddress(value, name);
}

export function requireQueryString(url: URL, name: string): string {
  const value = queryString(url, name);
  if (value === undefined) throw badRequest(`${name} query parameter is required`);
  return value;
}

export function requireQueryAddress(url: URL, name: string): Address {
  return checkAddress(requireQueryString(url, name), name);
}

/** Epoch ms of an ISO date-time query parameter. An unencoded '+' arrives as a space. */
export function queryDateTime(url: URL, name: string): number | undefined {
  const raw = queryValue(url, name);
  if (raw === undefined) return undefined;
  const time = Date.parse(raw);
  if (!DATE_TIME.test(raw) || Number.isNaN(time)) {
    const hint = raw.includes(' ') ? " (URL-encode the '+' of the offset as %2B)" : '';
    throw badRequest(`${name} must be an ISO 8601 date-time with an offset, e.g. 2026-11-01T00:00:00+07:00${hint}`);
  }
  return time;
}

export function queryPage(url: URL): { page: number; size: number } {
  return {
    page: queryInteger(url, 'page', { min: 1, max: 1_000_000, fallback: 1 }),
    size: queryInteger(url, 'size', { min: 1, max: 100, fallback: 20 }),
  };
}

export function paginate<T, R = T>(items: readonly T[], page: number, size: number, map?: (item: T) => R): Page<R> {
  const slice = items.slice((page - 1) * size, page * size);
  return { items: map ? slice.map(map) : (slice as unknown as R[]), page, size, total: items.length };
}

// Defensive parsing of response bodies: a body the UI cannot use becomes a 'malformed' ApiError
// instead of a crash, and a list leaves out and counts the rows that do not parse
// (docs/architecture.md, "Architecture").
import type { NamedSchemaError } from '@reduxjs/toolkit/query';
import { isTxHash } from './txHash';
import { GENERIC_REQUEST_ERROR, type ApiError } from './http';

/** Returns the parsed value, or undefined when the input does not fit. */
export type Parser<T> = (value: unknown) => T | undefined;

/** The subset of Standard Schema v1 that RTK Query needs; structurally a StandardSchemaV1<T>. */
export interface ParserSchema<T> {
  readonly '~standard': {
    readonly version: 1;
    readonly vendor: string;
    readonly validate: (
      value: unknown,
    ) =>
      | { readonly value: T; readonly issues?: undefined }
      | { readonly issues: ReadonlyArray<{ readonly message: string }> };
    readonly types?: { readonly input: T; readonly output: T };
  };
}

/** An endpoint's `responseSchema`: the parser's result becomes the endpoint's data. */
export function parserSchema<T>(name: string, parse: Parser<T>): ParserSchema<T> {
  return {
    '~standard': {
      version: 1,
      vendor: 'staking-app',
      validate(value) {
        const parsed = parse(value);
        // The issue names the shape only: the body itself may hold anything.
        return parsed === undefined ? { issues: [{ message: `The response is not a ${name}.` }] } : { value: parsed };
      },
    },
  };
}

export function malformedResponse(status: number): ApiError {
  return { kind: 'malformed', status, message: GENERIC_REQUEST_ERROR };
}

/** Both apis' `catchSchemaFailure`: a body that did not parse, with the status it came with. */
export function catchMalformedResponse(error: NamedSchemaError): ApiError {
  const meta: unknown = error._bqMeta;
  const status = isRecord(meta) && typeof meta.status === 'number' ? meta.status : 0;
  return malformedResponse(status);
}

// --- primitives ------------------------------------------------------------------------

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function asString(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

export function asNonEmptyString(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** An id: a non-empty string, or a number the backend used instead (kept as its string). */
export function asId(value: unknown): string | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return asNonEmptyString(value);
}

export function asNumber(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

/** Any whole number, negative ones too; a count, page or size uses asCount or asPositiveInteger. */
export function asInteger(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isSafeInteger(value) ? value : undefined;
}

/** A whole number that cannot be negative: a count, a total, votes. */
export function asCount(value: unknown): number | undefined {
  const integer = asInteger(value);
  return integer !== undefined && integer >= 0 ? integer : undefined;
}

/** A whole number of at least 1: a page number, a page size, a chain id, an amount of votes sent. */
export function asPositiveInteger(value: unknown): number | undefined {
  const integer = asInteger(value);
  return integer !== undefined && integer >= 1 ? integer : undefined;
}

export function asBoolean(value: unknown): boolean | undefined {
  return typeof value === 'boolean' ? value : undefined;
}

/** A decimal amount string such as "12.5" (amounts never travel as floats). */
export function asAmount(value: unknown): string | undefined {
  return typeof value === 'string' && /^\d+(\.\d+)?$/.test(value) ? value : undefined;
}

const ADDRESS = /^0x[0-9a-fA-F]{40}$/;

export function asAddress(value: unknown): `0x${string}` | undefined {
  return typeof value === 'string' && ADDRESS.test(value) ? (value as `0x${string}`) : undefined;
}

export function asTxHash(value: unknown): `0x${string}` | undefined {
  return isTxHash(value) ? value : undefined;
}

export function asOneOf<T extends string | number>(allowed: readonly T[], value: unknown): T | undefined {
  return allowed.includes(value as T) ? (value as T) : undefined;
}

/** An optional field: a value that fits, else null (absent, null or of another type). */
export function orNull<T>(parsed: T | undefined): T | null {
  return parsed === undefined ? null : parsed;
}

/** Every item must parse; one that does not makes the whole list malformed (parts of one row). */
export function arrayOf<T>(parse: Parser<T>): Parser<T[]> {
  return (value) => {
    if (!Array.isArray(value)) return undefined;
    const items: T[] = [];
    for (const item of value) {
      const parsed = parse(item);
      if (parsed === undefined) return undefined;
      items.push(parsed);
    }
    return items;
  };
}

/** The rows of a list that parsed, and how many did not (left out, never shown). */
export interface ParsedList<T> {
  items: T[];
  skipped: number;
}

/** A list of rows: one row that does not parse is skipped and counted, not the whole list lost. */
export function listOf<T>(parse: Parser<T>): Parser<ParsedList<T>> {
  return (value) => {
    if (!Array.isArray(value)) return undefined;
    const items: T[] = [];
    let skipped = 0;
    for (const item of value) {
      const parsed = parse(item);
      if (parsed === undefined) skipped += 1;
      else items.push(parsed);
    }
    return { items, skipped };
  };
}

export interface ParsedPage<T> extends ParsedList<T> {
  page: number;
  size: number;
  total: number;
}

/** A field that may be left out (then `fallback`), but when present must fit. */
function optional<T>(value: unknown, parse: Parser<T>, fallback: T): T | undefined {
  return value === undefined || value === null ? fallback : parse(value);
}

/**
 * A page: rows that do not parse are skipped and counted; missing counts come from the rows. A
 * page or size below 1 or a negative total is malformed.
 */
export function pageOf<T>(parse: Parser<T>): Parser<ParsedPage<T>> {
  const parseItems = listOf(parse);
  return (value) => {
    if (!isRecord(value)) return undefined;
    const list = parseItems(value.items);
    if (!list) return undefined;
    const rows = list.items.length + list.skipped;
    const page = optional(value.page, asPositiveInteger, 1);
    const size = optional(value.size, asPositiveInteger, Math.max(rows, 1));
    const total = optional(value.total, asCount, rows);
    if (page === undefined || size === undefined || total === undefined) return undefined;
    return { ...list, page, size, total };
  };
}

/**
 * What the server sends is bounded: a page holds at most the `size` asked for (extra rows are
 * dropped, not shown), and says that size.
 */
export function cutPage<P extends ParsedPage<unknown>>(page: P, size: number): P {
  if (page.items.length <= size && page.size === size) return page;
  return { ...page, items: page.items.slice(0, size), size };
}

/** A list bounded to `limit` rows (the trending list's `limit`). */
export function cutList<L extends ParsedList<unknown>>(list: L, limit: number): L {
  return list.items.length <= limit ? list : { ...list, items: list.items.slice(0, limit) };
}

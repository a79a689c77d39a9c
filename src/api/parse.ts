/**
 * Defensive parsing of response bodies. Every response shape the app reads is parsed once, in
 * the API layer (staking/responses.ts, vote/responses.ts), into exactly the fields of its type:
 * a backend that differs is adapted there, unknown fields never reach the store, and a body
 * that is not what the UI needs becomes an ApiError of kind 'malformed' instead of a crash.
 *
 * RTK Query runs a parser through an endpoint's `responseSchema` (a Standard Schema); the
 * api's `catchSchemaFailure` turns a failed parse into that ApiError.
 */
import type { NamedSchemaError } from '@reduxjs/toolkit/query';
import { isTxHash } from '@/lib/money/txHash';
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

export function asInteger(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isSafeInteger(value) ? value : undefined;
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

/** Every item must parse; one that does not makes the whole list malformed. */
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

export interface ParsedPage<T> {
  items: T[];
  page: number;
  size: number;
  total: number;
}

/**
 * A page: an object with an `items` array is required; missing counts fall back to what the
 * items themselves say (page 1, size and total = number of items).
 */
export function pageOf<T>(parse: Parser<T>): Parser<ParsedPage<T>> {
  const parseItems = arrayOf(parse);
  return (value) => {
    if (!isRecord(value)) return undefined;
    const items = parseItems(value.items);
    if (!items) return undefined;
    return {
      items,
      page: asInteger(value.page) ?? 1,
      size: asInteger(value.size) ?? items.length,
      total: asInteger(value.total) ?? items.length,
    };
  };
}

// The transfer history's filters, kept in the address so a view can be shared and survives a
// reload; anything unreadable counts as unset. Days are Asia/Saigon days
// (../shared/api/staking-api.yaml).
import { isAddress } from 'viem';
import type { TransferDirection, TransferHistoryFilters } from '@/api/staking/types';
import { TIME_ZONE } from '@/lib/i18n/locales';
import { readPageNumber, readPageSize } from '@/lib/paging/usePager';

export type TransferTypeFilter = TransferDirection | 'all';

export interface HistoryView {
  type: TransferTypeFilter;
  /** The wallet whose transfers are listed (the API's walletAddress); null: the user's verified wallet. */
  wallet: `0x${string}` | null;
  /** A Saigon day, YYYY-MM-DD. */
  from: string | null;
  to: string | null;
  /** 1-based; null when the address has none (the backend's default, 1). */
  page: number | null;
  /** Rows per page; null when the address has none (the backend's default, 20). */
  size: number | null;
}

/** Asia/Saigon has kept UTC+7 without daylight saving since 1975. */
export const SAIGON_OFFSET = '+07:00';

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day written YYYY-MM-DD (2026-02-30 is not one). */
export function isDay(value: string | null | undefined): value is string {
  const match = DAY_PATTERN.exec(value ?? '');
  if (!match) return false;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  // Not Date.UTC: it reads years 0-99 as 1900-1999, and a date field reports 0002-11-01 while the
  // year is being typed.
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * A day worth filtering by: a real one with a four-digit year. A date field reports each key of
 * the year (0002, 0020, 0202, 2026); only the last is meant.
 */
export function isPlausibleDay(value: string | null | undefined): value is string {
  return isDay(value) && Number(value.slice(0, 4)) >= 1000;
}

/** The first instant of a Saigon day: 2026-11-01 → 2026-11-01T00:00:00+07:00. */
export function startOfSaigonDay(day: string): string {
  return `${day}T00:00:00${SAIGON_OFFSET}`;
}

/** The last instant of a Saigon day: 2026-11-30 → 2026-11-30T23:59:59.999+07:00. */
export function endOfSaigonDay(day: string): string {
  return `${day}T23:59:59.999${SAIGON_OFFSET}`;
}

let saigonDays: Intl.DateTimeFormat | null = null;

/** The Saigon day an instant falls on, YYYY-MM-DD. */
export function saigonDayOf(instant: Date | string | number): string | null {
  const date = instant instanceof Date ? instant : new Date(instant);
  if (Number.isNaN(date.getTime())) return null;
  // Made once: it runs per transfer when the history is filtered by day.
  saigonDays ??= new Intl.DateTimeFormat('en-US', {
    timeZone: TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  const parts = saigonDays.formatToParts(date);
  const part = (type: string) => parts.find((entry) => entry.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** A wallet address as the API accepts it: 0x and 40 hex digits, its EIP-55 checksum right when it has mixed case. */
export function isWalletAddress(value: string | null | undefined): value is `0x${string}` {
  return typeof value === 'string' && isAddress(value);
}

export function readHistoryView(search: URLSearchParams): HistoryView {
  const type = search.get('type');
  const wallet = search.get('wallet');
  const from = search.get('from');
  const to = search.get('to');
  return {
    type: type === 'in' || type === 'out' ? type : 'all',
    wallet: isWalletAddress(wallet) ? wallet : null,
    from: isDay(from) ? from : null,
    to: isDay(to) ? to : null,
    page: readPageNumber(search.get('page')),
    size: readPageSize(search.get('size')),
  };
}

/** The history's part of the address, unset filters left out, in one fixed order. */
export function writeHistoryView(view: HistoryView): URLSearchParams {
  const search = new URLSearchParams();
  if (view.type !== 'all') search.set('type', view.type);
  if (view.wallet) search.set('wallet', view.wallet);
  if (view.from) search.set('from', view.from);
  if (view.to) search.set('to', view.to);
  if (view.page !== null && view.page > 1) search.set('page', String(view.page));
  if (view.size !== null) search.set('size', String(view.size));
  return search;
}

/** A range that ends before it starts (days compare as text in this form). */
export function hasRangeError(view: HistoryView): boolean {
  return view.from !== null && view.to !== null && view.from > view.to;
}

/** What the API layer gets: only the filters that are set. */
export function toHistoryFilters(view: HistoryView): TransferHistoryFilters {
  const filters: TransferHistoryFilters = {};
  if (view.type !== 'all') filters.type = view.type;
  if (view.wallet) filters.walletAddress = view.wallet;
  if (view.from) filters.fromDate = startOfSaigonDay(view.from);
  if (view.to) filters.toDate = endOfSaigonDay(view.to);
  if (view.page !== null) filters.page = view.page;
  if (view.size !== null) filters.size = view.size;
  return filters;
}

/** The view's filters: all but the page and its size. */
export type HistoryFilterFields = Omit<HistoryView, 'page' | 'size'>;

/**
 * No filter set: what every 'Clear filters' applies, and what hasFilters compares with. Typed with
 * every filter, so a new one cannot be left out of it (hasFilters names each: add it there too).
 */
export const NO_FILTERS: Readonly<HistoryFilterFields> = { type: 'all', wallet: null, from: null, to: null };

export function hasFilters(view: HistoryView): boolean {
  const { type, wallet, from, to } = NO_FILTERS;
  return view.type !== type || view.wallet !== wallet || view.from !== from || view.to !== to;
}

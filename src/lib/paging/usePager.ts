// The pager of a list the server hands out a page at a time: the rows per page it offers, the page
// numbers an address may hold, and the next page fetched ahead so 'Next page' shows it at once.
import { useEffect } from 'react';

export const PAGE_SIZES = [10, 20, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 20;

/** A page number as an address holds it (1 to 999999); anything else is null. */
export function readPageNumber(value: string | null): number | null {
  if (value === null || !/^\d{1,6}$/.test(value)) return null;
  const page = Number(value);
  return page >= 1 ? page : null;
}

/** Rows per page as an address holds it, one of PAGE_SIZES; anything else is null. */
export function readPageSize(value: string | null): number | null {
  const size = readPageNumber(value);
  return size !== null && (PAGE_SIZES as readonly number[]).includes(size) ? size : null;
}

export interface PagerInput<Args> {
  /** 1-based. */
  page: number;
  size: number;
  /** Rows in the whole list; undefined until a page of it is here. */
  total: number | undefined;
  /** The query that fetches page `page` (plain data: it is compared as JSON). */
  argsOf: (page: number) => Args;
  prefetch: (args: Args) => void;
  /** False: nothing is fetched ahead (the list cannot be asked for now). */
  enabled?: boolean;
}

export interface Pager {
  /** The last page with rows (1 for an empty list). */
  lastPage: number;
  hasNext: boolean;
}

/** Where the list stands, and the page after this one fetched once this one is on screen. */
export function usePager<Args>({ page, size, total, argsOf, prefetch, enabled = true }: PagerInput<Args>): Pager {
  const hasNext = enabled && total !== undefined && page * size < total;
  // Keyed by its JSON: the same query made again at the next render is not fetched again.
  const nextKey = hasNext ? JSON.stringify(argsOf(page + 1)) : null;
  useEffect(() => {
    if (nextKey === null) return;
    // In a task of its own: the render that shows this page does not wait for it.
    const timer = setTimeout(() => prefetch(JSON.parse(nextKey) as Args));
    return () => clearTimeout(timer);
  }, [nextKey, prefetch]);
  return { lastPage: Math.max(1, Math.ceil((total ?? 0) / size)), hasNext };
}

// React keys for a paged table's rows: a new page reuses the last page's rows by place
// (docs/performance.md#lists-and-page-changes); a refresh of the same page keeps each row with
// its item, so a focused row keeps the focus on what the user focused.
import { useState } from 'react';

export interface RowKeys {
  /** The ids these keys were made for. */
  readonly ids: readonly string[];
  /** One key per id, in the same order. */
  readonly keys: readonly number[];
}

/** Keys by place: 0, 1, 2, ... */
function byPlace(ids: readonly string[]): RowKeys {
  return { ids, keys: ids.map((_, index) => index) };
}

/**
 * The keys for `ids`: kept items keep theirs and new ones get unused keys, so React moves no kept
 * row; with nothing in common the rows are reused by place.
 */
export function nextRowKeys(previous: RowKeys, ids: readonly string[]): RowKeys {
  const kept = new Map<string, number>();
  previous.ids.forEach((id, index) => kept.set(id, previous.keys[index] ?? index));
  if (!ids.some((id) => kept.has(id))) return byPlace(ids);
  let fresh = Math.max(ids.length - 1, ...previous.keys) + 1;
  const used = new Set<number>();
  const keys = ids.map((id) => {
    const key = kept.get(id);
    if (key !== undefined && !used.has(key)) {
      used.add(key);
      return key;
    }
    return fresh++;
  });
  return { ids, keys };
}

function sameIds(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((id, index) => id === b[index]);
}

/** One key per id (see the top of this file). */
export function useRowKeys(ids: readonly string[]): readonly number[] {
  const [rows, setRows] = useState(() => byPlace(ids));
  if (sameIds(rows.ids, ids)) return rows.keys;
  // Derived from the last rendered rows during render (React's "adjusting state when a prop
  // changes"): React renders again at once, before anything is committed.
  const next = nextRowKeys(rows, ids);
  setRows(next);
  return next.keys;
}

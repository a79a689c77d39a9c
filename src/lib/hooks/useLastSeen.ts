/**
 * The last value seen under the current `key`, for a view that must not go blank (or wrong)
 * while its data is briefly missing: the last page of the same filters while another page loads,
 * the last details of a transaction while a read of it fails. A value seen under another key is
 * never returned. React's "adjusting state when a prop changes": set during render, redone
 * before anything is committed.
 */
import { useState } from 'react';

export function useLastSeen<T>(value: T | null | undefined, key: string): T | null {
  const [seen, setSeen] = useState<{ key: string; value: T } | null>(null);
  if (value !== null && value !== undefined) {
    if (seen?.value !== value || seen.key !== key) setSeen({ key, value });
    return value;
  }
  return seen?.key === key ? seen.value : null;
}

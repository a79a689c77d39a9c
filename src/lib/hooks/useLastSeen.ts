// The last value seen under the current `key`, so a view does not go blank while its data is
// briefly missing (another page loading, a failed re-read); never a value from another key. Set
// during render, React's "adjusting state when a prop changes".
import { useState } from 'react';

export function useLastSeen<T>(value: T | null | undefined, key: string): T | null {
  const [seen, setSeen] = useState<{ key: string; value: T } | null>(null);
  if (value !== null && value !== undefined) {
    if (seen?.value !== value || seen.key !== key) setSeen({ key, value });
    return value;
  }
  return seen?.key === key ? seen.value : null;
}

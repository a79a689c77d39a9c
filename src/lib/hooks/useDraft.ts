// What a field shows while its value is committed elsewhere (the address bar): it keeps partial
// input and follows outside changes (Clear filters, Back). Keying the field by the committed value
// instead remounted it and dropped the focus while the user typed.
import { useCallback, useState } from 'react';

/** Whether `draft` already shows `committed`: then a change to it came from this field. */
export type Represents = (draft: string, committed: string) => boolean;

const same: Represents = (draft, committed) => draft === committed;

export function useDraft(committed: string, represents: Represents = same): [string, (draft: string) => void] {
  const [state, setState] = useState({ seen: committed, draft: committed });
  const setDraft = useCallback(
    (draft: string) => setState((current) => (current.draft === draft ? current : { ...current, draft })),
    [],
  );
  if (state.seen === committed) return [state.draft, setDraft];
  // React's "adjusting state when a prop changes": set during render, redone before any commit.
  // The user's own typing is kept; anything else shows the new committed value.
  const next = { seen: committed, draft: represents(state.draft, committed) ? state.draft : committed };
  setState(next);
  return [next.draft, setDraft];
}

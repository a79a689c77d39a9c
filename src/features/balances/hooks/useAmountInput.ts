/**
 * An amount field's state: what was typed, and whether its problems are shown yet (after the
 * field is left or a submit is tried, then live while typing).
 */
import { useCallback, useRef, useState, type RefObject } from 'react';

export interface AmountInput {
  raw: string;
  setRaw: (value: string) => void;
  showErrors: boolean;
  reveal: () => void;
  reset: () => void;
  inputRef: RefObject<HTMLInputElement | null>;
}

export function useAmountInput(): AmountInput {
  const [raw, setRaw] = useState('');
  const [showErrors, setShowErrors] = useState(false);
  const inputRef = useRef<HTMLInputElement | null>(null);
  const reveal = useCallback(() => setShowErrors(true), []);
  const reset = useCallback(() => {
    setRaw('');
    setShowErrors(false);
  }, []);
  return { raw, setRaw, showErrors, reveal, reset, inputRef };
}

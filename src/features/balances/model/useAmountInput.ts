/**
 * An amount field's state: what was typed, and whether its problems are shown yet (after the
 * field is left or a submit is tried, then live while typing).
 */
import { startTransition, useCallback, useRef, useState, type RefObject } from 'react';
import { formatAmountForInput } from '@/lib/format/amountInput';
import { fromUnits } from './amount';

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

/**
 * The AmountField props every money form wires the same way; Max fills in `max` (smallest units,
 * null while unknown) as the locale's users type it.
 */
export function amountFieldBindings(input: AmountInput, max: bigint | null, decimals: number, locale = 'en-US') {
  return {
    value: input.raw,
    onChange: input.setRaw,
    // Not urgent: leaving the field for Review must not wait for the form to show its problems
    // first (Review reveals them itself, in its own render).
    onBlur: () => {
      if (input.raw !== '') startTransition(input.reveal);
    },
    inputRef: input.inputRef,
    onMax: () => {
      if (max === null) return;
      input.setRaw(formatAmountForInput(fromUnits(max, decimals), locale));
      input.reveal();
    },
    maxDisabled: max === null || max === 0n,
  };
}

/** Copies text and says so for 1500 ms (SPEC.md section 9), then forgets. */
import { useCallback, useEffect, useRef, useState } from 'react';

export const COPIED_FOR_MS = 1500;

export function useCopyToClipboard(): { copied: boolean; failed: boolean; copy: (text: string) => Promise<void> } {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = useCallback(async (text: string) => {
    clearTimeout(timer.current);
    try {
      await navigator.clipboard.writeText(text);
      setState('copied');
    } catch {
      setState('failed'); // No clipboard permission: the text is still shown to select by hand.
    }
    timer.current = setTimeout(() => setState('idle'), COPIED_FOR_MS);
  }, []);
  return { copied: state === 'copied', failed: state === 'failed', copy };
}

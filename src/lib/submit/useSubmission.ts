// The one submit hook of every confirm dialog. `submit` ignores a second call while one runs (a
// ref: state lands after the event); `onDone` runs once per finished submission, answered or found.
import { useCallback, useEffect, useRef, useState } from 'react';
import { followUnknown, runSubmission, type RunOptions, type SubmissionSpec, type SubmissionState } from './submission';

export interface Submission<R> {
  state: SubmissionState<R>;
  /** Sending, or checking an unknown outcome: Confirm is off, the dialog cannot be dismissed mid-send. */
  busy: boolean;
  submit: <B>(spec: SubmissionSpec<R, B>) => Promise<SubmissionState<R>>;
  checkAgain: () => void;
  /** Back to idle (a new form, a closed dialog). An unknown try stays known to the registry. */
  reset: () => void;
}

export function useSubmission<R>(
  onDone?: (result: R | null, found: boolean) => void,
  options?: RunOptions,
): Submission<R> {
  const [state, setState] = useState<SubmissionState<R>>({ phase: 'idle' });
  const running = useRef(false);
  const keyRef = useRef<string | null>(null);
  const abort = useRef<AbortController | null>(null);
  const onDoneRef = useRef(onDone);
  const optionsRef = useRef(options);
  useEffect(() => {
    onDoneRef.current = onDone;
    optionsRef.current = options;
  });
  useEffect(() => () => abort.current?.abort(), []);

  const finish = useCallback((last: SubmissionState<R>) => {
    running.current = false;
    if (last.phase === 'done') onDoneRef.current?.(last.result, last.found);
    return last;
  }, []);

  const submit = useCallback(
    async <B>(spec: SubmissionSpec<R, B>) => {
      if (running.current) return { phase: 'sending' } as SubmissionState<R>;
      running.current = true;
      keyRef.current = spec.key;
      abort.current?.abort();
      const controller = new AbortController();
      abort.current = controller;
      const last = await runSubmission(
        spec,
        (next) => !controller.signal.aborted && setState(next),
        controller.signal,
        optionsRef.current,
      );
      return finish(last);
    },
    [finish],
  );

  const checkAgain = useCallback(() => {
    const key = keyRef.current;
    if (running.current || key === null) return;
    running.current = true;
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    void followUnknown<R>(key, (next) => !controller.signal.aborted && setState(next), controller.signal, {
      ...optionsRef.current,
      checkDelaysMs: [], // One check, at once.
    }).then(finish);
  }, [finish]);

  const reset = useCallback(() => {
    abort.current?.abort();
    running.current = false;
    // Already idle: the same state, so the form does not render again in the Review click.
    setState((current) => (current.phase === 'idle' ? current : { phase: 'idle' }));
  }, []);

  return {
    state,
    busy: state.phase === 'sending' || state.phase === 'checking' || state.phase === 'unknown',
    submit,
    checkAgain,
    reset,
  };
}

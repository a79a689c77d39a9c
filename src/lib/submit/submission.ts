// One submission of a write, with the rules every form shares (docs/writes.md, "Writes the user confirms"): never sent
// again while an earlier try is not known yet, until a check after SETTLE_MS finds nothing.
// React-free: `useSubmission` wraps it for a dialog, the vote hook runs one per content.
import { didServerAct } from '@/api/errors';
import { retry, type Sleep } from '@/api/retry';
import {
  clearUnknown,
  getUnknownSubmission,
  markUnknown,
  type CheckContext,
  type CheckResult,
  type UnknownSubmission,
} from './registry';

/** After this long, a request that timed out has certainly been given up by the server. */
export const SETTLE_MS = 30_000;
/**
 * Pauses between the automatic checks, which run at once, at 3 s, at 10 s and at SETTLE_MS + 1 s
 * (when the server has certainly given the request up), counted from when it became unknown.
 */
export const CHECK_DELAYS_MS: readonly number[] = [3_000, 10_000 - 3_000, SETTLE_MS + 1_000 - 10_000];

/** The refusal of a submission made while the browser is offline: nothing left the browser. */
export const OFFLINE = Object.freeze({ kind: 'offline' as const });

export function isOfflineRefusal(error: unknown): boolean {
  return error === OFFLINE;
}

function browserOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

export type SendResult<R> = { ok: true; result: R } | { ok: false; error: unknown };

export interface SubmissionSpec<R, B = unknown> {
  /** What the submission does (kind, wallet, amount, counterpart...): equal keys, same submission. */
  key: string;
  /** Read before sending (newest records, statistics); its failure is not fatal. */
  baseline?: () => Promise<B>;
  send: () => Promise<SendResult<R>>;
  /** Looks for the submission's effect on the server; throws when it cannot tell. */
  check?: (context: CheckContext<B>) => Promise<CheckResult<R>>;
}

export type SubmissionState<R> =
  | { phase: 'idle' }
  | { phase: 'sending' }
  /** Not known yet; a check is under way. */
  | { phase: 'checking'; sentAt: number }
  /** Not known yet; the last check found nothing (or could not read). */
  | { phase: 'unknown'; sentAt: number; checkFailed: boolean }
  | { phase: 'refused'; error: unknown }
  /** The server certainly did not carry it out (nothing found after it settled): may go again. */
  | { phase: 'notDone' }
  /** Done: `result` is the server's answer, or what the check found (null if it has no record). */
  | { phase: 'done'; result: R | null; found: boolean };

export interface RunOptions {
  now?: () => number;
  checkDelaysMs?: readonly number[];
  /** Replaces setTimeout (tests). */
  wait?: Sleep;
}

/** Runs one check of an unknown submission; updates the registry. */
async function checkOnce<R>(entry: UnknownSubmission, now: () => number): Promise<SubmissionState<R>> {
  const checkedAt = now();
  try {
    const outcome = (await entry.check({ baseline: entry.baseline, sentAt: entry.sentAt })) as CheckResult<R>;
    if (outcome.found) {
      clearUnknown(entry.key);
      return { phase: 'done', result: outcome.result, found: true };
    }
    if (checkedAt - entry.sentAt >= SETTLE_MS) {
      clearUnknown(entry.key);
      return { phase: 'notDone' };
    }
    return { phase: 'unknown', sentAt: entry.sentAt, checkFailed: false };
  } catch {
    return { phase: 'unknown', sentAt: entry.sentAt, checkFailed: true };
  }
}

/**
 * Checks an unknown submission on the schedule until it is known (or `signal` ends it),
 * reporting each state. Returns the last state.
 */
export async function followUnknown<R>(
  key: string,
  onState: (state: SubmissionState<R>) => void,
  signal: AbortSignal,
  options: RunOptions = {},
): Promise<SubmissionState<R>> {
  const { now = Date.now, checkDelaysMs = CHECK_DELAYS_MS, wait } = options;
  let last: SubmissionState<R> = { phase: 'notDone' };
  // null: nothing is unknown under this key any more (found, or let go, elsewhere).
  const check = async () => {
    const entry = getUnknownSubmission(key);
    if (!entry || signal.aborted) return null;
    onState({ phase: 'checking', sentAt: entry.sentAt });
    last = await checkOnce<R>(entry, now);
    if (!signal.aborted) onState(last);
    return last;
  };
  await retry(check, checkDelaysMs, { shouldRetry: (state) => state?.phase === 'unknown', signal, sleep: wait });
  return last;
}

/** Is a try of this submission still not known? */
export function isUnknown(key: string): boolean {
  return getUnknownSubmission(key) !== undefined;
}

/**
 * Sends the submission, unless an earlier try of it is not known yet (then it is checked
 * instead). Reports every state; resolves with the final one.
 */
export async function runSubmission<R, B>(
  spec: SubmissionSpec<R, B>,
  onState: (state: SubmissionState<R>) => void,
  signal: AbortSignal,
  options: RunOptions = {},
): Promise<SubmissionState<R>> {
  const { now = Date.now } = options;
  if (!isUnknown(spec.key)) {
    if (browserOffline()) {
      const offline: SubmissionState<R> = { phase: 'refused', error: OFFLINE };
      onState(offline);
      return offline;
    }
    onState({ phase: 'sending' });
    let baseline: B | undefined;
    if (spec.baseline) {
      try {
        baseline = await spec.baseline();
      } catch {
        baseline = undefined; // The check then falls back on the time it was sent.
      }
    }
    const sentAt = now();
    let sent: SendResult<R>;
    try {
      sent = await spec.send();
    } catch (error) {
      sent = { ok: false, error };
    }
    if (sent.ok) {
      const done: SubmissionState<R> = { phase: 'done', result: sent.result, found: false };
      onState(done);
      return done;
    }
    if (didServerAct(sent.error) === 'no' || !spec.check) {
      const refused: SubmissionState<R> = { phase: 'refused', error: sent.error };
      onState(refused);
      return refused;
    }
    markUnknown({ key: spec.key, sentAt, baseline, check: spec.check as UnknownSubmission['check'] });
    onState({ phase: 'unknown', sentAt, checkFailed: false });
  }
  return followUnknown<R>(spec.key, onState, signal, options);
}

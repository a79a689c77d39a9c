// Submissions whose outcome is not known yet, by key: while one is here the same submission is
// never sent again. Module-wide, so a reopened dialog or another form instance sees it too.
export interface UnknownSubmission {
  key: string;
  /** When the first try went out (ms since epoch). */
  sentAt: number;
  /** What was read before sending, for telling a new record from an old one. */
  baseline: unknown;
  check: (context: CheckContext<unknown>) => Promise<CheckResult<unknown>>;
}

export interface CheckContext<B> {
  baseline: B | undefined;
  sentAt: number;
}

export type CheckResult<R> = { found: true; result: R | null } | { found: false };

const unknown = new Map<string, UnknownSubmission>();

export function getUnknownSubmission(key: string): UnknownSubmission | undefined {
  return unknown.get(key);
}

export function markUnknown(entry: UnknownSubmission): void {
  unknown.set(entry.key, entry);
}

export function clearUnknown(key: string): void {
  unknown.delete(key);
}

/** For tests: forget every unknown submission. */
export function resetUnknownSubmissions(): void {
  unknown.clear();
}

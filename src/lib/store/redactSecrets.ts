// Redux DevTools sanitizers: the second line of defence behind keeping secrets out of the store
// (docs/session.md, "The session"). Any value under a secret-sounding key is replaced with a marker.
export const REDACTED = '[redacted]';

const SECRET_KEY = /(access_?token|refresh_?token|session_?id|client_?secret|signature|password|secret|authorization)/i;

/**
 * A redacted copy. Each object is copied once and every reference to it gets that copy: an
 * object met a second time (shared by two branches, or a cycle) is never passed on unredacted.
 */
export function redactSecrets<T>(value: T, memo = new Map<object, unknown>()): T {
  if (typeof value !== 'object' || value === null) return value;
  if (memo.has(value)) return memo.get(value) as T;
  if (Array.isArray(value)) {
    const copy: unknown[] = [];
    // Registered before the items are copied, so a cycle back to this array ends here.
    memo.set(value, copy);
    for (const item of value as unknown[]) copy.push(redactSecrets(item, memo));
    return copy as T;
  }
  const result: Record<string, unknown> = {};
  memo.set(value, result);
  for (const [key, inner] of Object.entries(value)) {
    result[key] = SECRET_KEY.test(key) && inner !== null && inner !== undefined ? REDACTED : redactSecrets(inner, memo);
  }
  return result as T;
}

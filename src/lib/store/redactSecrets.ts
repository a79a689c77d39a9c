/**
 * Redux DevTools sanitizers. Secrets are kept out of the store by design (see
 * lib/secrets/secretHandle.ts and lib/session/sessionStorage.ts); this is the second line of
 * defence: any value under a secret-sounding key, in any action or state shown to DevTools, is
 * replaced with a marker.
 */
export const REDACTED = '[redacted]';

const SECRET_KEY = /(access_?token|refresh_?token|session_?id|client_?secret|signature|password|secret|authorization)/i;

export function redactSecrets<T>(value: T, seen = new WeakSet<object>()): T {
  if (typeof value !== 'object' || value === null) return value;
  if (seen.has(value)) return value;
  seen.add(value);
  if (Array.isArray(value)) return value.map((item: unknown) => redactSecrets(item, seen)) as T;
  const result: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    result[key] = SECRET_KEY.test(key) && inner !== null && inner !== undefined ? REDACTED : redactSecrets(inner, seen);
  }
  return result as T;
}

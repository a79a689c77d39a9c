// The user's own RPC URL per chain (display settings), kept in this browser's localStorage only.
// It may hold a provider's API key: never logged, redacted from the diagnostics export.

export const USER_RPC_STORAGE_KEY = 'userRpcUrls';
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);
const CHECK_TIMEOUT_MS = 8000;

type Stored = Record<string, string>;

function readAll(): Stored {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(USER_RPC_STORAGE_KEY) ?? '{}');
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    return Object.fromEntries(Object.entries(parsed).filter(([, url]) => typeof url === 'string')) as Stored;
  } catch {
    return {}; // Blocked storage or a malformed value: no user URL.
  }
}

function writeAll(urls: Stored): void {
  if (Object.keys(urls).length === 0) window.localStorage.removeItem(USER_RPC_STORAGE_KEY);
  else window.localStorage.setItem(USER_RPC_STORAGE_KEY, JSON.stringify(urls));
}

export function readUserRpcUrl(chainId: number): string | null {
  return readAll()[String(chainId)] ?? null;
}

/** Every stored URL, for the diagnostics export to redact. */
export function userRpcUrlValues(): string[] {
  return Object.values(readAll());
}

/** Throws when the browser refuses to store it (the settings then say so). */
export function storeUserRpcUrl(chainId: number, url: string): void {
  writeAll({ ...readAll(), [String(chainId)]: url });
}

export function removeUserRpcUrl(chainId: number): void {
  const { [String(chainId)]: _removed, ...rest } = readAll();
  try {
    writeAll(rest);
  } catch {
    // Storage blocked: nothing was stored either.
  }
}

export type RpcCheckFailure =
  /** Not an absolute https URL (http only on this machine). */
  | 'invalid'
  /** The site's Content-Security-Policy (connect-src) does not allow the host. */
  | 'blocked'
  /** No answer, an HTTP error or a timeout. */
  | 'unreachable'
  /** An answer, but not a JSON-RPC chain id. */
  | 'notRpc'
  /** A node of another chain. */
  | 'wrongChain';

export type RpcCheckResult = { ok: true } | { ok: false; reason: RpcCheckFailure; answeredChainId?: number };

/** https, or http on this machine; no credentials in the address (they would go in every log). */
export function isAcceptableRpcUrl(value: string): boolean {
  try {
    const url = new URL(value);
    if (url.username || url.password) return false;
    return url.protocol === 'https:' || (url.protocol === 'http:' && LOCAL_HOSTS.has(url.hostname));
  } catch {
    return false;
  }
}

/** Resolves true when the browser reports a connect-src violation for `url`'s origin meanwhile. */
function watchCspBlock(url: string): { blocked: () => boolean; stop: () => void } {
  let blocked = false;
  const origin = new URL(url).origin;
  const listener = (event: SecurityPolicyViolationEvent) => {
    if (event.blockedURI.startsWith(origin)) blocked = true;
  };
  document.addEventListener('securitypolicyviolation', listener);
  return { blocked: () => blocked, stop: () => document.removeEventListener('securitypolicyviolation', listener) };
}

/** The chain id `url` answers, or why it gave none. */
async function askChainId(url: string, fetchFn: typeof fetch): Promise<number | RpcCheckFailure> {
  const response = await fetchFn(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
    signal: AbortSignal.timeout(CHECK_TIMEOUT_MS),
  });
  if (!response.ok) return 'unreachable';
  const body = (await response.json().catch(() => null)) as { result?: unknown } | null;
  const answered = typeof body?.result === 'string' && /^0x[0-9a-f]+$/i.test(body.result) ? Number(body.result) : NaN;
  return Number.isSafeInteger(answered) ? answered : 'notRpc';
}

/** Asks `url` for eth_chainId: usable only if it answers `chainId`. */
export async function checkUserRpcUrl(
  url: string,
  chainId: number,
  fetchFn: typeof fetch = (...args) => fetch(...args),
): Promise<RpcCheckResult> {
  if (!isAcceptableRpcUrl(url)) return { ok: false, reason: 'invalid' };
  const csp = watchCspBlock(url);
  try {
    const answered = await askChainId(url, fetchFn);
    if (typeof answered === 'string') return { ok: false, reason: answered };
    return answered === chainId ? { ok: true } : { ok: false, reason: 'wrongChain', answeredChainId: answered };
  } catch {
    // The violation event is queued beside the failed fetch: give it a turn to arrive.
    await new Promise((resolve) => setTimeout(resolve, 0));
    return { ok: false, reason: csp.blocked() ? 'blocked' : 'unreachable' };
  } finally {
    csp.stop();
  }
}

// What a node's refusal means, whoever wrapped it: the balance cannot pay, the contract refuses,
// or no answer. Nodes word these differently (geth, ganache), so words and revert data are read.
import { decodeErrorResult, type Hex } from 'viem';
import { errorChain } from '@/lib/wallet/walletErrors';

export type ChainFailure =
  | { kind: 'insufficientFunds' }
  | { kind: 'reverted'; reason: string | null }
  | { kind: 'unreachable' }
  | { kind: 'unknown'; message: string | null };

const UNREACHABLE_NAMES = new Set(['HttpRequestError', 'TimeoutError', 'WebSocketRequestError', 'AbortError']);
const UNREACHABLE_WORDS = /failed to fetch|network ?error|timed? ?out|could not be reached|ECONNREFUSED|load failed/i;
const REVERT_WORDS = /revert/i;
const REASON_IN_WORDS = /(?:execution reverted|revert)(?:\s+with reason)?(?::|\s)\s*(.+?)\.?$/i;

function texts(link: Record<string, unknown>): string[] {
  return [link.shortMessage, link.details, link.message].filter((t): t is string => typeof t === 'string');
}

/** A revert reason from Error(string) data, wherever the node put it. */
function reasonFromData(data: unknown): string | null {
  const hex = typeof data === 'string' ? data : (data as { data?: unknown; result?: unknown } | null)?.data;
  const candidate = typeof hex === 'string' ? hex : (data as { result?: unknown } | null)?.result;
  if (typeof candidate !== 'string' || !candidate.startsWith('0x08c379a0')) return null;
  try {
    const decoded = decodeErrorResult({ data: candidate as Hex });
    const [reason] = decoded.args ?? [];
    return typeof reason === 'string' && reason.trim() ? reason.trim() : null;
  } catch {
    return null;
  }
}

function revertReason(chain: Array<Record<string, unknown>>): string | null {
  for (const link of chain) {
    const fromData = reasonFromData(link.data);
    if (fromData) return fromData;
    const given = (link.data as { reason?: unknown } | null)?.reason ?? link.reason;
    if (typeof given === 'string' && given.trim()) return given.trim();
  }
  for (const text of chain.flatMap(texts)) {
    const reason = REASON_IN_WORDS.exec(text.split('\n')[0] ?? '')?.[1]?.trim();
    if (reason && !/^(for an unknown reason|with reason)\.?$/i.test(reason)) return reason;
  }
  return null;
}

export function classifyChainError(error: unknown): ChainFailure {
  const chain = errorChain(error) as Array<Record<string, unknown>>;
  const words = chain.flatMap(texts);
  if (words.some((text) => /insufficient funds/i.test(text))) return { kind: 'insufficientFunds' };
  if (chain.some((link) => link.code === 3) || words.some((text) => REVERT_WORDS.test(text)))
    return { kind: 'reverted', reason: revertReason(chain) };
  if (
    chain.some((link) => typeof link.name === 'string' && UNREACHABLE_NAMES.has(link.name)) ||
    chain.some((link) => typeof link.status === 'number' && (link.status === 0 || link.status >= 500)) ||
    words.some((text) => UNREACHABLE_WORDS.test(text))
  )
    return { kind: 'unreachable' };
  const first = words[0]?.split('\n')[0]?.trim();
  return { kind: 'unknown', message: first || null };
}

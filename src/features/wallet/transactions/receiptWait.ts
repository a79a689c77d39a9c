// One wait for a transaction's receipt, with our own timer beside viem's `timeout` so a waiter
// that never settles cannot keep a transaction pending forever.
import type { ReceiptLike, RecentTransaction, ReplacementLike, WaitForReceipt } from './types';

export type WaitOutcome =
  { kind: 'receipt'; receipt: ReceiptLike; replacement?: ReplacementLike } | { kind: 'error' | 'timeout' | 'aborted' };

export function waitOnce(
  waitForReceipt: WaitForReceipt,
  transaction: RecentTransaction,
  chainId: number,
  timeoutMs: number,
  controller: AbortController,
): Promise<WaitOutcome> {
  let replacement: ReplacementLike | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<WaitOutcome>((resolve) => {
    timer = setTimeout(() => resolve({ kind: 'timeout' }), timeoutMs);
  });
  const aborted = new Promise<WaitOutcome>((resolve) => {
    controller.signal.addEventListener('abort', () => resolve({ kind: 'aborted' }), { once: true });
  });
  const waited = startWait(waitForReceipt, transaction, chainId, timeoutMs, controller.signal, (r) => {
    replacement = r;
  }).then(
    (receipt): WaitOutcome => ({ kind: 'receipt', receipt, replacement }),
    (): WaitOutcome => ({ kind: 'error' }),
  );
  return Promise.race([waited, timedOut, aborted]).finally(() => {
    clearTimeout(timer);
    controller.abort();
  });
}

function startWait(
  waitForReceipt: WaitForReceipt,
  transaction: RecentTransaction,
  chainId: number,
  timeout: number,
  signal: AbortSignal,
  onReplaced: (replacement: ReplacementLike) => void,
): Promise<ReceiptLike> {
  try {
    const confirmations = transaction.confirmations ?? 1;
    return Promise.resolve(
      waitForReceipt({ hash: transaction.hash, chainId, confirmations, timeout, onReplaced, signal }),
    );
  } catch (error) {
    return Promise.reject(error); // A waiter that throws at once (no client for the chain).
  }
}

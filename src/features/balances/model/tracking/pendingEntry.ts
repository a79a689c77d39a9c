// One entry of the pending-money journal (pendingStore.ts): its shape, its keys, and the check
// that a stored one was written by this version (anything else is dropped when read).
import type { Address, Transaction, TxHash } from '@/api/staking/types';
import { isTxHash } from '@/api/txHash';
import type { ScanState } from './nonceSearch';

export type TrackedKind = 'deposit' | 'withdraw' | 'swap';

/** 'sending': asked the wallet, no hash yet (found on chain by nonce); 'onChain': not mined yet;
 * 'recording': mined (older versions: sent), not recorded yet; 'rejected': refused by the backend,
 * kept, shown, retried on demand; 'following': recorded, followed until it settles. */
export type TrackedStage = 'sending' | 'onChain' | 'recording' | 'rejected' | 'following';

export interface TrackedTransaction {
  /** A deposit's 'deposit:<chain>:<wallet>:<nonce>' (older: its hash), or 'id:<record id>'. */
  key: string;
  kind: TrackedKind;
  stage: TrackedStage;
  hash: TxHash | null;
  /** The backend record's id once known. */
  txId: string | null;
  wallet: Address;
  chainId: number;
  currency: string;
  toCurrency: string | null;
  /** Decimal string as sent to the backend. */
  amount: string;
  /** Epoch ms when the app started tracking it. */
  createdAt: number;
  /** POST /api/transaction attempts made for a deposit. */
  attempts: number;
  /** The last failure's message (server text), for the pending list. */
  lastError: string | null;
  /** A deposit's nonce in its wallet (guessed before the wallet was asked), and the block then. */
  nonce: number | null;
  fromBlock: number | null;
  /** The wallet's nonce at latest when the marker was written: the deposit's nonce is not below it. */
  nonceFloor?: number | null;
  /** `nonce` was read from the transaction on chain (not the marker's guess). */
  nonceSeen?: boolean;
  /** The one deep search's progress over old blocks (never run twice for an entry). */
  scan?: ScanState | null;
  /** Its nonce was used and the search could not see by what: only cheap checks go on. */
  unseen?: boolean;
}

const ADDRESS = /^0x[0-9a-fA-F]{40}$/;
const AMOUNT = /^\d+(\.\d+)?$/;
const KINDS: readonly string[] = ['deposit', 'withdraw', 'swap'];
const STAGES: readonly string[] = ['sending', 'onChain', 'recording', 'rejected', 'following'];
const isCount = (v: unknown) => v === undefined || v === null || (Number.isSafeInteger(v) && (v as number) >= 0);
const isFlag = (v: unknown) => v === undefined || typeof v === 'boolean';
const isBlock = (v: unknown) => Number.isSafeInteger(v) && (v as number) >= 0;
/** Entries written before the search was kept have none of its fields (read as none). */
const isScan = (v: unknown) =>
  v === undefined ||
  v === null ||
  (typeof v === 'object' && isBlock((v as ScanState).next) && isBlock((v as ScanState).end));

/** A stored entry as written by this version; anything else is dropped when read. */
export function isTrackedTransaction(value: unknown): value is TrackedTransaction {
  if (typeof value !== 'object' || value === null) return false;
  const e = value as Record<string, unknown>;
  const isStringOrNull = (v: unknown) => v === null || typeof v === 'string';
  return (
    typeof e.key === 'string' &&
    typeof e.kind === 'string' &&
    KINDS.includes(e.kind) &&
    typeof e.stage === 'string' &&
    STAGES.includes(e.stage) &&
    (e.hash === null || isTxHash(e.hash)) &&
    isStringOrNull(e.txId) &&
    typeof e.wallet === 'string' &&
    ADDRESS.test(e.wallet) &&
    typeof e.chainId === 'number' &&
    typeof e.currency === 'string' &&
    isStringOrNull(e.toCurrency) &&
    typeof e.amount === 'string' &&
    AMOUNT.test(e.amount) &&
    typeof e.createdAt === 'number' &&
    typeof e.attempts === 'number' &&
    isStringOrNull(e.lastError) &&
    isCount(e.nonce) &&
    isCount(e.fromBlock) &&
    isCount(e.nonceFloor) &&
    isFlag(e.nonceSeen) &&
    isScan(e.scan) &&
    isFlag(e.unseen) &&
    // A deposit is found by its hash (a marker by its nonce), the others by their record id.
    (e.kind === 'deposit' ? (e.stage === 'sending' ? typeof e.nonce === 'number' : e.hash !== null) : e.txId !== null)
  );
}

/** Entries written before nonces were kept read with none. */
export const normalise = (entry: TrackedTransaction): TrackedTransaction => ({
  ...entry,
  nonce: entry.nonce ?? null,
  fromBlock: entry.fromBlock ?? null,
});

export function depositKey(hash: string): string {
  return hash.toLowerCase();
}

export function recordKey(id: string): string {
  return `id:${id}`;
}

export function markerKey(chainId: number, wallet: string, nonce: number): string {
  return `deposit:${chainId}:${wallet.toLowerCase()}:${nonce}`;
}

/** A new deposit's entry (a marker before the wallet is asked, or a hash pasted by the user). */
export function depositEntry(
  key: string,
  createdAt: number,
  fields: Pick<
    TrackedTransaction,
    'stage' | 'hash' | 'wallet' | 'chainId' | 'currency' | 'amount' | 'nonce' | 'fromBlock'
  >,
): TrackedTransaction {
  return { key, kind: 'deposit', txId: null, toCurrency: null, createdAt, attempts: 0, lastError: null, ...fields };
}

/** The entry of a withdrawal or swap the backend has just recorded: followed by its record. */
export function recordEntry(
  kind: Exclude<TrackedKind, 'deposit'>,
  tx: Transaction,
  createdAt: number,
): TrackedTransaction {
  return {
    key: recordKey(tx.id),
    kind,
    stage: 'following',
    hash: tx.hash,
    txId: tx.id,
    wallet: tx.wallet_address,
    chainId: tx.chain_id,
    currency: tx.currency_symbol,
    toCurrency: tx.to_currency_symbol ?? null,
    amount: tx.amount,
    createdAt,
    attempts: 0,
    lastError: null,
    nonce: null,
    fromBlock: null,
  };
}

/** How a journal entry ended: kept a while for the account dialog's recent transactions. */
export type FinishedOutcome =
  'successful' | 'failed' | 'cancelled' | 'replaced' | 'notSent' | 'reverted' | 'dismissed' | 'duplicate';

export interface FinishedTransaction extends TrackedTransaction {
  outcome: FinishedOutcome;
  /** Epoch ms it ended. */
  finishedAt: number;
  /** Cleared from the recent transactions; still kept, so a hash pasted again is known as done. */
  cleared?: boolean;
}

const OUTCOMES: readonly string[] = [
  'successful',
  'failed',
  'cancelled',
  'replaced',
  'notSent',
  'reverted',
  'dismissed',
  'duplicate',
];

/** Finished entries kept per wallet (the account dialog shows three) and on the device. */
export const FINISHED_PER_WALLET = 5;
export const FINISHED_MAX = 30;

export function isFinishedTransaction(value: unknown): value is FinishedTransaction {
  const e = value as Partial<FinishedTransaction> | null;
  return (
    isTrackedTransaction(value) &&
    typeof e?.outcome === 'string' &&
    OUTCOMES.includes(e.outcome) &&
    typeof e.finishedAt === 'number' &&
    (e.cleared === undefined || typeof e.cleared === 'boolean')
  );
}

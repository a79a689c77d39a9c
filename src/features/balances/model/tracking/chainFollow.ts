// One look at the chain for a journaled deposit, by hash or, for an in-flight marker, by the
// wallet's nonce (docs/money-in-flight.md, "How money moves"). Framework-free: the
// tracker loops.
import type { Address } from 'viem';
import type { TxHash } from '@/api/staking/types';
import type { DepositPayment } from '../chain/depositCall';
import type { ChainTransaction, ChainWatch } from './chainWatch';
import { locateMined, sameAddress, type Located, type NonceSearch } from './nonceSearch';

export type SentStep =
  /** Not mined; `nonce` is the transaction's own when the node showed it. */
  | { kind: 'waiting'; nonce: number | null }
  | { kind: 'mined'; nonce: number | null }
  | { kind: 'reverted'; feePaid: bigint; reason: string | null }
  | { kind: 'repriced'; hash: TxHash; payment: DepositPayment; nonce: number }
  | { kind: 'cancelled' }
  | { kind: 'replaced' }
  /** Its nonce was used, and the one bounded search could not see by what. */
  | { kind: 'unseen' };

export type MarkerStep =
  | { kind: 'waiting' }
  | { kind: 'found'; hash: TxHash; payment: DepositPayment; nonce: number }
  | { kind: 'notSent' }
  | { kind: 'unseen' };

/** Nonces from the marker's lower bound a resolution considers (the wallet rarely sends more meanwhile). */
export const MAX_CANDIDATES = 8;

/** Whether a mined deposit payment is this entry's (its currency and amount, held by no other entry). */
export type Claim = (tx: ChainTransaction, payment: DepositPayment) => boolean;

export interface Candidates {
  nonces: number[];
  /** More nonces were used since the lower bound than are considered: nothing can be proven. */
  truncated: boolean;
}

/** The mined nonces the entry's transaction may have: the guess first, then up from the lower bound. */
export function candidateNonces(guess: number, floor: number | null, latestNonce: number): Candidates {
  const low = Math.min(floor ?? guess, guess);
  const last = Math.min(latestNonce - 1, low + MAX_CANDIDATES - 1);
  const rest = Array.from({ length: Math.max(0, last - low + 1) }, (_, i) => low + i).filter((n) => n !== guess);
  return { nonces: guess < latestNonce ? [guess, ...rest] : rest, truncated: latestNonce - 1 > last };
}

export interface SentDeposit {
  hash: TxHash;
  wallet: Address;
  chainId: number;
  nonce: number | null;
  /** The nonce was read from the transaction itself (else a guess, from the marker). */
  nonceSeen: boolean;
  nonceFloor: number | null;
  createdAt: number;
}

/** The node's word on a hash: mined, reverted or waiting in the pool; null when it does not know it. */
export async function checkByHash(chain: ChainWatch, chainId: number, hash: TxHash): Promise<SentStep | null> {
  const receipt = await chain.receipt(chainId, hash);
  const tx = await chain.transaction(chainId, hash);
  if (receipt?.status === 'success') return { kind: 'mined', nonce: tx?.nonce ?? null };
  if (receipt) {
    const reason = tx ? await chain.revertReason(chainId, tx).catch(() => null) : null;
    return { kind: 'reverted', feePaid: receipt.gasUsed * receipt.effectiveGasPrice, reason };
  }
  return tx ? { kind: 'waiting', nonce: tx.nonce } : null;
}

/** What became of a sent deposit, as far as the chain says now. */
export async function checkSentDeposit(
  search: NonceSearch,
  deposit: SentDeposit,
  claim: Claim,
  now: number,
  graceMs: number,
  sameDeposit: Claim = () => false,
): Promise<SentStep> {
  const { chain, chainId } = search;
  const byHash = await checkByHash(chain, chainId, deposit.hash);
  if (byHash) return byHash;
  // Unknown to the node: not seen yet, dropped, or replaced. Only a used nonce tells.
  const { nonce, nonceSeen, hash } = deposit;
  if (nonce === null) return { kind: 'waiting', nonce };
  const latestNonce = await chain.nonceAt(chainId, deposit.wallet, 'latest');
  const candidates = nonceSeen
    ? { nonces: nonce < latestNonce ? [nonce] : [], truncated: false }
    : candidateNonces(nonce, deposit.nonceFloor, latestNonce);
  if (candidates.nonces.length === 0) return { kind: 'waiting', nonce: null };
  const found = await locateMined(search, candidates.nonces);
  // Its own hash mined: a replica behind answered the receipt; it comes on the next look.
  if (found.txs.some((tx) => tx.hash.toLowerCase() === hash.toLowerCase())) return { kind: 'waiting', nonce: null };
  const paid = firstDeposit(chain, chainId, found.txs, nonceSeen ? () => true : claim);
  if (paid) return { kind: 'repriced', hash: paid.tx.hash, payment: paid.payment, nonce: paid.tx.nonce };
  if (nonceSeen) return otherAtNonce(found, deposit.wallet);
  // This deposit at the guessed nonce, already held by another entry (its speed-up pasted, say):
  // with nothing pending, this hash can no longer be mined, so the two are one deposit.
  const twin = firstDeposit(
    chain,
    chainId,
    found.txs.filter((tx) => tx.nonce === nonce),
    sameDeposit,
  );
  if (twin && (await chain.nonceAt(chainId, deposit.wallet, 'pending')) <= latestNonce)
    return { kind: 'repriced', hash: twin.tx.hash, payment: twin.payment, nonce: twin.tx.nonce };
  const gracePassed = now - deposit.createdAt >= graceMs;
  const ended = await unclaimed(search, deposit.wallet, found, candidates, latestNonce, gracePassed);
  if (ended === 'ended') return { kind: 'replaced' };
  return ended === 'unseen' ? { kind: 'unseen' } : { kind: 'waiting', nonce: null };
}

function firstDeposit(chain: ChainWatch, chainId: number, txs: ChainTransaction[], claim: Claim) {
  for (const tx of txs) {
    const payment = chain.depositPayment(chainId, tx);
    if (payment && claim(tx, payment)) return { tx, payment };
  }
  return null;
}

/** The entry's own nonce went to another, non-deposit transaction (or to one the search could not see). */
function otherAtNonce(found: Located, wallet: Address): SentStep {
  const mined = found.txs[0];
  if (mined) return sameAddress(mined.to, wallet) && mined.value === 0n ? { kind: 'cancelled' } : { kind: 'replaced' };
  return found.unseen.length > 0 ? { kind: 'unseen' } : { kind: 'waiting', nonce: null };
}

/**
 * No candidate is this deposit. It has ended only when every candidate was located, the wallet has
 * nothing in the pool, and the grace has passed; a candidate the search could not see: 'unseen'.
 */
async function unclaimed(
  search: NonceSearch,
  wallet: Address,
  found: Located,
  candidates: Candidates,
  latestNonce: number,
  gracePassed: boolean,
): Promise<'waiting' | 'ended' | 'unseen'> {
  if (found.later.length > 0) return 'waiting';
  if ((await search.chain.nonceAt(search.chainId, wallet, 'pending')) > latestNonce) return 'waiting';
  if (found.unseen.length > 0 || candidates.truncated) return 'unseen';
  return gracePassed ? 'ended' : 'waiting';
}

export interface DepositMarker {
  wallet: Address;
  chainId: number;
  /** The guess: the wallet's next nonce as the app's node counted it. */
  nonce: number;
  /** The wallet's nonce at latest when the marker was written (null: older entries). */
  nonceFloor: number | null;
  /** Epoch ms the wallet was asked. */
  createdAt: number;
}

/**
 * Whether a marker's deposit went out: a mined deposit of its currency and amount at one of its
 * candidate nonces. Not sent only when nothing else can be it, `graceMs` after the wallet was
 * asked (a phone wallet may broadcast late).
 */
export async function checkMarker(
  search: NonceSearch,
  marker: DepositMarker,
  claim: Claim,
  now: number,
  graceMs: number,
): Promise<MarkerStep> {
  const { chain, chainId } = search;
  const latestNonce = await chain.nonceAt(chainId, marker.wallet, 'latest');
  const candidates = candidateNonces(marker.nonce, marker.nonceFloor, latestNonce);
  const found = await locateMined(search, candidates.nonces);
  const paid = firstDeposit(chain, chainId, found.txs, claim);
  if (paid) return { kind: 'found', hash: paid.tx.hash, payment: paid.payment, nonce: paid.tx.nonce };
  const gracePassed = now - marker.createdAt >= graceMs;
  const ended = await unclaimed(search, marker.wallet, found, candidates, latestNonce, gracePassed);
  return ended === 'ended' ? { kind: 'notSent' } : { kind: ended };
}

export type PastedHashCheck =
  { ok: true; chainId: number; payment: DepositPayment } | { ok: false; why: 'notFound' | 'notYours' | 'notDeposit' };

/**
 * Whether a hash the user pasted is a deposit from their wallet: sent from it, paying the
 * deposit contract, on one of the offered chains (looked for in their order).
 */
export async function checkPastedHash(
  chain: ChainWatch,
  chainIds: readonly number[],
  wallet: Address,
  hash: TxHash,
): Promise<PastedHashCheck> {
  for (const chainId of chainIds) {
    const tx = await chain.transaction(chainId, hash);
    if (!tx) continue;
    if (!sameAddress(tx.from, wallet)) return { ok: false, why: 'notYours' };
    const payment = chain.depositPayment(chainId, tx);
    return payment ? { ok: true, chainId, payment } : { ok: false, why: 'notDeposit' };
  }
  return { ok: false, why: 'notFound' };
}

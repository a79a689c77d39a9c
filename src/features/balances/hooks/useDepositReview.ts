// The deposit's Review: it waits for the reads, estimates the fee for exactly the typed amount and
// holds the confirmation for one wallet on one chain (README.md, "How money moves").
import { useEffect, useEffectEvent, useState } from 'react';
import { useIntl } from 'react-intl';
import type { Address } from 'viem';
import { useConfig, type Config } from 'wagmi';
import type { TxHash } from '@/api/staking/types';
import { canWriteLocalStorage } from '@/lib/storage/canWriteLocalStorage';
import type { Submission } from '@/lib/submit/useSubmission';
import { feesOf, quoteDeposit, type DepositQuoteRequest } from '../chain/quote';
import { AmountRefused, DepositNotSent } from '../components/depositMessages';
import { checkAmount } from '../model/amount';
import { depositLimit, type FeeQuote } from '../model/fee';
import type { ActionGate } from './useActionGate';
import type { AmountInput } from './useAmountInput';
import type { DepositReads } from './useDepositReads';
import { moneyContracts, type OnChainCurrency } from './useOnChain';

/** What the confirmation shows and Confirm sends: nothing else may change under it. */
export interface DepositReview {
  wallet: Address;
  chainId: number;
  currency: OnChainCurrency;
  units: bigint;
  amount: string;
  fee: FeeQuote;
}

/** The fee for exactly the amount reviewed: the hint when it was estimated for it and is fresh. */
async function reviewFee(config: Config, { quote, quotedUnits }: DepositReads, request: DepositQuoteRequest) {
  const hint = quote.data;
  if (hint && quotedUnits === request.units && !quote.isStale) return hint;
  return quoteDeposit(config, request, hint && !quote.isStale ? feesOf(hint) : undefined);
}

/** Runs `act` once `when` turns true, just after that render (a state change must not run in it). */
function useSoonAfter(when: boolean, act: () => void) {
  const run = useEffectEvent(act);
  useEffect(() => {
    if (!when) return;
    const timer = setTimeout(run);
    return () => clearTimeout(timer);
  }, [when]);
}

export function useDepositReview(
  { wallet, chainId, block }: ActionGate,
  currency: OnChainCurrency,
  input: AmountInput,
  reads: DepositReads,
  submission: Submission<TxHash>,
) {
  const intl = useIntl();
  const wagmiConfig = useConfig();
  const [review, setReview] = useState<DepositReview | null>(null);
  /** Review was pressed while the balance or the fee was still being read: it goes on when they are. */
  const [reviewWaiting, setReviewWaiting] = useState(false);
  const [problem, setProblem] = useState<unknown>(null);
  const [storageWritable, setStorageWritable] = useState(true);
  const { check, readFailed, reading, quote } = reads;
  const focusAmount = () => input.inputRef.current?.focus();

  /** Opens the confirmation for what is typed, with a fee estimated for exactly that amount. */
  const openReview = async () => {
    if (!wallet || !check.ok) return;
    let fee: FeeQuote;
    try {
      const request = { chainId, account: wallet, currency, units: check.units, contracts: moneyContracts(chainId) };
      fee = await reviewFee(wagmiConfig, reads, request);
    } catch (error) {
      return setProblem(error);
    }
    // The fee may have moved since the hint: the amount must still fit beside it.
    const limitNow = depositLimit(currency, { native: reads.native.data, token: reads.token.data }, fee.total);
    const recheck = checkAmount(input.raw, reads.decimals, limitNow, intl.locale);
    if (!recheck.ok) {
      setProblem(new AmountRefused(recheck.code, limitNow));
      return focusAmount();
    }
    submission.reset();
    setStorageWritable(canWriteLocalStorage());
    setReview({ wallet, chainId, currency, units: recheck.units, amount: recheck.amount, fee });
  };

  const startReview = () => {
    input.reveal();
    setProblem(null);
    setReviewWaiting(false);
    if (block || !reads.typed.ok || reads.decimalsMismatch !== null) return focusAmount();
    if (reading) return setReviewWaiting(true);
    if (!check.ok || readFailed || !quote.data) return focusAmount();
    void openReview();
  };

  // A review asked for while reading goes on once the reads are in (or stops at their failure).
  useSoonAfter(reviewWaiting && !reading, () => {
    setReviewWaiting(false);
    if (check.ok && quote.data && !readFailed) void openReview();
    else focusAmount();
  });

  // The review holds for one wallet on one chain: a switch closes it (at once) and asks for a new one.
  const reviewStale =
    review !== null &&
    submission.state.phase !== 'sending' &&
    (block !== null || review.chainId !== chainId || review.wallet !== wallet);
  useSoonAfter(reviewStale, () => {
    setReview(null);
    setProblem(new DepositNotSent('changed'));
  });

  return {
    review: reviewStale ? null : review,
    reviewWaiting: reviewWaiting && reading,
    problem,
    clearProblem: () => setProblem(null),
    storageWritable,
    startReview,
    clearReview: () => setReview(null),
  };
}

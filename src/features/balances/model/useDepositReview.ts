// The deposit's Review: it waits for the reads, estimates the fee for exactly the typed amount and
// shows the confirmation, which useDepositConfirm holds for one wallet on one chain
// (docs/money-in-flight.md, "How money moves").
import { startTransition, useState } from 'react';
import { useIntl } from 'react-intl';
import type { Address } from 'viem';
import { useConfig, type Config } from 'wagmi';
import type { TxHash } from '@/api/staking/types';
import type { ReviewStep } from '@/components/dialog/dialogStore';
import { canWriteLocalStorage } from '@/lib/storage/canWriteLocalStorage';
import type { Submission } from '@/lib/submit/useSubmission';
import { feesOf, quoteDeposit, type DepositQuoteRequest } from './chain/quote';
import { AmountRefused } from './depositErrors';
import { checkAmount } from './amount';
import { depositLimit, type FeeQuote } from './fee';
import type { ActionGate } from './useActionGate';
import type { AmountInput } from './useAmountInput';
import type { DepositReads } from './useDepositReads';
import { moneyContracts, type OnChainCurrency } from './useOnChain';
import { useSoonAfter } from './useSoonAfter';

/** What the confirmation shows and Confirm sends: nothing else may change under it. */
export interface DepositReview {
  wallet: Address;
  chainId: number;
  currency: OnChainCurrency;
  units: bigint;
  amount: string;
  fee: FeeQuote;
  /** The journal can be written; if not, the confirmation warns before Confirm. */
  storageWritable: boolean;
}

/** The hint when it was estimated for exactly the amount reviewed and is fresh: then Review needs no read. */
function hintFor({ quote, quotedUnits }: DepositReads, units: bigint): FeeQuote | null {
  return quote.data && quotedUnits === units && !quote.isStale ? quote.data : null;
}

/** The fee for another amount than the hint's, priced at the hint's fee per gas while that is fresh. */
function estimateFee(config: Config, { quote }: DepositReads, request: DepositQuoteRequest) {
  return quoteDeposit(config, request, quote.data && !quote.isStale ? feesOf(quote.data) : undefined);
}

export function useDepositReview(
  { wallet, chainId, depositBlock: block }: ActionGate,
  currency: OnChainCurrency,
  input: AmountInput,
  reads: DepositReads,
  submission: Submission<TxHash>,
  step: ReviewStep<DepositReview>,
) {
  const intl = useIntl();
  const wagmiConfig = useConfig();
  /** Review was pressed while the balance or the fee was still being read: it goes on when they are. */
  const [reviewWaiting, setReviewWaiting] = useState(false);
  const [problem, setProblem] = useState<unknown>(null);
  const { check, readFailed, reading, quote } = reads;
  const focusAmount = () => input.inputRef.current?.focus();

  /** Opens the confirmation from `from` with `fee`, if the amount still fits beside that fee. */
  const showReview = (from: Address, fee: FeeQuote) => {
    const limitNow = depositLimit(currency, { native: reads.native.data, token: reads.token.data }, fee.total);
    const recheck = checkAmount(input.raw, reads.decimals, limitNow, intl.locale);
    if (!recheck.ok) {
      setProblem(new AmountRefused(recheck.code, limitNow));
      return focusAmount();
    }
    submission.reset();
    const { units, amount } = recheck;
    step.show({ wallet: from, chainId, currency, units, amount, fee, storageWritable: canWriteLocalStorage() });
  };

  /**
   * Opens the confirmation for what is typed, with a fee estimated for exactly that amount: in the
   * click when the hint is that estimate, so the dialog alone renders, once, with its figures.
   */
  const openReview = async () => {
    if (!wallet || !check.ok) return;
    const hint = hintFor(reads, check.units);
    if (hint) return showReview(wallet, hint);
    const request = { chainId, account: wallet, currency, units: check.units, contracts: moneyContracts(chainId) };
    let fee: FeeQuote;
    try {
      fee = await estimateFee(wagmiConfig, reads, request);
    } catch (error) {
      return setProblem(error);
    }
    showReview(wallet, fee);
  };

  const refuse = () => {
    input.reveal();
    focusAmount();
  };

  const startReview = () => {
    setProblem(null);
    setReviewWaiting(false);
    if (block || !reads.typed.ok || reads.decimalsMismatch !== null) return refuse();
    if (reading) {
      input.reveal();
      return setReviewWaiting(true);
    }
    if (!check.ok || readFailed || !quote.data) return refuse();
    // The amount is fine: showing its problems from now on changes nothing on screen yet, so it
    // waits. Not started in the submit itself: React would then mark the form as pending.
    queueMicrotask(() => startTransition(input.reveal));
    void openReview();
  };

  // A review asked for while reading goes on once the reads are in (or stops at their failure).
  useSoonAfter(reviewWaiting && !reading, () => {
    setReviewWaiting(false);
    if (check.ok && quote.data && !readFailed) void openReview();
    else focusAmount();
  });

  return {
    reviewWaiting: reviewWaiting && reading,
    problem,
    setProblem,
    startReview,
  };
}

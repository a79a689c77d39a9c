// The deposit form's model (docs/money-in-flight.md, "How money moves"): the reads and fee
// hint and the review, each its own hook. The confirmation runs useDepositConfirm itself, so
// opening it renders the dialog alone. Render inside <WalletReady>.
import { useState } from 'react';
import type { TxHash } from '@/api/staking/types';
import { useReviewStep } from '@/components/dialog/dialogStore';
import { useSubmission } from '@/lib/submit/useSubmission';
import { maxAmount } from './amount';
import type { ActionGate } from './useActionGate';
import { useAmountInput } from './useAmountInput';
import { DepositNotSent } from './depositErrors';
import { useDepositReads } from './useDepositReads';
import { useDepositReview, type DepositReview } from './useDepositReview';
import { useMarkerHold } from './useMarkerHold';
import type { OnChainCurrency } from './useOnChain';

export function useDepositForm(gate: ActionGate) {
  const [currency, setCurrency] = useState<OnChainCurrency>('BNB');
  const input = useAmountInput();
  const submission = useSubmission<TxHash>();
  const marker = useMarkerHold(gate.wallet);
  const reads = useDepositReads(gate.wallet, gate.chainId, currency, input.raw);
  const step = useReviewStep<DepositReview>();
  const review = useDepositReview(gate, currency, input, reads, submission, step);
  const { native, token, quote } = reads;

  return {
    currency,
    setCurrency: (next: OnChainCurrency) => {
      setCurrency(next);
      review.setProblem(null);
    },
    input,
    decimals: reads.decimals,
    held: reads.held,
    native,
    token,
    quote,
    limit: reads.limit,
    check: reads.check,
    max: maxAmount(reads.limit),
    readFailed: reads.readFailed,
    decimalsMismatch: reads.decimalsMismatch,
    reviewWaiting: review.reviewWaiting,
    problem: review.problem,
    marker,
    gate,
    step,
    submission,
    startReview: review.startReview,
    emptyAmount: input.reset,
    reviewChanged: () => review.setProblem(new DepositNotSent('changed')),
    closeReview: () => {
      submission.reset();
      step.close();
    },
    retryReads: () => {
      if (quote.isError) void quote.refetch();
      if (native.isError) void native.refetch();
      if (token.isError) void token.refetch();
    },
  };
}

export type DepositFormModel = ReturnType<typeof useDepositForm>;

// The deposit form's model (docs/money-in-flight.md, "How money moves"): the reads and fee
// hint, the review and the confirm, each its own hook. Render inside <WalletReady>.
import { useState } from 'react';
import type { TxHash } from '@/api/staking/types';
import { useSubmission } from '@/lib/submit/useSubmission';
import { maxAmount } from './amount';
import type { ActionGate } from './useActionGate';
import { useAmountInput } from './useAmountInput';
import { useDepositConfirm } from './useDepositConfirm';
import { useDepositReads } from './useDepositReads';
import { useDepositReview } from './useDepositReview';
import { useMarkerHold } from './useMarkerHold';
import type { OnChainCurrency } from './useOnChain';

export function useDepositForm(gate: ActionGate) {
  const [currency, setCurrency] = useState<OnChainCurrency>('BNB');
  const input = useAmountInput();
  const submission = useSubmission<TxHash>();
  const marker = useMarkerHold(gate.wallet);
  const reads = useDepositReads(gate.wallet, gate.chainId, currency, input.raw);
  const review = useDepositReview(gate, currency, input, reads, submission);
  const sent = useDepositConfirm({
    review: review.review,
    markerOpen: marker.blocks,
    submission,
    onSent: () => {
      review.clearReview();
      input.reset();
    },
  });
  const { native, token, quote } = reads;

  return {
    currency,
    setCurrency: (next: OnChainCurrency) => {
      setCurrency(next);
      review.clearProblem();
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
    review: review.review,
    storageWritable: review.storageWritable,
    submission,
    startReview: review.startReview,
    confirm: sent.confirm,
    closeReview: () => {
      submission.reset();
      review.clearReview();
    },
    retryReads: () => {
      if (quote.isError) void quote.refetch();
      if (native.isError) void native.refetch();
      if (token.isError) void token.refetch();
    },
  };
}

export type DepositFormModel = ReturnType<typeof useDepositForm>;

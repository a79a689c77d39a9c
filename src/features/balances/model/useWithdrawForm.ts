/**
 * The withdraw form's model: the currency and amount (at most the in-app balance), the review it
 * confirms, and Confirm, which posts type WITHDRAW once through the shared submit flow.
 */
import { useState } from 'react';
import { TransactionType, type Transaction } from '@/api/staking/types';
import { useReviewStep } from '@/components/dialog/dialogStore';
import type { CurrencySymbol } from '@/lib/money/currencies';
import { useSubmission } from '@/lib/submit/useSubmission';
import { useTracker } from './tracking/useTracker';
import type { ActionGate } from './useActionGate';
import { useInAppAmount } from './useInAppAmount';
import type { InAppBalances } from './useInAppBalances';
import { useTransactionSubmission } from './useTransactionSubmission';

/** What the confirmation shows and Confirm sends. */
export interface WithdrawReview {
  amount: string;
  currency: CurrencySymbol;
}

export function useWithdrawForm(gate: ActionGate, balances: InAppBalances) {
  const tracker = useTracker();
  const transactionSpec = useTransactionSubmission();
  const [currency, setCurrency] = useState<CurrencySymbol>('BNB');
  const amount = useInAppAmount(currency, balances);
  const { input, check } = amount;
  const { wallet, chainId, block } = gate;
  // A review needs the wallet it pays out to.
  const step = useReviewStep<WithdrawReview>(wallet !== null);
  const submission = useSubmission<Transaction>((tx) => {
    if (tx) tracker.follow('withdraw', tx);
    step.close();
    input.reset();
  });

  const startReview = () => {
    input.reveal();
    if (block || !check.ok) return input.inputRef.current?.focus();
    submission.reset();
    step.show({ amount: check.amount, currency });
  };

  const confirm = () => {
    const review = step.current();
    if (!review || !wallet) return;
    void submission.submit(
      transactionSpec({
        type: TransactionType.WITHDRAW,
        currency_symbol: review.currency,
        amount: review.amount,
        wallet_address: wallet,
        chain_id: chainId,
      }),
    );
  };

  return {
    currency,
    setCurrency,
    ...amount,
    step,
    submission,
    startReview,
    confirm,
    closeReview: () => {
      submission.reset();
      step.close();
    },
  };
}

export type WithdrawFormModel = ReturnType<typeof useWithdrawForm>;

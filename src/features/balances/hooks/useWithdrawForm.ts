/**
 * The withdraw form's model: the currency and amount (at most the in-app balance), the review it
 * confirms, and Confirm, which posts type WITHDRAW once through the shared submit flow.
 */
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { TransactionType, type Transaction } from '@/api/staking/types';
import { CURRENCIES, type CurrencySymbol } from '@/lib/money/currencies';
import { useSubmission } from '@/lib/submit/useSubmission';
import { checkAmount, maxAmount, type AmountLimit } from '../model/amount';
import { useTracker } from '../tracking/useTracker';
import type { ActionGate } from './useActionGate';
import { useAmountInput } from './useAmountInput';
import type { InAppBalances } from './useInAppBalances';
import { useTransactionSubmission } from './useTransactionSubmission';

/** What the confirmation shows and Confirm sends. */
export interface WithdrawReview {
  amount: string;
  currency: CurrencySymbol;
}

export function useWithdrawForm(gate: ActionGate, balances: InAppBalances) {
  const intl = useIntl();
  const tracker = useTracker();
  const transactionSpec = useTransactionSubmission();
  const [currency, setCurrency] = useState<CurrencySymbol>('BNB');
  const input = useAmountInput();
  const [review, setReview] = useState<WithdrawReview | null>(null);
  const submission = useSubmission<Transaction>((tx) => {
    if (tx) tracker.follow('withdraw', tx);
    setReview(null);
    input.reset();
  });

  const { wallet, chainId, block } = gate;
  const decimals = CURRENCIES[currency].decimals;
  const held = balances.unitsOf(currency);
  const limit: AmountLimit = held === null ? { kind: 'unknown' } : { kind: 'balance', balance: held };
  const check = checkAmount(input.raw, decimals, limit, intl.locale);

  const startReview = () => {
    input.reveal();
    if (block || !check.ok) return input.inputRef.current?.focus();
    submission.reset();
    setReview({ amount: check.amount, currency });
  };

  const confirm = () => {
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
    input,
    decimals,
    held,
    limit,
    check,
    max: maxAmount(limit),
    // A review needs the wallet it pays out to.
    review: wallet ? review : null,
    submission,
    startReview,
    confirm,
    closeReview: () => {
      submission.reset();
      setReview(null);
    },
  };
}

export type WithdrawFormModel = ReturnType<typeof useWithdrawForm>;

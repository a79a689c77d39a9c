// The transfer form's model: recipient and votes checked as typed (shown once a field is left),
// the summary, and Confirm through the shared submit flow.
import { useMemo, useRef, useState } from 'react';
import type { Address, TransferRecord } from '@/api/staking/types';
import { useReviewStep } from '@/components/dialog/dialogStore';
import { getConfig } from '@/config/runtimeConfig';
import { useSubmission } from '@/lib/submit/useSubmission';
import { checkVoteAmount } from '@/lib/votes/wholeVotes';
import { useNameLookup } from '@/lib/wallet/nameLookup';
import { checkRecipient, contractAddressesOf } from './transferValidation';
import type { VerifiedAccount } from '@/lib/wallet/useVerifiedAccount';
import { useTransferSubmission } from './useTransferSubmission';

/** What the confirmation shows and Confirm sends. */
export interface TransferSummary {
  from: Address;
  to: Address;
  toName: string | null;
  amount: number;
  balance: bigint;
}

const UNVISITED = { recipient: false, amount: false };

export function useTransferForm(account: VerifiedAccount, onSent: (sent: TransferSummary) => void) {
  const transferSpec = useTransferSubmission();
  const [recipient, setRecipient] = useState('');
  const [amount, setAmount] = useState('');
  const [visited, setVisited] = useState(UNVISITED);
  const [submitted, setSubmitted] = useState(false);
  const step = useReviewStep<TransferSummary>();
  const submission = useSubmission<TransferRecord>();
  const recipientInput = useRef<HTMLInputElement | null>(null);
  const amountInput = useRef<HTMLInputElement | null>(null);

  const { votes } = account.balance;
  const contracts = useMemo(() => contractAddressesOf(getConfig()), []);
  const recipientCheck = checkRecipient(recipient, account.wallet, contracts);
  const amountCheck = votes === null ? null : checkVoteAmount(amount, votes);
  const lookup = useNameLookup(recipientCheck.ok ? recipientCheck.address : null);

  const review = () => {
    setSubmitted(true);
    if (!recipientCheck.ok) return recipientInput.current?.focus();
    if (!amountCheck?.ok || votes === null || !account.wallet) return amountInput.current?.focus();
    submission.reset();
    const { address: to } = recipientCheck;
    step.show({ from: account.wallet, to, toName: lookup.name, amount: amountCheck.amount, balance: votes });
  };

  const confirm = async () => {
    const sent = step.current();
    if (!sent) return;
    const last = await submission.submit(
      transferSpec({ walletAddress: sent.from, toWalletAddress: sent.to, amount: sent.amount }),
    );
    if (last.phase !== 'done') return; // A refusal keeps the summary and what was typed.
    onSent(sent);
    submission.reset();
    step.close();
    setRecipient('');
    setAmount('');
    setVisited(UNVISITED);
    setSubmitted(false);
  };

  return {
    votes,
    recipient: {
      value: recipient,
      set: setRecipient,
      leave: () => setVisited((current) => ({ ...current, recipient: true })),
      check: recipientCheck,
      error: (submitted || visited.recipient) && !recipientCheck.ok ? recipientCheck.error : null,
      name: lookup.name,
      nameLoading: lookup.loading,
      inputRef: recipientInput,
    },
    amount: {
      value: amount,
      set: setAmount,
      leave: () => setVisited((current) => ({ ...current, amount: true })),
      error: (submitted || visited.amount) && amountCheck && !amountCheck.ok ? amountCheck.error : null,
      inputRef: amountInput,
    },
    step,
    submission,
    review,
    confirm,
    closeSummary: () => {
      submission.reset();
      step.close();
    },
  };
}

export type TransferFormModel = ReturnType<typeof useTransferForm>;

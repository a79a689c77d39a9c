// The deposit's Confirm: estimate again, journal the in-flight marker, then ask the wallet
// (docs/money-in-flight.md, "How money moves").
import { useEffectEvent, useLayoutEffect } from 'react';
import { useConfig, type Config } from 'wagmi';
import type { TxHash } from '@/api/staking/types';
import { openDialog, useShownReview, type ReviewStep } from '@/components/dialog/dialogStore';
import type { Submission } from '@/lib/submit/useSubmission';
import { refusedBeforeSending } from '@/lib/wallet/walletErrors';
import { classifyChainError } from './chain/chainErrors';
import { DepositQuoteError, coveredBy, quoteDeposit } from './chain/quote';
import { DepositNotSent } from './depositErrors';
import type { TransactionTracker } from './tracking/tracker';
import type { ActionGate } from './useActionGate';
import { useTracker } from './tracking/useTracker';
import type { DepositReview } from './useDepositReview';
import {
  moneyContracts,
  readSendPosition,
  readWalletNonce,
  sendDepositTransfer,
  useRefreshOnChain,
} from './useOnChain';

/** Estimates again, journals the marker, then asks the wallet; the marker ends as the wallet did. */
async function sendReviewed(config: Config, tracker: TransactionTracker, reviewed: DepositReview) {
  const fresh = await quoteDeposit(config, {
    ...reviewed,
    account: reviewed.wallet,
    contracts: moneyContracts(reviewed.chainId),
  });
  if (!coveredBy(reviewed.fee, fresh)) return { ok: false as const, error: new DepositNotSent('feeRose', fresh.total) };
  const position = await readSendPosition(config, reviewed.chainId, reviewed.wallet).catch((error) => {
    throw new DepositQuoteError(classifyChainError(error));
  });
  const { wallet, chainId, currency, amount } = reviewed;
  const marker = tracker.beginDeposit({ wallet, chainId, currency, amount, ...position });
  try {
    const hash = await sendDepositTransfer(config, { ...reviewed, account: reviewed.wallet });
    marker.sent(hash);
    void readWalletNonce(config, hash).then((nonce) => nonce !== null && tracker.nonceFromWallet(hash, nonce));
    return { ok: true as const, result: hash };
  } catch (error) {
    if (refusedBeforeSending(error)) marker.notSent();
    else marker.unknown();
    return { ok: false as const, error };
  }
}

/** The "Deposit sent" dialog's name in the dialog store; its payload is the hash. */
export const DEPOSIT_SENT_DIALOG = 'balances.depositSent';

export interface DepositConfirmOptions {
  step: ReviewStep<DepositReview>;
  gate: ActionGate;
  /** A deposit from this wallet is still unresolved: no new one may go. */
  markerOpen: boolean;
  submission: Submission<TxHash>;
  /** The wallet returned a hash: the form empties its amount. */
  onSent: () => void;
  /** The wallet, the chain or the gate changed under the review, which is closed. */
  onChanged: () => void;
}

/**
 * The review a deposit's confirmation shows, and its Confirm. The review holds for one wallet on
 * one chain: a switch closes it at once and asks for a new one.
 */
export function useDepositConfirm({ step, gate, markerOpen, submission, onSent, onChanged }: DepositConfirmOptions) {
  const wagmiConfig = useConfig();
  const tracker = useTracker();
  const refreshOnChain = useRefreshOnChain();
  const shown = useShownReview(step);
  const stale =
    shown !== null &&
    submission.state.phase !== 'sending' &&
    (gate.depositBlock !== null || shown.chainId !== gate.chainId || shown.wallet !== gate.wallet);
  const closeStale = useEffectEvent(() => {
    step.close();
    onChanged();
  });
  useLayoutEffect(() => {
    if (stale) closeStale();
  }, [stale]);
  const review = stale ? null : shown;

  const confirm = async () => {
    if (!review || markerOpen) return;
    const reviewed = review;
    const last = await submission.submit({
      key: `deposit:${reviewed.wallet.toLowerCase()}:${reviewed.chainId}:${reviewed.currency}:${reviewed.amount}`,
      send: () => sendReviewed(wagmiConfig, tracker, reviewed),
    });
    if (last.phase !== 'done' || !last.result) return;
    step.close();
    onSent();
    openDialog(DEPOSIT_SENT_DIALOG, last.result);
    refreshOnChain();
  };

  return { review, confirm };
}

// The deposit's Confirm: estimate again, journal the in-flight marker, then ask the wallet
// (docs/money-in-flight.md, "How money moves").
import { useConfig, type Config } from 'wagmi';
import type { TxHash } from '@/api/staking/types';
import { openDialog } from '@/components/dialog/dialogStore';
import type { Submission } from '@/lib/submit/useSubmission';
import { refusedBeforeSending } from '@/lib/wallet/walletErrors';
import { classifyChainError } from './chain/chainErrors';
import { DepositQuoteError, coveredBy, quoteDeposit } from './chain/quote';
import { DepositNotSent } from './depositErrors';
import type { TransactionTracker } from './tracking/tracker';
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
  review: DepositReview | null;
  /** A deposit from this wallet is still unresolved: no new one may go. */
  markerOpen: boolean;
  submission: Submission<TxHash>;
  /** The wallet returned a hash: the form closes its review and empties its amount. */
  onSent: () => void;
}

export function useDepositConfirm({ review, markerOpen, submission, onSent }: DepositConfirmOptions) {
  const wagmiConfig = useConfig();
  const tracker = useTracker();
  const refreshOnChain = useRefreshOnChain();

  const confirm = async () => {
    if (!review || markerOpen) return;
    const reviewed = review;
    const last = await submission.submit({
      key: `deposit:${reviewed.wallet.toLowerCase()}:${reviewed.chainId}:${reviewed.currency}:${reviewed.amount}`,
      send: () => sendReviewed(wagmiConfig, tracker, reviewed),
    });
    if (last.phase !== 'done' || !last.result) return;
    onSent();
    openDialog(DEPOSIT_SENT_DIALOG, last.result);
    refreshOnChain();
  };

  return { confirm };
}

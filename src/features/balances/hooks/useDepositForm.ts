// The deposit form's model (src/features/balances/README.md, "How money moves"). Render inside
// <WalletReady>.
import { useEffect, useEffectEvent, useState } from 'react';
import { useIntl } from 'react-intl';
import type { Address } from 'viem';
import { useConfig } from 'wagmi';
import type { TxHash } from '@/api/staking/types';
import { CURRENCIES } from '@/lib/money/currencies';
import { canWriteLocalStorage } from '@/lib/storage/canWriteLocalStorage';
import { useSubmission } from '@/lib/submit/useSubmission';
import { refusedBeforeSending } from '@/lib/wallet/walletErrors';
import { classifyChainError } from '../chain/chainErrors';
import { DepositQuoteError, coveredBy, feesOf, quoteDeposit } from '../chain/quote';
import { AmountRefused, DepositNotSent } from '../components/depositMessages';
import { checkAmount, maxAmount, parseAmountInput, type AmountCheck } from '../model/amount';
import { depositLimit, type FeeQuote } from '../model/fee';
import { describeTransaction } from '../tracking/describe';
import { useHasOpenMarker, useTracker } from '../tracking/useTracker';
import type { ActionGate } from './useActionGate';
import { useAmountInput } from './useAmountInput';
import { useDebouncedValue } from './useDebouncedValue';
import {
  moneyContracts,
  readSendPosition,
  sendDepositTransfer,
  useDepositQuote,
  useOnChainBalance,
  useRefreshOnChain,
  useStablecoinDecimals,
  type OnChainCurrency,
} from './useOnChain';

/** What the confirmation shows and Confirm sends: nothing else may change under it. */
export interface DepositReview {
  wallet: Address;
  chainId: number;
  currency: OnChainCurrency;
  units: bigint;
  amount: string;
  fee: FeeQuote;
}

const QUOTE_SETTLE_MS = 300;

/**
 * The amount the fee is estimated for before Review: what is typed (gas depends on it), kept
 * within what the wallet holds so the estimate does not fail for a typo, and never 0.
 */
function probeUnits(typed: AmountCheck, held: bigint | undefined): bigint {
  const units = typed.ok ? typed.units : 1n;
  if (held === undefined || held === 0n) return units;
  return units > held ? held : units;
}

export function useDepositForm(gate: ActionGate, onWalletTransaction?: (hash: TxHash, description: string) => void) {
  const intl = useIntl();
  const wagmiConfig = useConfig();
  const tracker = useTracker();
  const refreshOnChain = useRefreshOnChain();
  const [currency, setCurrency] = useState<OnChainCurrency>('BNB');
  const input = useAmountInput();
  const [review, setReview] = useState<DepositReview | null>(null);
  /** Review was pressed while the balance or the fee was still being read: it goes on when they are. */
  const [reviewWaiting, setReviewWaiting] = useState(false);
  const [problem, setProblem] = useState<unknown>(null);
  const [storageWritable, setStorageWritable] = useState(true);
  const [sentHash, setSentHash] = useState<TxHash | null>(null);
  const submission = useSubmission<TxHash>();
  const { wallet, chainId, block } = gate;
  const markerOpen = useHasOpenMarker(wallet);

  const native = useOnChainBalance(wallet, chainId, 'BNB');
  const token = useOnChainBalance(wallet, chainId, 'USDT');
  const tokenDecimals = useStablecoinDecimals(chainId, currency === 'USDT' && wallet !== null);
  const decimals = CURRENCIES[currency].decimals;
  const held = currency === 'BNB' ? native.data : token.data;
  const typed = parseAmountInput(input.raw, decimals, intl.locale);
  const quotedUnits = useDebouncedValue(probeUnits(typed, held), QUOTE_SETTLE_MS);
  const quote = useDepositQuote(wallet, chainId, currency, quotedUnits);
  const limit = depositLimit(
    currency,
    { native: native.data, token: currency === 'USDT' ? token.data : undefined },
    quote.data?.total,
  );
  const check = checkAmount(input.raw, decimals, limit, intl.locale);
  const readFailed = native.isError || (currency === 'USDT' && token.isError);
  const decimalsMismatch =
    currency === 'USDT' && tokenDecimals.data !== undefined && tokenDecimals.data !== CURRENCIES.USDT.decimals
      ? tokenDecimals.data
      : null;
  // What Review waits for; a hint quote for another amount does not count (Review estimates anew).
  const reading =
    native.isPending ||
    (currency === 'USDT' && (token.isPending || tokenDecimals.isPending)) ||
    (!quote.data && (quote.isFetching || (typed.ok && quotedUnits !== probeUnits(typed, held))));

  /** Opens the confirmation for what is typed, with a fee estimated for exactly that amount. */
  const openReview = async () => {
    if (!wallet || !check.ok) return;
    let fee = quote.data;
    if (!fee || quotedUnits !== check.units || quote.isStale) {
      try {
        const request = { chainId, account: wallet, currency, units: check.units, contracts: moneyContracts(chainId) };
        fee = await quoteDeposit(wagmiConfig, request, fee && !quote.isStale ? feesOf(fee) : undefined);
      } catch (error) {
        setProblem(error);
        return;
      }
    }
    // The fee may have moved since the hint: the amount must still fit beside it.
    const limitNow = depositLimit(currency, { native: native.data, token: token.data }, fee.total);
    const recheck = checkAmount(input.raw, decimals, limitNow, intl.locale);
    if (!recheck.ok) {
      setProblem(new AmountRefused(recheck.code, limitNow));
      input.inputRef.current?.focus();
      return;
    }
    submission.reset();
    setStorageWritable(canWriteLocalStorage());
    setReview({ wallet, chainId, currency, units: recheck.units, amount: recheck.amount, fee });
  };

  const startReview = () => {
    input.reveal();
    setProblem(null);
    setReviewWaiting(false);
    if (block || !typed.ok || decimalsMismatch !== null) return input.inputRef.current?.focus();
    if (reading) return setReviewWaiting(true);
    if (!check.ok || readFailed || !quote.data) return input.inputRef.current?.focus();
    void openReview();
  };

  // A review asked for while reading goes on once the reads are in (or stops at their failure).
  const resumeReview = useEffectEvent(() => {
    setReviewWaiting(false);
    if (check.ok && quote.data && !readFailed) void openReview();
    else input.inputRef.current?.focus();
  });
  const readyToResume = reviewWaiting && !reading;
  useEffect(() => {
    if (!readyToResume) return;
    const timer = setTimeout(resumeReview);
    return () => clearTimeout(timer);
  }, [readyToResume]);

  // The review holds for one wallet on one chain: a switch closes it (at once) and asks for a new one.
  const reviewStale =
    review !== null &&
    submission.state.phase !== 'sending' &&
    (block !== null || review.chainId !== chainId || review.wallet !== wallet);
  useEffect(() => {
    if (!reviewStale) return;
    const timer = setTimeout(() => {
      setReview(null);
      setProblem(new DepositNotSent('changed'));
    });
    return () => clearTimeout(timer);
  }, [reviewStale]);

  const confirm = async () => {
    if (!review || markerOpen) return;
    const reviewed = review;
    const last = await submission.submit({
      key: `deposit:${reviewed.wallet.toLowerCase()}:${reviewed.chainId}:${reviewed.currency}:${reviewed.amount}`,
      send: () => sendReviewed(reviewed),
    });
    if (last.phase !== 'done' || !last.result) return;
    const hash = last.result;
    try {
      onWalletTransaction?.(
        hash,
        describeTransaction(intl, { kind: 'deposit', amount: reviewed.amount, currency: reviewed.currency }),
      );
    } catch (error) {
      // The recent-transaction list is a convenience; the deposit itself is journaled already.
      console.warn('Could not add the deposit to the recent transactions:', error);
    }
    setReview(null);
    setSentHash(hash);
    input.reset();
    refreshOnChain();
  };

  /** Estimates again, journals the marker, then asks the wallet; the marker ends as the wallet did. */
  const sendReviewed = async (reviewed: DepositReview) => {
    const fresh = await quoteDeposit(wagmiConfig, {
      ...reviewed,
      account: reviewed.wallet,
      contracts: moneyContracts(reviewed.chainId),
    });
    if (!coveredBy(reviewed.fee, fresh))
      return { ok: false as const, error: new DepositNotSent('feeRose', fresh.total) };
    const position = await readSendPosition(wagmiConfig, reviewed.chainId, reviewed.wallet).catch((error) => {
      throw new DepositQuoteError(classifyChainError(error));
    });
    const { wallet, chainId, currency, amount } = reviewed;
    const marker = tracker.beginDeposit({ wallet, chainId, currency, amount, ...position });
    try {
      const hash = await sendDepositTransfer(wagmiConfig, { ...reviewed, account: reviewed.wallet });
      marker.sent(hash);
      return { ok: true as const, result: hash };
    } catch (error) {
      if (refusedBeforeSending(error)) marker.notSent();
      else marker.unknown();
      return { ok: false as const, error };
    }
  };

  const closeReview = () => {
    submission.reset();
    setReview(null);
  };

  return {
    currency,
    setCurrency: (next: OnChainCurrency) => {
      setCurrency(next);
      setProblem(null);
    },
    input,
    decimals,
    held,
    native,
    token,
    quote,
    limit,
    check,
    max: maxAmount(limit),
    readFailed,
    decimalsMismatch,
    reviewWaiting: reviewWaiting && reading,
    problem,
    markerOpen,
    review: reviewStale ? null : review,
    storageWritable,
    sentHash,
    submission,
    startReview,
    confirm,
    closeReview,
    closeSent: () => setSentHash(null),
    retryReads: () => {
      if (quote.isError) void quote.refetch();
      if (native.isError) void native.refetch();
      if (token.isError) void token.refetch();
    },
  };
}

export type DepositFormModel = ReturnType<typeof useDepositForm>;

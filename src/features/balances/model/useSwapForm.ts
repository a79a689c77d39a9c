// The swap form's model. The quote follows the amount once it has settled and passes the local
// checks, so typing never floods the backend; Confirm renews a stale quote and asks again if it
// gives less.
import { useState } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { skipToken } from '@reduxjs/toolkit/query';
import { stakingApi, useVerifySwapTokenQuery } from '@/api/staking/stakingApi';
import { TransactionType, type SwapQuote, type Transaction } from '@/api/staking/types';
import { useReviewStep } from '@/components/dialog/dialogStore';
import { CURRENCIES, type CurrencySymbol } from '@/lib/money/currencies';
import { useAppDispatch } from '@/lib/store/hooks';
import { useSubmission } from '@/lib/submit/useSubmission';
import { checkAmount, toUnits, type AmountLimit } from './amount';
import { toApiError } from '@/api/errors';
import { useTracker } from './tracking/useTracker';
import type { ActionGate } from './useActionGate';
import { useInAppAmount } from './useInAppAmount';
import { useDebouncedValue } from './useDebouncedValue';
import type { InAppBalances } from './useInAppBalances';
import { useTransactionSubmission } from './useTransactionSubmission';

/** How long the amount must stay unchanged before a quote is asked for. */
export const QUOTE_DEBOUNCE_MS = 400;
/** A quote older than this is fetched again when the user confirms. */
export const QUOTE_MAX_AGE_MS = 30_000;

/** What the confirmation shows and Confirm sends. */
export interface SwapReview {
  from: CurrencySymbol;
  to: CurrencySymbol;
  amount: string;
  quote: SwapQuote;
  /** When the quote was fetched (ms since epoch). */
  quotedAt: number;
  /** The amount received of the quote before a renewed one that gives less: confirm again. */
  worseThan?: string;
}

/** The renewed review, or why there is none. */
type Renewal = { ok: true; review: SwapReview } | { ok: false; problem: string };

function receivedUnits(quote: SwapQuote, to: CurrencySymbol): bigint {
  return toUnits(quote.receiveAmount, CURRENCIES[to].decimals, 'truncate') ?? 0n;
}

/** The quote for `current` asked for again, compared with the one the user saw. */
async function fetchRenewal(
  dispatch: ReturnType<typeof useAppDispatch>,
  intl: IntlShape,
  current: SwapReview,
  account: `0x${string}`,
): Promise<Renewal> {
  const { from, to, amount } = current;
  const result = await dispatch(
    stakingApi.endpoints.verifySwapToken.initiate(
      { walletAddress: account, fromCurrency: from, toCurrency: to, amount },
      { subscribe: false, forceRefetch: true },
    ),
  );
  if (result.error !== undefined || !result.data) {
    const reason = toApiError(result.error).message;
    return { ok: false, problem: intl.formatMessage({ id: 'money.swap.requoteFailed' }, { reason }) };
  }
  if (!result.data.valid)
    return { ok: false, problem: result.data.message?.trim() || intl.formatMessage({ id: 'money.swap.quoteInvalid' }) };
  const worse = receivedUnits(result.data, to) < receivedUnits(current.quote, to);
  const renewed = { ...current, quote: result.data, quotedAt: Date.now() };
  return { ok: true, review: { ...renewed, worseThan: worse ? current.quote.receiveAmount : undefined } };
}

/** The quote of what is typed: asked for once the amount has settled and passes the local checks. */
function useSettledQuote(
  gate: ActionGate,
  pair: { from: CurrencySymbol; to: CurrencySymbol },
  raw: string,
  limit: AmountLimit,
) {
  const intl = useIntl();
  const { from, to } = pair;
  const decimals = CURRENCIES[from].decimals;
  const settledRaw = useDebouncedValue(raw, QUOTE_DEBOUNCE_MS);
  const settled = checkAmount(settledRaw, decimals, limit, intl.locale);
  const quoteArg =
    !gate.block && gate.wallet && settled.ok && from !== to
      ? { walletAddress: gate.wallet, fromCurrency: from, toCurrency: to, amount: settled.amount }
      : skipToken;
  const quote = useVerifySwapTokenQuery(quoteArg);
  const typing = raw !== settledRaw;
  return {
    quote,
    loading: typing || quote.isFetching || (quoteArg !== skipToken && quote.isUninitialized),
    /** For exactly what is typed, if that passes the checks. */
    current: !typing && quoteArg !== skipToken && !quote.isFetching && quote.data !== undefined && !quote.isError,
  };
}

/** Confirm's renewal of an aged quote: under way, or why it gave none. */
function useQuoteRenewal(wallet: `0x${string}` | null, setReview: (review: SwapReview) => void) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const [requoting, setRequoting] = useState(false);
  const [requoteProblem, setRequoteProblem] = useState<string | null>(null);

  /** A quote past QUOTE_MAX_AGE_MS is fetched again; one that gives less is confirmed again. */
  const renewQuote = async (current: SwapReview): Promise<SwapReview | null> => {
    if (!wallet) return null;
    setRequoting(true);
    setRequoteProblem(null);
    const renewal = await fetchRenewal(dispatch, intl, current, wallet);
    setRequoting(false);
    if (!renewal.ok) {
      setRequoteProblem(renewal.problem);
      return null;
    }
    setReview(renewal.review);
    return renewal.review.worseThan === undefined ? renewal.review : null;
  };
  return { requoting, requoteProblem, clearProblem: () => setRequoteProblem(null), renewQuote };
}

export function useSwapForm(gate: ActionGate, balances: InAppBalances) {
  const tracker = useTracker();
  const transactionSpec = useTransactionSubmission();
  const [from, setFrom] = useState<CurrencySymbol>('USDT');
  const [to, setTo] = useState<CurrencySymbol>('VOTE');
  const amount = useInAppAmount(from, balances);
  const { input, check, limit } = amount;
  const { wallet, chainId, block } = gate;
  // A review needs the wallet it swaps for.
  const step = useReviewStep<SwapReview>(wallet !== null);
  const renewal = useQuoteRenewal(wallet, step.show);
  const submission = useSubmission<Transaction>((tx) => {
    if (tx) tracker.follow('swap', tx);
    step.close();
    input.reset();
  });

  const settled = useSettledQuote(gate, { from, to }, input.raw, limit);
  const { quote } = settled;
  const reviewReady = check.ok && settled.current && quote.data?.valid === true;

  const startReview = () => {
    input.reveal();
    if (block || !check.ok) return input.inputRef.current?.focus();
    if (!reviewReady || !quote.data) return;
    submission.reset();
    renewal.clearProblem();
    const quotedAt = quote.fulfilledTimeStamp ?? Date.now();
    step.show({ from, to, amount: check.amount, quote: quote.data, quotedAt });
  };

  const confirm = async () => {
    const review = step.current();
    if (!review || !wallet || renewal.requoting || submission.busy) return;
    let current: SwapReview | null = review.worseThan === undefined ? review : { ...review, worseThan: undefined };
    if (current !== review) step.show(current);
    if (Date.now() - current.quotedAt > QUOTE_MAX_AGE_MS) current = await renewal.renewQuote(current);
    if (!current) return;
    void submission.submit(
      transactionSpec({
        type: TransactionType.SWAP,
        currency_symbol: current.from,
        to_currency_symbol: current.to,
        amount: current.amount,
        wallet_address: wallet,
        chain_id: chainId,
      }),
    );
  };

  return {
    from,
    to,
    chooseFrom: (next: CurrencySymbol) => {
      if (next === to) setTo(from);
      setFrom(next);
    },
    chooseTo: (next: CurrencySymbol) => {
      if (next === from) setFrom(to);
      setTo(next);
    },
    ...amount,
    quote,
    /** The quote shown: while the amount settles or the quote loads, it is on its way. */
    quoteLoading: settled.loading,
    /** Review needs a valid quote for exactly what is typed. */
    reviewReady,
    step,
    requoting: renewal.requoting,
    requoteProblem: renewal.requoteProblem,
    submission,
    startReview,
    confirm,
    closeReview: () => {
      submission.reset();
      step.close();
    },
  };
}

export type SwapFormModel = ReturnType<typeof useSwapForm>;

/**
 * Swap: from one currency to another, at most the in-app balance. The quote (POST
 * /api/user-balance/verify-swap-token: rate, amount received, fee) follows the amount once it
 * has stopped changing for a moment and passes the local checks, so typing never floods the
 * backend; an invalid quote shows the backend's reason. Confirm posts type SWAP; the tracker
 * follows it.
 */
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { skipToken } from '@reduxjs/toolkit/query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { stakingApi, useVerifySwapTokenQuery } from '@/api/staking/stakingApi';
import { TransactionType, type SwapQuote, type Transaction } from '@/api/staking/types';
import { ConfirmDialog } from '@/components/confirm/ConfirmDialog';
import { formatDecimal, moneyText, useFormatters } from '@/lib/format';
import { useNow } from '@/lib/hooks/useNow';
import { useAppDispatch } from '@/lib/store/hooks';
import { useSubmission } from '@/lib/submit/useSubmission';
import { checkAmount, fromUnits, maxAmount, toUnits, type AmountLimit } from '../model/amount';
import { CURRENCIES, SWAP_CURRENCIES, type CurrencySymbol } from '@/lib/money/currencies';
import type { ActionGate } from '../hooks/useActionGate';
import { amountFieldBindings, useAmountInput } from '../hooks/useAmountInput';
import { useDebouncedValue } from '../hooks/useDebouncedValue';
import type { InAppBalances } from '../hooks/useInAppBalances';
import { useTransactionSubmission } from '../hooks/useTransactionSubmission';
import { toApiError } from '@/api/errors';
import { useTracker } from '../tracking/useTracker';
import { AmountField } from './AmountField';
import { amountErrorMessage } from './amountMessages';
import { ExactAmount } from '@/components/ExactAmount';

/** How long the amount must stay unchanged before a quote is asked for. */
export const QUOTE_DEBOUNCE_MS = 400;
/** A quote older than this is fetched again when the user confirms. */
export const QUOTE_MAX_AGE_MS = 30_000;

export interface SwapFormProps {
  gate: ActionGate;
  balances: InAppBalances;
}

interface Pending {
  from: CurrencySymbol;
  to: CurrencySymbol;
  amount: string;
  quote: SwapQuote;
  /** When the quote was fetched (ms since epoch). */
  quotedAt: number;
  /** The amount received of the quote before a renewed one that gives less: confirm again. */
  worseThan?: string;
}

export function SwapForm({ gate, balances }: SwapFormProps) {
  const intl = useIntl();
  const tracker = useTracker();
  const dispatch = useAppDispatch();
  const format = useFormatters();
  const transactionSpec = useTransactionSubmission();
  const [from, setFrom] = useState<CurrencySymbol>('USDT');
  const [to, setTo] = useState<CurrencySymbol>('VOTE');
  const input = useAmountInput();
  const [pending, setPending] = useState<Pending | null>(null);
  const [requoting, setRequoting] = useState(false);
  const [requoteProblem, setRequoteProblem] = useState<string | null>(null);
  const submission = useSubmission<Transaction>((tx) => {
    if (tx) tracker.follow('swap', tx);
    setPending(null);
    input.reset();
  });
  const { state } = submission;
  const now = useNow(pending ? 1000 : 60_000);

  const { wallet, chainId, block } = gate;
  const decimals = CURRENCIES[from].decimals;
  const held = balances.unitsOf(from);
  const limit: AmountLimit = held === null ? { kind: 'unknown' } : { kind: 'balance', balance: held };
  const check = checkAmount(input.raw, decimals, limit, intl.locale);
  const error =
    input.showErrors && !check.ok ? amountErrorMessage(intl, check.code, { currency: from, decimals, limit }) : null;
  const max = maxAmount(limit);

  // Quote what the user settled on, and only an amount that passes the local checks.
  const settledRaw = useDebouncedValue(input.raw, QUOTE_DEBOUNCE_MS);
  const settled = checkAmount(settledRaw, decimals, limit, intl.locale);
  const quoteArg =
    !block && wallet && settled.ok && from !== to
      ? { walletAddress: wallet, fromCurrency: from, toCurrency: to, amount: settled.amount }
      : skipToken;
  const quote = useVerifySwapTokenQuery(quoteArg);
  const typing = input.raw !== settledRaw;
  const quoteCurrent =
    !typing && check.ok && quoteArg !== skipToken && !quote.isFetching && quote.data !== undefined && !quote.isError;

  const chooseFrom = (next: CurrencySymbol) => {
    if (next === to) setTo(from);
    setFrom(next);
  };
  const chooseTo = (next: CurrencySymbol) => {
    if (next === from) setFrom(to);
    setTo(next);
  };

  const review = () => {
    input.reveal();
    if (block || !check.ok) {
      input.inputRef.current?.focus();
      return;
    }
    if (!quoteCurrent || !quote.data?.valid) return;
    submission.reset();
    setRequoteProblem(null);
    setPending({ from, to, amount: check.amount, quote: quote.data, quotedAt: quote.fulfilledTimeStamp ?? now });
  };

  /** A quote past QUOTE_MAX_AGE_MS is fetched again; one that gives less is confirmed again. */
  const renewQuote = async (current: Pending): Promise<Pending | null> => {
    if (!wallet) return null;
    setRequoting(true);
    setRequoteProblem(null);
    const request = dispatch(
      stakingApi.endpoints.verifySwapToken.initiate(
        { walletAddress: wallet, fromCurrency: current.from, toCurrency: current.to, amount: current.amount },
        { subscribe: false, forceRefetch: true },
      ),
    );
    const result = await request;
    setRequoting(false);
    if (result.error !== undefined || !result.data) {
      setRequoteProblem(
        intl.formatMessage({ id: 'money.swap.requoteFailed' }, { reason: toApiError(result.error).message }),
      );
      return null;
    }
    if (!result.data.valid) {
      setRequoteProblem(result.data.message?.trim() || intl.formatMessage({ id: 'money.swap.quoteInvalid' }));
      return null;
    }
    const decimals = CURRENCIES[current.to].decimals;
    const before = toUnits(current.quote.receiveAmount, decimals, 'truncate') ?? 0n;
    const after = toUnits(result.data.receiveAmount, decimals, 'truncate') ?? 0n;
    const renewed: Pending = {
      ...current,
      quote: result.data,
      quotedAt: Date.now(),
      worseThan: after < before ? current.quote.receiveAmount : undefined,
    };
    setPending(renewed);
    return renewed.worseThan === undefined ? renewed : null;
  };

  const confirm = async () => {
    if (!pending || !wallet || requoting || submission.busy) return;
    let current: Pending | null = pending.worseThan === undefined ? pending : { ...pending, worseThan: undefined };
    if (current !== pending) setPending(current);
    if (Date.now() - current.quotedAt > QUOTE_MAX_AGE_MS) current = await renewQuote(current);
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

  const exact = (amount: string, currency: string) => moneyText(intl, amount, currency);
  const rateText = (q: SwapQuote, pay: string, receive: string) =>
    intl.formatMessage(
      { id: 'money.swap.rate' },
      { from: pay, to: receive, rate: formatDecimal(q.rate, intl.locale, { maxFractionDigits: 18 }) },
    );

  const currencySelect = (label: string, value: CurrencySymbol, onChange: (next: CurrencySymbol) => void) => (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value as CurrencySymbol)}
      fullWidth
    >
      {SWAP_CURRENCIES.map((symbol) => (
        <MenuItem key={symbol} value={symbol}>
          {symbol}
        </MenuItem>
      ))}
    </TextField>
  );

  let quoteView: ReactNode = null;
  if (check.ok && !block) {
    if (typing || quote.isFetching || (quoteArg !== skipToken && quote.isUninitialized)) {
      quoteView = (
        <Box role="status" aria-live="polite">
          <Skeleton variant="text" width={220} aria-hidden="true" />
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {intl.formatMessage({ id: 'money.swap.quoting' })}
          </Typography>
        </Box>
      );
    } else if (quote.isError) {
      quoteView = (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void quote.refetch()}>
              {intl.formatMessage({ id: 'money.retry' })}
            </Button>
          }
        >
          {intl.formatMessage({ id: 'money.swap.quoteFailed' }, { reason: toApiError(quote.error).message })}
        </Alert>
      );
    } else if (quote.data && !quote.data.valid) {
      quoteView = (
        <Alert severity="warning" data-testid="swap-quote-invalid">
          {quote.data.message?.trim() || intl.formatMessage({ id: 'money.swap.quoteInvalid' })}
        </Alert>
      );
    } else if (quote.data) {
      quoteView = (
        <Box
          data-testid="swap-quote"
          role="status"
          aria-live="polite"
          sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5 }}
        >
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {intl.formatMessage({ id: 'money.swap.receive' })}
          </Typography>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            <ExactAmount value={quote.data.receiveAmount} currency={to} />
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {intl.formatMessage({ id: 'money.swap.rateLabel' })}
          </Typography>
          <Typography variant="body2">{rateText(quote.data, from, to)}</Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {intl.formatMessage({ id: 'money.swap.fee' })}
          </Typography>
          <Typography variant="body2">
            <ExactAmount value={quote.data.fee} currency={from} />
          </Typography>
        </Box>
      );
    }
  }

  return (
    <Stack
      spacing={2}
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        review();
      }}
      aria-label={intl.formatMessage({ id: 'money.swap.title' })}
    >
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {intl.formatMessage({ id: 'money.swap.intro' })}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {currencySelect(intl.formatMessage({ id: 'money.swap.from' }), from, chooseFrom)}
        {currencySelect(intl.formatMessage({ id: 'money.swap.to' }), to, chooseTo)}
      </Box>
      <AmountField
        label={intl.formatMessage({ id: 'money.form.amount' })}
        {...amountFieldBindings(input, max, decimals, intl.locale)}
        currency={from}
        error={error}
        hint={
          held !== null ? (
            <>
              {intl.formatMessage({ id: 'money.withdraw.available' })}{' '}
              <ExactAmount value={fromUnits(held, decimals)} currency={from} />
            </>
          ) : (
            intl.formatMessage({ id: 'money.form.balanceLoading' })
          )
        }
      />
      {quoteView}
      <Button
        type="submit"
        variant="contained"
        disabled={block !== null || state.phase === 'sending' || (check.ok && (!quoteCurrent || !quote.data?.valid))}
        sx={{ alignSelf: 'flex-start' }}
      >
        {intl.formatMessage({ id: 'money.swap.review' })}
      </Button>
      <ConfirmDialog
        open={Boolean(pending && wallet)}
        title={intl.formatMessage({ id: 'money.swap.confirmTitle' })}
        rows={
          pending && wallet
            ? [
                { label: intl.formatMessage({ id: 'money.swap.pay' }), value: exact(pending.amount, pending.from) },
                {
                  label: intl.formatMessage({ id: 'money.swap.receive' }),
                  value: exact(pending.quote.receiveAmount, pending.to),
                },
                {
                  label: intl.formatMessage({ id: 'money.swap.rateLabel' }),
                  value: rateText(pending.quote, pending.from, pending.to),
                },
                { label: intl.formatMessage({ id: 'money.swap.fee' }), value: exact(pending.quote.fee, pending.from) },
              ]
            : []
        }
        note={intl.formatMessage({ id: 'money.swap.confirmNote' })}
        confirmLabel={intl.formatMessage({ id: 'money.swap.confirm' })}
        busyLabel={intl.formatMessage({ id: 'money.form.submitting' })}
        submission={submission}
        refusalMessage={
          state.phase === 'refused'
            ? intl.formatMessage({ id: 'money.swap.failed' }, { reason: toApiError(state.error).message })
            : null
        }
        confirmDisabled={requoting}
        onConfirm={() => void confirm()}
        onClose={() => {
          submission.reset();
          setPending(null);
        }}
      >
        {pending && (
          <>
            <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }} data-testid="swap-quote-age">
              {intl.formatMessage(
                { id: 'money.swap.quoteAge' },
                { age: format.relativeTime(Math.max(0, now - pending.quotedAt)) },
              )}
            </Typography>
            {requoting && (
              <Alert severity="info" sx={{ mt: 2 }} role="status">
                {intl.formatMessage({ id: 'money.swap.requoting' })}
              </Alert>
            )}
            {requoteProblem && (
              <Alert severity="error" sx={{ mt: 2 }} role="alert">
                {requoteProblem}
              </Alert>
            )}
            {pending.worseThan !== undefined && (
              <Alert severity="warning" sx={{ mt: 2 }} role="alert" data-testid="swap-quote-worse">
                {intl.formatMessage(
                  { id: 'money.swap.quoteWorse' },
                  {
                    before: exact(pending.worseThan, pending.to),
                    after: exact(pending.quote.receiveAmount, pending.to),
                  },
                )}
              </Alert>
            )}
          </>
        )}
      </ConfirmDialog>
    </Stack>
  );
}

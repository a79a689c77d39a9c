/**
 * Withdraw: BNB or USDT, at most the in-app balance; a confirmation step; POST /api/transaction
 * (type WITHDRAW, no hash: the backend sends it); then the tracker follows its status.
 */
import { useState } from 'react';
import { useIntl } from 'react-intl';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { TransactionType, type Transaction } from '@/api/staking/types';
import { ConfirmDialog } from '@/components/confirm/ConfirmDialog';
import { getAddress } from 'viem';
import { moneyText } from '@/lib/format';
import { useSubmission } from '@/lib/submit/useSubmission';
import { checkAmount, fromUnits, maxAmount, type AmountLimit } from '../model/amount';
import { CURRENCIES, WITHDRAW_CURRENCIES, type CurrencySymbol } from '@/lib/money/currencies';
import type { ActionGate } from '../hooks/useActionGate';
import { amountFieldBindings, useAmountInput } from '../hooks/useAmountInput';
import { useTransactionSubmission } from '../hooks/useTransactionSubmission';
import type { InAppBalances } from '../hooks/useInAppBalances';
import { toApiError } from '@/api/errors';
import { useTracker } from '../tracking/useTracker';
import { AmountField } from './AmountField';
import { CurrencyToggle } from './CurrencyToggle';
import { amountErrorMessage } from './amountMessages';
import { ExactAmount } from '@/components/ExactAmount';

export interface WithdrawFormProps {
  gate: ActionGate;
  balances: InAppBalances;
}

interface Pending {
  amount: string;
  currency: CurrencySymbol;
}

export function WithdrawForm({ gate, balances }: WithdrawFormProps) {
  const intl = useIntl();
  const tracker = useTracker();
  const transactionSpec = useTransactionSubmission();
  const [currency, setCurrency] = useState<CurrencySymbol>('BNB');
  const input = useAmountInput();
  const [pending, setPending] = useState<Pending | null>(null);
  const submission = useSubmission<Transaction>((tx) => {
    if (tx) tracker.follow('withdraw', tx);
    setPending(null);
    input.reset();
  });
  const { state } = submission;

  const { wallet, chainId, block } = gate;
  const decimals = CURRENCIES[currency].decimals;
  const held = balances.unitsOf(currency);
  const limit: AmountLimit = held === null ? { kind: 'unknown' } : { kind: 'balance', balance: held };
  const check = checkAmount(input.raw, decimals, limit, intl.locale);
  const error =
    input.showErrors && !check.ok ? amountErrorMessage(intl, check.code, { currency, decimals, limit }) : null;
  const max = maxAmount(limit);

  const review = () => {
    input.reveal();
    if (block || !check.ok) {
      input.inputRef.current?.focus();
      return;
    }
    submission.reset();
    setPending({ amount: check.amount, currency });
  };

  const confirm = () => {
    if (!pending || !wallet) return;
    void submission.submit(
      transactionSpec({
        type: TransactionType.WITHDRAW,
        currency_symbol: pending.currency,
        amount: pending.amount,
        wallet_address: wallet,
        chain_id: chainId,
      }),
    );
  };

  return (
    <Stack
      spacing={2}
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        review();
      }}
      aria-label={intl.formatMessage({ id: 'money.withdraw.title' })}
    >
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {intl.formatMessage({ id: 'money.withdraw.intro' })}
      </Typography>
      <CurrencyToggle currencies={WITHDRAW_CURRENCIES} value={currency} onChange={setCurrency} />
      <AmountField
        label={intl.formatMessage({ id: 'money.form.amount' })}
        {...amountFieldBindings(input, max, decimals, intl.locale)}
        currency={currency}
        error={error}
        hint={
          held !== null ? (
            <>
              {intl.formatMessage({ id: 'money.withdraw.available' })}{' '}
              <ExactAmount value={fromUnits(held, decimals)} currency={currency} />
            </>
          ) : (
            intl.formatMessage({ id: 'money.form.balanceLoading' })
          )
        }
      />
      <Button
        type="submit"
        variant="contained"
        disabled={block !== null || state.phase === 'sending'}
        sx={{ alignSelf: 'flex-start' }}
      >
        {intl.formatMessage({ id: 'money.withdraw.review' })}
      </Button>
      <ConfirmDialog
        open={Boolean(pending && wallet)}
        title={intl.formatMessage({ id: 'money.withdraw.confirmTitle' })}
        rows={
          pending && wallet
            ? [
                {
                  label: intl.formatMessage({ id: 'money.confirm.amount' }),
                  value: moneyText(intl, pending.amount, pending.currency),
                },
                {
                  label: intl.formatMessage({ id: 'money.confirm.to' }),
                  // In full: the confirmation says exactly where the money goes.
                  value: getAddress(wallet.toLowerCase()),
                  monospace: true,
                },
                {
                  label: intl.formatMessage({ id: 'money.confirm.network' }),
                  value: gate.chainNames.get(chainId) ?? String(chainId),
                },
              ]
            : []
        }
        note={intl.formatMessage({ id: 'money.withdraw.confirmNote' })}
        confirmLabel={intl.formatMessage({ id: 'money.withdraw.confirm' })}
        busyLabel={intl.formatMessage({ id: 'money.form.submitting' })}
        submission={submission}
        refusalMessage={
          state.phase === 'refused'
            ? intl.formatMessage({ id: 'money.withdraw.failed' }, { reason: toApiError(state.error).message })
            : null
        }
        onConfirm={confirm}
        onClose={() => {
          submission.reset();
          setPending(null);
        }}
      />
    </Stack>
  );
}

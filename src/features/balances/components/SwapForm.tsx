// The view of a swap (useSwapForm is its model), at the quote shown under the amount; the tracker
// then follows it.
import { useIntl } from 'react-intl';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { SWAP_CURRENCIES, type CurrencySymbol } from '@/lib/money/currencies';
import type { ActionGate } from '../model/useActionGate';
import { amountFieldBindings } from '../model/useAmountInput';
import type { InAppBalances } from '../model/useInAppBalances';
import { useSwapForm } from '../model/useSwapForm';
import { AmountField } from './AmountField';
import { MoneyFormFrame } from './MoneyFormFrame';
import { AvailableHint } from './AvailableHint';
import { SwapConfirm } from './SwapConfirm';
import { SwapQuote } from './SwapQuote';
import { amountErrorMessage } from './amountMessages';

export interface SwapFormProps {
  gate: ActionGate;
  balances: InAppBalances;
}

export function SwapForm({ gate, balances }: SwapFormProps) {
  const intl = useIntl();
  const form = useSwapForm(gate, balances);
  const { from, input, decimals, check, limit, submission } = form;
  const error =
    input.showErrors && !check.ok ? amountErrorMessage(intl, check.code, { currency: from, decimals, limit }) : null;

  return (
    <MoneyFormFrame
      titleId="money.swap.title"
      introId="money.swap.intro"
      reviewId="money.swap.review"
      reviewDisabled={gate.block !== null || submission.state.phase === 'sending' || (check.ok && !form.reviewReady)}
      onReview={form.startReview}
      confirm={<SwapConfirm form={form} />}
    >
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <CurrencySelect label={intl.formatMessage({ id: 'money.swap.from' })} value={from} onChange={form.chooseFrom} />
        <CurrencySelect label={intl.formatMessage({ id: 'money.swap.to' })} value={form.to} onChange={form.chooseTo} />
      </Box>
      <AmountField
        label={intl.formatMessage({ id: 'money.form.amount' })}
        {...amountFieldBindings(input, form.max, decimals, intl.locale)}
        currency={from}
        error={error}
        hint={<AvailableHint held={form.held} decimals={decimals} currency={from} />}
      />
      {check.ok && !gate.block && <SwapQuote form={form} />}
    </MoneyFormFrame>
  );
}

function CurrencySelect(props: { label: string; value: CurrencySymbol; onChange: (next: CurrencySymbol) => void }) {
  return (
    <TextField
      select
      size="small"
      label={props.label}
      value={props.value}
      onChange={(event) => props.onChange(event.target.value as CurrencySymbol)}
      fullWidth
    >
      {SWAP_CURRENCIES.map((symbol) => (
        <MenuItem key={symbol} value={symbol}>
          {symbol}
        </MenuItem>
      ))}
    </TextField>
  );
}

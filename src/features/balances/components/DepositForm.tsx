// The view of a deposit (useDepositForm is its model); render inside <WalletReady>. How it moves:
// docs/money-in-flight.md, "How money moves".
import { useIntl } from 'react-intl';
import Button from '@mui/material/Button';
import { DEPOSIT_CURRENCIES } from '@/lib/money/currencies';
import type { ActionGate } from '../model/useActionGate';
import { amountFieldBindings } from '../model/useAmountInput';
import { useDepositForm } from '../model/useDepositForm';
import { AmountField } from './AmountField';
import { MoneyFormFrame } from './MoneyFormFrame';
import { CurrencyToggle } from './CurrencyToggle';
import { DepositConfirm } from './DepositConfirm';
import { DepositHint, DepositNotices } from './DepositNotices';
import { DepositSentDialog } from './DepositSentDialog';
import { amountErrorMessage } from './amountMessages';

export interface DepositFormProps {
  gate: ActionGate;
}

export function DepositForm({ gate }: DepositFormProps) {
  const intl = useIntl();
  const form = useDepositForm(gate);
  const { currency, input, decimals, check, limit, submission } = form;
  const error =
    input.showErrors && !check.ok ? amountErrorMessage(intl, check.code, { currency, decimals, limit }) : null;

  return (
    <MoneyFormFrame
      titleId="money.deposit.title"
      introId="money.deposit.intro"
      reviewId="money.deposit.review"
      reviewDisabled={gate.depositBlock !== null || submission.state.phase === 'sending'}
      onReview={form.startReview}
      confirm={
        <>
          <DepositConfirm form={form} chainName={gate.chainNames.get(gate.chainId) ?? String(gate.chainId)} />
          <DepositSentDialog />
        </>
      }
    >
      <CurrencyToggle currencies={DEPOSIT_CURRENCIES} value={currency} onChange={form.setCurrency} />
      <AmountField
        label={intl.formatMessage({ id: 'money.form.amount' })}
        {...amountFieldBindings(input, form.max, decimals, intl.locale)}
        currency={currency}
        error={error}
        hint={<DepositHint form={form} />}
      />
      <DepositNotices form={form} />
      {(form.quote.isError || form.readFailed) && (
        <Button size="small" onClick={form.retryReads} sx={{ alignSelf: 'flex-start' }}>
          {intl.formatMessage({ id: 'money.deposit.readRetry' })}
        </Button>
      )}
    </MoneyFormFrame>
  );
}

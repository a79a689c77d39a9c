// The view of a withdrawal (useWithdrawForm is its model): no hash, the backend sends it; the
// tracker then follows its status.
import { useIntl } from 'react-intl';
import { getAddress } from 'viem';
import { ConfirmDialog } from '@/components/confirm/ConfirmDialog';
import { useShownReview } from '@/components/dialog/dialogStore';
import { moneyText } from '@/lib/format';
import { WITHDRAW_CURRENCIES } from '@/lib/money/currencies';
import type { ActionGate } from '../model/useActionGate';
import { amountFieldBindings } from '../model/useAmountInput';
import type { InAppBalances } from '../model/useInAppBalances';
import { useWithdrawForm, type WithdrawFormModel } from '../model/useWithdrawForm';
import { toApiError } from '@/api/errors';
import { AmountField } from './AmountField';
import { MoneyFormFrame } from './MoneyFormFrame';
import { AvailableHint } from './AvailableHint';
import { CurrencyToggle } from './CurrencyToggle';
import { amountErrorMessage } from './amountMessages';

export interface WithdrawFormProps {
  gate: ActionGate;
  balances: InAppBalances;
}

export function WithdrawForm({ gate, balances }: WithdrawFormProps) {
  const intl = useIntl();
  const form = useWithdrawForm(gate, balances);
  const { currency, input, decimals, check, limit, submission } = form;
  const error =
    input.showErrors && !check.ok ? amountErrorMessage(intl, check.code, { currency, decimals, limit }) : null;

  return (
    <MoneyFormFrame
      titleId="money.withdraw.title"
      introId="money.withdraw.intro"
      reviewId="money.withdraw.review"
      reviewDisabled={gate.block !== null || submission.state.phase === 'sending'}
      onReview={form.startReview}
      confirm={<WithdrawConfirm form={form} gate={gate} />}
    >
      <CurrencyToggle currencies={WITHDRAW_CURRENCIES} value={currency} onChange={form.setCurrency} />
      <AmountField
        label={intl.formatMessage({ id: 'money.form.amount' })}
        {...amountFieldBindings(input, form.max, decimals, intl.locale)}
        currency={currency}
        error={error}
        hint={<AvailableHint held={form.held} decimals={decimals} currency={currency} />}
      />
    </MoneyFormFrame>
  );
}

function WithdrawConfirm({ form, gate }: { form: WithdrawFormModel; gate: ActionGate }) {
  const intl = useIntl();
  const { step, submission } = form;
  const review = useShownReview(step);
  const label = (id: string) => intl.formatMessage({ id });
  return (
    <ConfirmDialog
      name={step.name}
      title={label('money.withdraw.confirmTitle')}
      rows={
        review && gate.wallet
          ? [
              { label: label('money.confirm.amount'), value: moneyText(intl, review.amount, review.currency) },
              // In full: the confirmation says exactly where the money goes.
              { label: label('money.confirm.to'), value: getAddress(gate.wallet.toLowerCase()), monospace: true },
              {
                label: label('money.confirm.network'),
                value: gate.chainNames.get(gate.chainId) ?? String(gate.chainId),
              },
            ]
          : []
      }
      note={label('money.withdraw.confirmNote')}
      confirmLabel={label('money.withdraw.confirm')}
      busyLabel={label('money.form.submitting')}
      submission={submission}
      refusalMessage={
        submission.state.phase === 'refused'
          ? intl.formatMessage({ id: 'money.withdraw.failed' }, { reason: toApiError(submission.state.error).message })
          : null
      }
      onConfirm={form.confirm}
      onClose={form.closeReview}
    />
  );
}

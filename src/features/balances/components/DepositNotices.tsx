/** Under the deposit amount and below it: what the wallet holds, the fee, and why Review cannot go on yet. */
import { useIntl } from 'react-intl';
import Alert from '@mui/material/Alert';
import { useShownReview } from '@/components/dialog/dialogStore';
import { ExactAmount } from '@/components/ExactAmount';
import { InlineProgress } from '@/components/InlineProgress';
import { DepositQuoteError } from '../model/chain/quote';
import type { DepositFormModel } from '../model/useDepositForm';
import { fromUnits } from '../model/amount';
import { amountErrorMessage } from './amountMessages';
import { MarkerHoldNotice } from './MarkerHoldNotice';
import { AmountRefused } from '../model/depositErrors';
import { chainFailureMessage, depositRefusalMessage, feeText } from './depositMessages';

/** Under the amount: what the wallet holds, and the fee estimated for the amount typed. */
export function DepositHint({ form }: { form: DepositFormModel }) {
  const intl = useIntl();
  const { held, currency, decimals, quote } = form;
  return (
    <>
      {held !== undefined ? (
        <>
          {intl.formatMessage({ id: 'money.deposit.walletHolds' })}{' '}
          <ExactAmount value={fromUnits(held, decimals)} currency={currency} />
        </>
      ) : form.readFailed ? (
        intl.formatMessage({ id: 'money.deposit.walletFailed' })
      ) : (
        intl.formatMessage({ id: 'money.deposit.walletLoading' })
      )}
      {' · '}
      {quote.data
        ? intl.formatMessage({ id: 'money.deposit.feeHint' }, { fee: feeText(intl, quote.data.total) })
        : quote.isError
          ? intl.formatMessage({ id: 'money.deposit.feeFailed' })
          : intl.formatMessage({ id: 'money.deposit.feeLoading' })}
    </>
  );
}

/** Why Review cannot go on yet, in words: reads under way, a node that is silent, a fee it cannot pay. */
export function DepositNotices({ form }: { form: DepositFormModel }) {
  const intl = useIntl();
  const { quote, native, currency } = form;
  const needsBnb =
    currency === 'USDT' && quote.data && native.data !== undefined && native.data < quote.data.total
      ? { fee: feeText(intl, quote.data.total), balance: feeText(intl, native.data) }
      : null;
  const quoteFailure = quote.error instanceof DepositQuoteError ? quote.error.failure : null;
  const { currency: unit, decimals } = form;
  const problem =
    form.problem instanceof AmountRefused
      ? amountErrorMessage(intl, form.problem.code, { currency: unit, decimals, limit: form.problem.limit })
      : form.problem instanceof DepositQuoteError
        ? chainFailureMessage(intl, form.problem.failure)
        : form.problem
          ? depositRefusalMessage(intl, form.problem, false)
          : null;
  return (
    <>
      {form.reviewWaiting && (
        <InlineProgress>{intl.formatMessage({ id: 'money.deposit.checkingReads' })}</InlineProgress>
      )}
      {form.decimalsMismatch !== null && (
        <Alert severity="error">
          {intl.formatMessage({ id: 'money.deposit.decimalsMismatch' }, { decimals: form.decimalsMismatch })}
        </Alert>
      )}
      {needsBnb && (
        <Alert severity="warning" data-testid="deposit-needs-bnb">
          {intl.formatMessage({ id: 'money.deposit.feeNeedsBnb' }, needsBnb)}
        </Alert>
      )}
      {quoteFailure && !quote.data && (
        <Alert severity="warning" data-testid="deposit-fee-problem">
          {chainFailureMessage(intl, quoteFailure)}
        </Alert>
      )}
      {form.readFailed && quoteFailure?.kind !== 'unreachable' && (
        <Alert severity="warning">{intl.formatMessage({ id: 'money.deposit.nodeUnreachable' })}</Alert>
      )}
      {problem && (
        <Alert severity="error" role="alert" data-testid="deposit-problem">
          {problem}
        </Alert>
      )}
      <FormMarkerNotice form={form} />
    </>
  );
}

/** The unresolved deposit's notice, on the form while no confirmation shows its own (which may override it). */
function FormMarkerNotice({ form }: { form: DepositFormModel }) {
  const reviewing = useShownReview(form.step) !== null;
  return reviewing ? null : <MarkerHoldNotice hold={form.marker} offerOverride={false} />;
}

/**
 * Deposit: BNB (sent to the deposit contract) or USDT (an ERC-20 transfer to it), at most what
 * the wallet holds on chain, less the network fee for BNB (Max accounts for it); a confirmation
 * step; the wallet transaction; then the tracker follows it on chain and records it. The model
 * is useDepositForm; this is its view. Render inside <WalletReady>.
 */
import { useId } from 'react';
import { useIntl } from 'react-intl';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TxHash } from '@/api/staking/types';
import { FORM_DIALOG_PAPER_SX, ModalShell } from '@/components/dialog/ModalShell';
import { ConfirmDialog } from '@/components/confirm/ConfirmDialog';
import { CopyButton } from '@/components/CopyButton';
import { InlineProgress } from '@/components/InlineProgress';
import { moneyText } from '@/lib/format';
import { DEPOSIT_CURRENCIES } from '@/lib/money/currencies';
import { DepositQuoteError } from '../chain/quote';
import type { ActionGate } from '../hooks/useActionGate';
import { amountFieldBindings } from '../hooks/useAmountInput';
import { useDepositForm, type DepositFormModel } from '../hooks/useDepositForm';
import { moneyContracts } from '../hooks/useOnChain';
import { fromUnits } from '../model/amount';
import { AmountField } from './AmountField';
import { CurrencyToggle } from './CurrencyToggle';
import { amountErrorMessage } from './amountMessages';
import { AmountRefused, chainFailureMessage, depositRefusalMessage, feeText } from './depositMessages';
import { ExactAmount } from '@/components/ExactAmount';

export interface DepositFormProps {
  gate: ActionGate;
  /** The wallet transaction's hash, for the recent-transaction store. */
  onWalletTransaction?: (hash: TxHash, description: string) => void;
}

export function DepositForm({ gate, onWalletTransaction }: DepositFormProps) {
  const intl = useIntl();
  const form = useDepositForm(gate, onWalletTransaction);
  const { currency, input, decimals, check, limit, review, submission } = form;
  const error =
    input.showErrors && !check.ok ? amountErrorMessage(intl, check.code, { currency, decimals, limit }) : null;
  const chainName = gate.chainNames.get(gate.chainId) ?? String(gate.chainId);

  return (
    <Stack
      spacing={2}
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        form.startReview();
      }}
      aria-label={intl.formatMessage({ id: 'money.deposit.title' })}
    >
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {intl.formatMessage({ id: 'money.deposit.intro' })}
      </Typography>
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
      <Button
        type="submit"
        variant="contained"
        disabled={gate.block !== null || submission.state.phase === 'sending'}
        sx={{ alignSelf: 'flex-start' }}
      >
        {intl.formatMessage({ id: 'money.deposit.review' })}
      </Button>
      <ConfirmDialog
        open={review !== null}
        title={intl.formatMessage({ id: 'money.deposit.confirmTitle' })}
        rows={
          review
            ? [
                {
                  label: intl.formatMessage({ id: 'money.confirm.amount' }),
                  value: moneyText(intl, review.amount, review.currency),
                },
                { label: intl.formatMessage({ id: 'money.confirm.from' }), value: review.wallet, monospace: true },
                {
                  label: intl.formatMessage({ id: 'money.confirm.to' }),
                  value: moneyContracts(review.chainId).deposit,
                  monospace: true,
                },
                { label: intl.formatMessage({ id: 'money.confirm.network' }), value: chainName },
                { label: intl.formatMessage({ id: 'money.confirm.maxFee' }), value: feeText(intl, review.fee.total) },
              ]
            : []
        }
        note={intl.formatMessage({ id: 'money.deposit.confirmNote' })}
        confirmLabel={intl.formatMessage({ id: 'money.deposit.confirm' })}
        busyLabel={intl.formatMessage({ id: 'money.deposit.confirming' })}
        submission={submission}
        confirmDisabled={form.markerOpen}
        refusalMessage={
          submission.state.phase === 'refused'
            ? depositRefusalMessage(intl, submission.state.error, form.markerOpen)
            : null
        }
        onConfirm={() => void form.confirm()}
        onClose={form.closeReview}
      >
        {form.markerOpen && submission.state.phase !== 'refused' && (
          <Alert severity="info" sx={{ mt: 2 }}>
            {intl.formatMessage({ id: 'money.deposit.markerOpen' })}
          </Alert>
        )}
        {!form.storageWritable && (
          <Alert severity="warning" role="alert" sx={{ mt: 2 }} data-testid="deposit-storage-warning">
            {intl.formatMessage({ id: 'money.deposit.storageUnavailable' })}
          </Alert>
        )}
      </ConfirmDialog>
      {form.sentHash && <DepositSentDialog hash={form.sentHash} onClose={form.closeSent} />}
    </Stack>
  );
}

/** Under the amount: what the wallet holds, and the fee estimated for the amount typed. */
function DepositHint({ form }: { form: DepositFormModel }) {
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
function DepositNotices({ form }: { form: DepositFormModel }) {
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
      {form.markerOpen && !form.review && (
        <Alert severity="info">{intl.formatMessage({ id: 'money.deposit.markerOpen' })}</Alert>
      )}
    </>
  );
}

/** After the wallet sent the deposit: its hash in full, with a copy button. */
function DepositSentDialog({ hash, onClose }: { hash: TxHash; onClose: () => void }) {
  const intl = useIntl();
  const titleId = useId();
  return (
    <ModalShell open onClose={onClose} labelledBy={titleId} paperSx={FORM_DIALOG_PAPER_SX}>
      <DialogTitle id={titleId}>{intl.formatMessage({ id: 'money.deposit.sentTitle' })}</DialogTitle>
      <DialogContent>
        <Typography variant="body2">{intl.formatMessage({ id: 'money.deposit.sent' })}</Typography>
        <Typography variant="body2" sx={{ mt: 2, color: 'text.secondary' }}>
          {intl.formatMessage({ id: 'money.deposit.hash' })}
        </Typography>
        <Box
          component="code"
          data-testid="deposit-hash"
          sx={{ display: 'block', fontFamily: 'monospace', overflowWrap: 'anywhere', my: 1 }}
        >
          {hash}
        </Box>
        <CopyButton text={hash} label={intl.formatMessage({ id: 'money.deposit.copyHash' })} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{intl.formatMessage({ id: 'submit.close' })}</Button>
      </DialogActions>
    </ModalShell>
  );
}

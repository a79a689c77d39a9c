/** The deposit's confirmation: the reviewed amount, wallet, contract, network and highest fee, then Confirm. */
import { useIntl } from 'react-intl';
import Alert from '@mui/material/Alert';
import { ConfirmDialog } from '@/components/confirm/ConfirmDialog';
import { moneyText } from '@/lib/format';
import { useDepositConfirm } from '../model/useDepositConfirm';
import type { DepositFormModel } from '../model/useDepositForm';
import { moneyContracts } from '../model/useOnChain';
import { depositRefusalMessage, feeText } from './depositMessages';
import { MarkerHoldNotice } from './MarkerHoldNotice';

export function DepositConfirm({ form, chainName }: { form: DepositFormModel; chainName: string }) {
  const intl = useIntl();
  const { step, submission } = form;
  const { review, confirm } = useDepositConfirm({
    step,
    gate: form.gate,
    markerOpen: form.marker.blocks,
    submission,
    onSent: form.emptyAmount,
    onChanged: form.reviewChanged,
  });
  const label = (id: string) => intl.formatMessage({ id });
  return (
    <ConfirmDialog
      name={step.name}
      title={label('money.deposit.confirmTitle')}
      rows={
        review
          ? [
              { label: label('money.confirm.amount'), value: moneyText(intl, review.amount, review.currency) },
              { label: label('money.confirm.from'), value: review.wallet, monospace: true },
              { label: label('money.confirm.to'), value: moneyContracts(review.chainId).deposit, monospace: true },
              { label: label('money.confirm.network'), value: chainName },
              { label: label('money.confirm.maxFee'), value: feeText(intl, review.fee.total) },
            ]
          : []
      }
      note={label('money.deposit.confirmNote')}
      confirmLabel={label('money.deposit.confirm')}
      busyLabel={label('money.deposit.confirming')}
      submission={submission}
      confirmDisabled={form.marker.blocks}
      refusalMessage={
        submission.state.phase === 'refused'
          ? depositRefusalMessage(intl, submission.state.error, form.marker.open)
          : null
      }
      onConfirm={() => void confirm()}
      onClose={form.closeReview}
    >
      {submission.state.phase !== 'refused' && <MarkerHoldNotice hold={form.marker} offerOverride />}
      {review && !review.storageWritable && (
        <Alert severity="warning" role="alert" sx={{ mt: 2 }} data-testid="deposit-storage-warning">
          {label('money.deposit.storageUnavailable')}
        </Alert>
      )}
    </ConfirmDialog>
  );
}

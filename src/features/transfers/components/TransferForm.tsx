// The view of the vote transfer (useTransferForm is its model): recipient, a whole number of
// votes, a summary to confirm. Which recipients are refused: docs/writes.md, "Vote transfers and wallet verification".
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useToast } from '@/components/toast/useToast';
import { isolateLtr, useFormatters } from '@/lib/format';
import type { VerifiedAccount } from '@/lib/wallet/useVerifiedAccount';
import { useTransferForm, type TransferSummary } from '../model/useTransferForm';
import { TransferBalance } from './TransferBalance';
import { TransferConfirm } from './TransferConfirm';
import { AmountInput, RecipientInput } from './TransferFields';

export interface TransferFormProps {
  account: VerifiedAccount;
}

export function TransferForm({ account }: TransferFormProps) {
  const formId = useId();
  const showSent = useSentToast();
  const form = useTransferForm(account, showSent);
  const { votes } = form;
  return (
    <>
      <Stack
        component="form"
        noValidate
        spacing={2.5}
        onSubmit={(event) => {
          event.preventDefault();
          form.review();
        }}
        aria-labelledby={`${formId}-title`}
      >
        <Typography id={`${formId}-title`} variant="h6" component="h2">
          <FormattedMessage id="transfers.form.title" />
        </Typography>
        <TransferBalance balance={account.balance} />
        <RecipientInput id={`${formId}-recipient`} field={form.recipient} />
        <AmountInput id={`${formId}-amount`} field={form.amount} votes={votes} />
        {votes === 0n && (
          <Alert severity="info">
            <FormattedMessage id="transfers.form.noVotes" />
          </Alert>
        )}
        <div>
          <Button type="submit" variant="contained" disabled={votes === null || votes === 0n}>
            <FormattedMessage id="transfers.form.review" />
          </Button>
        </div>
      </Stack>
      <TransferConfirm form={form} />
    </>
  );
}

/** Success, with the full checksummed address, so the user can check where the votes went. */
function useSentToast() {
  const intl = useIntl();
  const toast = useToast();
  const format = useFormatters();
  return (sent: TransferSummary) => {
    const address = isolateLtr(sent.to, intl.locale);
    const votes = { count: sent.amount, votes: format.integer(sent.amount) };
    toast.success(
      sent.toName
        ? intl.formatMessage({ id: 'transfers.success.named' }, { ...votes, name: format.name(sent.toName), address })
        : intl.formatMessage({ id: 'transfers.success' }, { ...votes, recipient: address }),
    );
  };
}

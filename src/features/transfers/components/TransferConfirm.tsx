/** The transfer's summary: from, to (with the name the lookup knows), how many votes and what is left, then Confirm. */
import { useIntl } from 'react-intl';
import Box from '@mui/material/Box';
import { serverMessage } from '@/api/http';
import { ConfirmDialog } from '@/components/confirm/ConfirmDialog';
import { useShownReview } from '@/components/dialog/dialogStore';
import { useFormatters } from '@/lib/format';
import type { TransferFormModel } from '../model/useTransferForm';

export function TransferConfirm({ form }: { form: TransferFormModel }) {
  const intl = useIntl();
  const format = useFormatters();
  const { step, submission } = form;
  const summary = useShownReview(step);
  const label = (id: string) => intl.formatMessage({ id });
  const votesText = (count: number | bigint) =>
    intl.formatMessage({ id: 'transfers.votes' }, { count: Number(count), votes: format.integer(count) });
  return (
    <ConfirmDialog
      name={step.name}
      title={label('transfers.confirm.title')}
      rows={
        summary
          ? [
              { label: label('transfers.confirm.from'), value: summary.from, monospace: true },
              {
                label: label('transfers.confirm.to'),
                value: (
                  <>
                    {summary.toName && (
                      <Box component="span" sx={{ display: 'block', fontWeight: 600, fontFamily: 'initial' }}>
                        {format.name(summary.toName)}
                      </Box>
                    )}
                    <span data-testid="confirm-recipient">{summary.to}</span>
                  </>
                ),
                monospace: true,
              },
              { label: label('transfers.confirm.amount'), value: votesText(summary.amount) },
              { label: label('transfers.confirm.after'), value: votesText(summary.balance - BigInt(summary.amount)) },
            ]
          : []
      }
      confirmLabel={intl.formatMessage(
        { id: 'transfers.confirm.submit' },
        { count: summary?.amount ?? 0, votes: format.integer(summary?.amount ?? 0) },
      )}
      busyLabel={label('submit.sending')}
      submission={submission}
      refusalMessage={
        submission.state.phase === 'refused'
          ? (serverMessage(submission.state.error, intl) ?? label('transfers.failed'))
          : null
      }
      onConfirm={() => void form.confirm()}
      onClose={form.closeSummary}
    />
  );
}

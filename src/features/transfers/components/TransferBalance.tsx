/** The votes the wallet may transfer: on their way, failed (with a retry), or the count. */
import { FormattedMessage, useIntl } from 'react-intl';
import Typography from '@mui/material/Typography';
import { InlineProgress } from '@/components/InlineProgress';
import { useFormatters } from '@/lib/format';
import type { VerifiedAccount } from '@/lib/wallet/useVerifiedAccount';
import { RetryAlert } from '@/components/RetryAlert';

export function TransferBalance({ balance }: { balance: VerifiedAccount['balance'] }) {
  const intl = useIntl();
  const format = useFormatters();
  const { votes, error, retry } = balance;
  if (error)
    return (
      <RetryAlert onRetry={retry} retryLabel={<FormattedMessage id="transfers.retry" />}>
        <FormattedMessage id="transfers.form.balanceFailed" />
      </RetryAlert>
    );
  if (votes === null)
    return (
      <InlineProgress variant="body2">
        <FormattedMessage id="transfers.form.balanceLoading" />
      </InlineProgress>
    );
  return (
    <Typography variant="body2" sx={{ color: 'text.secondary' }} data-testid="transfer-balance">
      {intl.formatMessage({ id: 'transfers.form.available' }, { count: Number(votes), votes: format.integer(votes) })}
    </Typography>
  );
}

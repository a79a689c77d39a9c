// The page's title and intro, the visitor's vote balance, and the sign-in notice for anonymous visitors.
import { FormattedMessage } from 'react-intl';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { PageHeader } from '@/components/PageHeader';
import { useFormatters } from '@/lib/format';
import type { VerifiedAccount } from '@/lib/wallet/useVerifiedAccount';

export function VotePageHeader({ account, onSignIn }: { account: VerifiedAccount; onSignIn: () => void }) {
  return (
    <PageHeader title={<FormattedMessage id="voting.title" />} intro={<FormattedMessage id="voting.intro" />}>
      <BalanceLine account={account} />
      {account.status === 'anonymous' && (
        <Alert
          severity="info"
          role="note"
          action={
            <Button color="inherit" size="small" onClick={onSignIn}>
              <FormattedMessage id="voting.signIn" />
            </Button>
          }
        >
          <FormattedMessage id="voting.anonymousNotice" />
        </Alert>
      )}
    </PageHeader>
  );
}

function BalanceLine({ account }: { account: VerifiedAccount }) {
  const format = useFormatters();
  if (account.status !== 'ready') return null;
  const { votes, error, retry } = account.balance;
  if (error) {
    return (
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        <FormattedMessage id="voting.balance.failed" />{' '}
        <Button size="small" onClick={retry}>
          <FormattedMessage id="voting.retry" />
        </Button>
      </Typography>
    );
  }
  return (
    <Typography variant="body2" sx={{ color: 'text.secondary' }} data-testid="vote-balance">
      {votes === null ? (
        <FormattedMessage id="voting.balance.loading" />
      ) : (
        <FormattedMessage id="voting.balance.value" values={{ count: Number(votes), votes: format.integer(votes) }} />
      )}
    </Typography>
  );
}

// /transfers: send votes and find past transfers, both for a signed-in user; sending also needs a
// verified wallet, the one votes leave from. The form and the history fail independently.
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import Button from '@mui/material/Button';
import { InlineProgress } from '@/components/InlineProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useDocumentTitle } from '@/components/useDocumentTitle';
import { stakingApi } from '@/api/staking/stakingApi';
import { useOnAccountChange } from '@/lib/session';
import { useAppDispatch } from '@/lib/store/hooks';
import { TransferForm } from './TransferForm';
import { TransferHistory } from './TransferHistory';
import { useVerifiedAccount } from '@/lib/wallet/useVerifiedAccount';
import { PageHeader } from '@/components/PageHeader';

export interface TransfersPageProps {
  /** Starts sign-in; the visitor comes back to `returnPath` (this page with its filters). */
  onSignInRequest: (returnPath: string) => void;
}

const panelSx = { p: { xs: 2, sm: 3 }, borderRadius: 3 } as const;

export default function TransfersPage({ onSignInRequest }: TransfersPageProps) {
  const intl = useIntl();
  const account = useVerifiedAccount();
  const dispatch = useAppDispatch();
  // The history's cache key names no account: another user or wallet must not see this one's.
  useOnAccountChange(() => dispatch(stakingApi.util.invalidateTags(['Transfer'])));
  useDocumentTitle(intl.formatMessage({ id: 'transfers.pageTitle' }));

  return (
    <Stack spacing={3}>
      <PageHeader title={<FormattedMessage id="transfers.title" />} intro={<FormattedMessage id="transfers.intro" />} />
      {account.status === 'anonymous' ? (
        <SignInPrompt onSignInRequest={onSignInRequest} />
      ) : (
        <>
          <Paper variant="outlined" sx={panelSx}>
            {account.status === 'ready' ? (
              <TransferForm account={account} />
            ) : account.status === 'checking' ? (
              <InlineProgress>
                <FormattedMessage id="transfers.checkingWallet" />
              </InlineProgress>
            ) : (
              <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
                <Typography variant="h6" component="h2">
                  <FormattedMessage id="transfers.form.title" />
                </Typography>
                <Typography>
                  <FormattedMessage id="transfers.verifyPrompt" />
                </Typography>
              </Stack>
            )}
          </Paper>
          <Paper variant="outlined" sx={panelSx}>
            <TransferHistory />
          </Paper>
        </>
      )}
    </Stack>
  );
}

/**
 * Reads the address itself: the page does not, so that a change of the history's page or
 * filters (in the address) does not re-render the transfer form.
 */
function SignInPrompt({ onSignInRequest }: Pick<TransfersPageProps, 'onSignInRequest'>) {
  const { pathname, search } = useLocation();
  return (
    <Paper variant="outlined" sx={panelSx}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Typography>
          <FormattedMessage id="transfers.signInPrompt" />
        </Typography>
        <Button variant="contained" onClick={() => onSignInRequest(pathname + search)}>
          <FormattedMessage id="transfers.signIn" />
        </Button>
      </Stack>
    </Paper>
  );
}

// The transactions page: the user's transactions a server page at a time (AllTransactions), and
// the rewards with their total (RewardsView), each a tab.
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import { PageHeader } from '@/components/PageHeader';
import { useDocumentTitle } from '@/components/useDocumentTitle';
import { paths } from '@/config/paths';
import { useStableCallback } from '@/lib/hooks/useStableCallback';
import { useSignedIn } from '@/lib/session';
import { AllTransactions } from './AllTransactions';
import { RewardsView } from './RewardsView';
import { ViewTabs, type View } from './ViewTabs';

export default function TransactionsPage() {
  const intl = useIntl();
  const id = useId();
  const signedIn = useSignedIn();
  const [params, setParams] = useSearchParams();
  const view: View = params.get('view') === 'rewards' ? 'rewards' : 'all';
  const changeView = useStableCallback((next: View) => setParams(next === 'rewards' ? { view: 'rewards' } : {}));
  useDocumentTitle(intl.formatMessage({ id: 'money.history.pageTitle' }));

  return (
    <Stack spacing={3}>
      <PageHeader
        title={intl.formatMessage({ id: 'money.history.title' })}
        action={
          signedIn && (
            <Button component={RouterLink} to={paths.wallet}>
              {intl.formatMessage({ id: 'money.history.toWallet' })}
            </Button>
          )
        }
      />
      {!signedIn ? (
        <Alert severity="warning">{intl.formatMessage({ id: 'money.block.signedOut' })}</Alert>
      ) : (
        <Card>
          <CardContent>
            <ViewTabs id={id} view={view} onChange={changeView} />
            <Box role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${view}`}>
              {view === 'all' ? <AllTransactions /> : <RewardsView />}
            </Box>
          </CardContent>
        </Card>
      )}
    </Stack>
  );
}

// The wallet page (route /wallet): every balance, the transactions on their way, deposit, withdraw and swap.
// Props: docs/money-in-flight.md, "Mounting".
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { Address } from '@/api/staking/types';
import { useDocumentTitle } from '@/components/useDocumentTitle';
import { paths } from '@/config/paths';
import { ActionsCard } from './ActionsCard';
import { BalancesCard } from './BalancesCard';
import { BlockMessage } from './BlockNotice';
import { PendingList } from './PendingList';
import { useInAppBalances } from '../model/useInAppBalances';
import { useSignedIn, useVerifiedAddress } from '@/lib/session';
import { PendingTransactionsWatcher } from './PendingTransactionsWatcher';
import { PageHeader } from '@/components/PageHeader';

function VerifiedWallet({ wallet }: { wallet: Address }) {
  const balances = useInAppBalances(wallet);
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
        alignItems: 'start',
      }}
    >
      <Stack spacing={3}>
        <BalancesCard wallet={wallet} balances={balances} />
        <PendingList />
      </Stack>
      <ActionsCard balances={balances} />
    </Box>
  );
}

export default function BalancesPage() {
  const intl = useIntl();
  const signedIn = useSignedIn();
  const wallet = useVerifiedAddress();
  useDocumentTitle(intl.formatMessage({ id: 'money.wallet.pageTitle' }));
  return (
    <Stack spacing={3}>
      <PendingTransactionsWatcher />
      <PageHeader
        title={intl.formatMessage({ id: 'money.wallet.title' })}
        action={
          signedIn && (
            <Button component={RouterLink} to={paths.transactions}>
              {intl.formatMessage({ id: 'money.wallet.history' })}
            </Button>
          )
        }
      />
      {!signedIn ? (
        <BlockMessage block={{ kind: 'signedOut' }} />
      ) : !wallet ? (
        <BlockMessage block={{ kind: 'unverified' }} />
      ) : (
        <VerifiedWallet wallet={wallet} />
      )}
    </Stack>
  );
}

// Every balance of the verified wallet, in the app and on chain (VOTE lives in the app only).
// "Updating" while a refetch runs, never stale numbers.
import { useEffect, useId } from 'react';
import { useIntl } from 'react-intl';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { Address } from '@/api/staking/types';
import { visuallyHidden } from '@/components/visuallyHidden';
import { AddTokenButtons } from '@/components/addToken/AddTokenButtons';
import { WalletReady } from '@/lib/wallet/WalletRuntimeProvider';
import { fromUnits } from '../model/amount';
import { CURRENCIES, isCurrencySymbol } from '@/lib/money/currencies';
import type { BalanceRow, InAppBalances } from '../model/useInAppBalances';
import { useActionGate } from '../model/useActionGate';
import { useOnChainBalance, useRefreshOnChain, type OnChainCurrency } from '../model/useOnChain';
import { onSettledAnywhere } from '../model/tracking/settledAnywhere';
import { useTracker } from '../model/tracking/useTracker';
import { ExactAmount } from '@/components/ExactAmount';
import { RetryAlert } from '@/components/RetryAlert';

export interface BalancesCardProps {
  wallet: Address;
  balances: InAppBalances;
}

function Updating() {
  const intl = useIntl();
  return (
    <Box
      component="span"
      sx={{ display: 'inline-flex', alignItems: 'center', justifyContent: 'flex-end', width: '100%' }}
    >
      <Skeleton variant="text" width={72} aria-hidden="true" />
      <Box component="span" sx={visuallyHidden}>
        {intl.formatMessage({ id: 'money.balances.updatingShort' })}
      </Box>
    </Box>
  );
}

function OnChainCell({ wallet, currency }: { wallet: Address; currency: OnChainCurrency }) {
  const intl = useIntl();
  const { chainId } = useActionGate();
  const query = useOnChainBalance(wallet, chainId, currency);
  if (query.isPending) return <Updating />;
  if (query.isError) {
    return (
      <Button
        size="small"
        onClick={() => void query.refetch()}
        aria-label={intl.formatMessage({ id: 'money.balances.onChainRetryLabel' }, { currency })}
      >
        {intl.formatMessage({ id: 'money.balances.onChainFailed' })}
      </Button>
    );
  }
  if (query.isFetching) return <Updating />;
  return (
    <ExactAmount
      value={fromUnits(query.data, CURRENCIES[currency].decimals)}
      currency={currency}
      data-testid={`onchain-${currency}`}
    />
  );
}

/** A node behind a load balancer may answer from a replica a few blocks behind the one that mined it. */
const REREAD_AFTER_MS = 5_000;

/**
 * Re-reads the wallet's on-chain balances whenever a tracked transaction settles, here or in
 * another tab, and once more a little later, when every replica has the block.
 */
function OnChainRefresher() {
  const tracker = useTracker();
  const refresh = useRefreshOnChain();
  useEffect(() => {
    const timers = new Set<ReturnType<typeof setTimeout>>();
    const stop = onSettledAnywhere(tracker.store, () => {
      refresh();
      const timer = setTimeout(() => {
        timers.delete(timer);
        refresh();
      }, REREAD_AFTER_MS);
      timers.add(timer);
    });
    return () => {
      stop();
      for (const timer of timers) clearTimeout(timer);
    };
  }, [tracker, refresh]);
  return null;
}

/** One currency: its in-app balance and, for a currency that lives on chain, the wallet's. */
function BalanceTableRow({ row, wallet, busy }: { row: BalanceRow; wallet: Address; busy: boolean }) {
  const intl = useIntl();
  const onChain = isCurrencySymbol(row.currency) ? CURRENCIES[row.currency].onChain : null;
  return (
    <TableRow data-testid={`balance-row-${row.currency}`}>
      <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
        {row.currency}
      </TableCell>
      <TableCell align="right">
        {busy ? (
          <Updating />
        ) : row.amount === null ? (
          <Typography variant="body2" component="span" sx={{ color: 'text.secondary' }}>
            {intl.formatMessage({ id: 'money.balances.unavailable' })}
          </Typography>
        ) : (
          <ExactAmount value={row.amount} currency={row.currency} data-testid={`inapp-${row.currency}`} />
        )}
      </TableCell>
      <TableCell align="right">
        {onChain === null ? (
          <Typography variant="body2" component="span" sx={{ color: 'text.secondary' }}>
            {intl.formatMessage({ id: 'money.balances.inAppOnly' })}
          </Typography>
        ) : (
          <WalletReady fallback={<Updating />}>
            <OnChainCell wallet={wallet} currency={row.currency as OnChainCurrency} />
          </WalletReady>
        )}
      </TableCell>
    </TableRow>
  );
}

export function BalancesCard({ wallet, balances }: BalancesCardProps) {
  const intl = useIntl();
  const titleId = useId();
  const { rows, loading, updating, error, partial, refetch } = balances;
  const allZero = !loading && !error && rows.every((row) => row.amount !== null && /^0*(\.0*)?$/.test(row.amount));

  return (
    <Card component="section" aria-labelledby={titleId} aria-busy={loading || updating}>
      {updating ? <LinearProgress aria-hidden="true" /> : <Box sx={{ height: 4 }} />}
      <WalletReady>
        <OnChainRefresher />
      </WalletReady>
      <CardContent>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1, gap: 1 }}>
          <Typography id={titleId} variant="h6" component="h2">
            {intl.formatMessage({ id: 'money.balances.title' })}
          </Typography>
          <Button size="small" onClick={refetch} disabled={loading || updating}>
            {intl.formatMessage({ id: 'money.balances.refresh' })}
          </Button>
        </Stack>
        <Box role="status" sx={updating ? { mb: 1, color: 'text.secondary', typography: 'body2' } : visuallyHidden}>
          {updating ? intl.formatMessage({ id: 'money.balances.updating' }) : ''}
        </Box>

        {error ? (
          <RetryAlert onRetry={refetch} retryLabel={intl.formatMessage({ id: 'money.retry' })}>
            {intl.formatMessage({ id: 'money.balances.error' })}
          </RetryAlert>
        ) : (
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-labelledby={titleId} sx={{ '& th, & td': { px: { xs: 1, sm: 2 } } }}>
              <TableHead>
                <TableRow>
                  <TableCell>{intl.formatMessage({ id: 'money.balances.currency' })}</TableCell>
                  <TableCell align="right">{intl.formatMessage({ id: 'money.balances.inApp' })}</TableCell>
                  <TableCell align="right">{intl.formatMessage({ id: 'money.balances.onChain' })}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((row) => (
                  <BalanceTableRow key={row.currency} row={row} wallet={wallet} busy={loading || updating} />
                ))}
              </TableBody>
            </Table>
          </Box>
        )}
        {partial && (
          <Alert
            severity="warning"
            sx={{ mt: 2 }}
            action={
              <Button color="inherit" size="small" onClick={refetch}>
                {intl.formatMessage({ id: 'money.retry' })}
              </Button>
            }
          >
            {intl.formatMessage({ id: 'money.balances.partial' })}
          </Alert>
        )}
        <WalletReady>
          <AddTokenButtons sx={{ mt: 2 }} />
        </WalletReady>
        {allZero && (
          <Typography variant="body2" sx={{ mt: 2, color: 'text.secondary' }}>
            {intl.formatMessage({ id: 'money.balances.empty' })}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}

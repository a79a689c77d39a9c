// One transaction by its hash, re-read while processing. The endpoint answers null for an unknown
// hash and for a failure alike, so a null after details were shown keeps them, with a note.
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { skipToken } from '@reduxjs/toolkit/query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useGetTransactionByHashQuery } from '@/api/staking/stakingApi';
import { useLastSeen } from '@/lib/hooks/useLastSeen';
import { TransactionStatus, type Transaction, type TxHash } from '@/api/staking/types';
import { useDocumentTitle } from '@/components/useDocumentTitle';
import { paths } from '@/config/paths';
import { useFormatters } from '@/lib/format';
import { ExactAmount } from '@/components/ExactAmount';
import { StatusChip } from './StatusChip';
import { chainName, explorerTxUrl } from '../model/explorer';
import { typeMessageId } from '../model/labels';
import { useSignedIn } from '@/lib/session';
import { isTxHash } from '@/api/txHash';

/** How often a processing transaction is read again. */
export const DETAIL_POLL_MS = 5_000;

function Details({ tx }: { tx: Transaction }) {
  const intl = useIntl();
  const format = useFormatters();
  const explorer = tx.hash ? explorerTxUrl(tx.chain_id, tx.hash) : null;
  const rows: Array<[string, ReactNode]> = [
    ['money.detail.type', intl.formatMessage({ id: typeMessageId(tx.type) })],
    ['money.detail.status', <StatusChip key="status" status={tx.status} />],
    ['money.detail.amount', <ExactAmount key="amount" value={tx.amount} currency={tx.currency_symbol} />],
  ];
  if (tx.to_currency_symbol) rows.push(['money.detail.toCurrency', tx.to_currency_symbol]);
  rows.push(
    [
      'money.detail.created',
      <time key="created" dateTime={tx.created_at}>
        {format.dateTime(tx.created_at)}
      </time>,
    ],
    ...(tx.updated_at
      ? [
          [
            'money.detail.updated',
            <time key="updated" dateTime={tx.updated_at}>
              {format.dateTime(tx.updated_at)}
            </time>,
          ] as [string, ReactNode],
        ]
      : []),
    ['money.detail.network', chainName(tx.chain_id)],
    [
      'money.detail.wallet',
      <Box key="wallet" component="span" dir="ltr" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
        {tx.wallet_address}
      </Box>,
    ],
    [
      'money.detail.hash',
      <Box key="hash" component="span" dir="ltr" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
        {tx.hash ?? intl.formatMessage({ id: 'money.table.noHash' })}
      </Box>,
    ],
    ['money.detail.id', tx.id],
  );
  return (
    <Card>
      <CardContent>
        <Box
          component="dl"
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
            columnGap: 3,
            rowGap: 1.5,
            m: 0,
          }}
        >
          {rows.map(([labelId, value]) => (
            <Box key={labelId} sx={{ display: 'contents' }}>
              <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
                {intl.formatMessage({ id: labelId })}
              </Typography>
              <Typography component="dd" variant="body1" sx={{ m: 0, minWidth: 0 }}>
                {value}
              </Typography>
            </Box>
          ))}
        </Box>
        {explorer && (
          <Button href={explorer} target="_blank" rel="noopener noreferrer" sx={{ mt: 2 }}>
            {intl.formatMessage({ id: 'money.detail.explorer' })}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}

function RetryButton({ onRetry, fetching }: { onRetry: () => void; fetching: boolean }) {
  const intl = useIntl();
  return (
    <Button color="inherit" size="small" onClick={onRetry} disabled={fetching}>
      {intl.formatMessage({ id: 'money.retry' })}
    </Button>
  );
}

function DetailLoading() {
  const intl = useIntl();
  return (
    <Card aria-busy="true">
      <CardContent>
        <Stack spacing={1.5} aria-label={intl.formatMessage({ id: 'money.detail.loading' })} role="status">
          {Array.from({ length: 6 }, (_, index) => (
            <Skeleton key={index} variant="text" />
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}

interface StaleNoteProps {
  /** Still on its way: it is read again by itself, so no retry button. */
  processing: boolean;
  onRetry: () => void;
  fetching: boolean;
}

// A polite note, not an alert: the details below are still the best we know.
function StaleNote({ processing, onRetry, fetching }: StaleNoteProps) {
  const intl = useIntl();
  return (
    <Alert
      severity="info"
      role="status"
      action={processing ? undefined : <RetryButton onRetry={onRetry} fetching={fetching} />}
    >
      {processing
        ? intl.formatMessage({ id: 'money.detail.staleRetrying' })
        : intl.formatMessage({ id: 'money.detail.stale' })}
    </Alert>
  );
}

export default function TransactionDetailPage() {
  const intl = useIntl();
  const { hash = '' } = useParams();
  const signedIn = useSignedIn();
  const valid = isTxHash(hash);
  const query = useGetTransactionByHashQuery(valid && signedIn ? (hash as TxHash) : skipToken);
  const latest = query.currentData;
  // null is also a failed read ("not known yet"), so the last transaction shown for this hash stays.
  const known = useLastSeen(latest, hash);
  const tx = latest === null ? known : latest;
  const stale = latest === null && known !== null;
  const processing = tx?.status === TransactionStatus.PROCESSING || tx?.status === TransactionStatus.NONE;
  // Re-read while it is on its way (RTK Query polls while this page is open), failed reads included.
  useGetTransactionByHashQuery(valid && signedIn && processing ? (hash as TxHash) : skipToken, {
    pollingInterval: DETAIL_POLL_MS,
    skipPollingIfUnfocused: true,
  });
  useDocumentTitle(intl.formatMessage({ id: 'money.detail.pageTitle' }));

  let body: ReactNode;
  if (!signedIn) body = <Alert severity="warning">{intl.formatMessage({ id: 'money.block.signedOut' })}</Alert>;
  else if (!valid) body = <Alert severity="error">{intl.formatMessage({ id: 'money.detail.invalidHash' })}</Alert>;
  else if (tx === undefined) body = <DetailLoading />;
  else if (tx === null)
    body = (
      <Alert
        severity="warning"
        action={<RetryButton onRetry={() => void query.refetch()} fetching={query.isFetching} />}
      >
        {intl.formatMessage({ id: 'money.detail.notFound' })}
      </Alert>
    );
  else
    body = (
      <>
        {stale && (
          <StaleNote processing={processing} onRetry={() => void query.refetch()} fetching={query.isFetching} />
        )}
        <Details tx={tx} />
      </>
    );

  return (
    <Stack spacing={3}>
      <Link component={RouterLink} to={paths.transactions} sx={{ alignSelf: 'flex-start' }}>
        {intl.formatMessage({ id: 'money.detail.back' })}
      </Link>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
        {intl.formatMessage({ id: 'money.detail.title' })}
      </Typography>
      {valid && (
        <Typography
          variant="body2"
          dir="ltr"
          sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere', color: 'text.secondary' }}
        >
          {hash}
        </Typography>
      )}
      {body}
    </Stack>
  );
}

// The 'Rewards' tab: every reward of the user (useAllTransactions), their total per currency and
// a page of them at a time, paged here rather than by the server.
import { useState } from 'react';
import { useIntl } from 'react-intl';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ExactAmount } from '@/components/ExactAmount';
import { RetryAlert } from '@/components/RetryAlert';
import { SkippedRowsNotice } from '@/components/SkippedRowsNotice';
import { DEFAULT_PAGE_SIZE } from '@/lib/paging/usePager';
import { isReward, rewardTotals, type RewardTotal } from '../model/rewards';
import { useAllTransactions, type PartialRead } from '../model/useAllTransactions';
import { useExportCsv } from '../model/useExportCsv';
import { ExportButton } from './ListActions';
import { TransactionsPager } from './TransactionsPager';
import { TransactionsTable } from './TransactionsTable';

export function RewardsView() {
  const intl = useIntl();
  const all = useAllTransactions(true);
  const [page, setPage] = useState(1);
  const [size, setSize] = useState(DEFAULT_PAGE_SIZE);
  const rewards = all.items?.filter(isReward) ?? null;
  const shown = rewards ? rewards.slice((page - 1) * size, page * size) : null;
  const exportRewards = useExportCsv(shown, `rewards-page-${page}`);
  if (all.status === 'error') {
    return (
      <RetryAlert onRetry={all.retry} retryLabel={intl.formatMessage({ id: 'money.retry' })}>
        {intl.formatMessage({ id: 'money.rewards.error' })}
      </RetryAlert>
    );
  }

  return (
    <Stack spacing={2}>
      <RewardsTotal totals={all.items ? rewardTotals(all.items) : null} partial={all.partial} />
      <SkippedRowsNotice count={all.skipped} />
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button size="small" onClick={all.retry} disabled={all.refreshing}>
          {intl.formatMessage({ id: 'money.history.refresh' })}
        </Button>
        <ExportButton disabled={!shown?.length} onExport={exportRewards} />
      </Stack>
      {rewards !== null && rewards.length === 0 ? (
        <Typography sx={{ py: 4, textAlign: 'center' }}>{intl.formatMessage({ id: 'money.rewards.empty' })}</Typography>
      ) : (
        <>
          <TransactionsTable label={intl.formatMessage({ id: 'money.rewards.tableLabel' })} items={shown} />
          {rewards && (
            <TransactionsPager
              count={rewards.length}
              page={page}
              size={size}
              onPage={setPage}
              onSize={(next) => {
                setSize(next);
                setPage(1);
              }}
            />
          )}
        </>
      )}
    </Stack>
  );
}

/** The rewards' total per currency; null while they load. */
function RewardsTotal({ totals, partial }: { totals: RewardTotal[] | null; partial: PartialRead }) {
  const intl = useIntl();
  return (
    <Card variant="outlined" component="section" aria-label={intl.formatMessage({ id: 'money.rewards.totalTitle' })}>
      <CardContent>
        <Typography variant="subtitle2" component="h3" sx={{ color: 'text.secondary' }}>
          {intl.formatMessage({ id: 'money.rewards.totalTitle' })}
        </Typography>
        {totals === null ? (
          <LinearProgress sx={{ my: 1 }} aria-label={intl.formatMessage({ id: 'money.rewards.loading' })} />
        ) : totals.length === 0 ? (
          <Typography data-testid="rewards-total">{intl.formatMessage({ id: 'money.rewards.totalNone' })}</Typography>
        ) : (
          <Stack
            direction="row"
            spacing={3}
            data-testid="rewards-total"
            sx={{ flexWrap: 'wrap', gap: 2, typography: 'h6' }}
          >
            {totals.map((total) => (
              <span key={total.currency}>
                <ExactAmount value={total.amount} currency={total.currency} />
              </span>
            ))}
          </Stack>
        )}
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          {intl.formatMessage({ id: 'money.rewards.totalNote' })}
        </Typography>
        {partial && (
          <Typography variant="caption" component="p" sx={{ color: 'warning.main' }}>
            {intl.formatMessage({ id: partial === 'cap' ? 'money.rewards.partial' : 'money.rewards.incomplete' })}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}

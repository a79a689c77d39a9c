// Deposit, withdraw and swap behind the gate, whose block is said above the forms with its fix.
// Reads the wallet connection, so the forms wait for the wallet runtime.
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { WalletReady } from '@/lib/wallet/WalletRuntimeProvider';
import { useActionGate } from '../model/useActionGate';
import type { InAppBalances } from '../model/useInAppBalances';
import { BlockNotice } from './BlockNotice';
import { DepositForm } from './DepositForm';
import { SwapForm } from './SwapForm';
import { WithdrawForm } from './WithdrawForm';

const ACTIONS = ['deposit', 'withdraw', 'swap'] as const;
type Action = (typeof ACTIONS)[number];

export interface ActionsCardProps {
  balances: InAppBalances;
}

function FormsSkeleton() {
  const intl = useIntl();
  return (
    <Stack spacing={2} role="status" aria-label={intl.formatMessage({ id: 'money.actions.loading' })}>
      <Skeleton variant="rounded" height={32} width={160} />
      <Skeleton variant="rounded" height={56} />
      <Skeleton variant="rounded" height={36} width={140} />
    </Stack>
  );
}

function GatedForms({ action, balances }: ActionsCardProps & { action: Action }) {
  const gate = useActionGate();
  const block = action === 'deposit' ? gate.depositBlock : gate.block;
  // No deposit form at all for a contract account: nothing there could be sent.
  const depositRefused = block?.kind === 'smartAccount';
  return (
    <Stack spacing={2}>
      {block && <BlockNotice block={block} chainNames={gate.chainNames} />}
      {action === 'deposit' && !depositRefused && <DepositForm gate={gate} />}
      {action === 'withdraw' && <WithdrawForm gate={gate} balances={balances} />}
      {action === 'swap' && <SwapForm gate={gate} balances={balances} />}
    </Stack>
  );
}

export function ActionsCard(props: ActionsCardProps) {
  const intl = useIntl();
  const id = useId();
  const [action, setAction] = useState<Action>('deposit');
  return (
    <Card component="section" aria-labelledby={`${id}-title`}>
      <CardContent>
        <Typography id={`${id}-title`} variant="h6" component="h2" gutterBottom>
          {intl.formatMessage({ id: 'money.actions.title' })}
        </Typography>
        <Tabs
          value={action}
          onChange={(_event, next: Action) => setAction(next)}
          aria-label={intl.formatMessage({ id: 'money.actions.title' })}
          variant="fullWidth"
          sx={{ mb: 2 }}
        >
          {ACTIONS.map((name) => (
            <Tab
              key={name}
              value={name}
              label={intl.formatMessage({ id: `money.${name}.tab` })}
              id={`${id}-tab-${name}`}
              aria-controls={`${id}-panel`}
            />
          ))}
        </Tabs>
        <Box role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${action}`}>
          <WalletReady fallback={<FormsSkeleton />}>
            <GatedForms {...props} action={action} />
          </WalletReady>
        </Box>
      </CardContent>
    </Card>
  );
}

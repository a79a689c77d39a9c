// Why money cannot move right now, and the fix (sign in, verify, connect, switch network or
// account, deposit from an ordinary account).
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useSwitchChain } from 'wagmi';
import { shortenAddress } from '@/lib/format';
import type { ActionBlock } from '../model/gate';
import { isUserRejection, readableErrorMessage } from '@/lib/wallet/walletErrors';

export interface BlockMessageProps {
  block: ActionBlock;
  /** Slot for a control that fixes it (the wallet button, for instance). */
  action?: ReactNode;
}

/** The message alone (no wallet code): usable before the wallet runtime has loaded. */
export function BlockMessage({ block, action }: BlockMessageProps) {
  const intl = useIntl();
  const values: Record<string, string> = {};
  if (block.kind === 'disconnected') values.verified = shortenAddress(block.verified);
  if (block.kind === 'wrongAccount') {
    values.verified = shortenAddress(block.verified);
    values.connected = shortenAddress(block.connected);
  }
  return (
    <Alert
      severity={block.kind === 'runtimeLoading' || block.kind === 'accountChecking' ? 'info' : 'warning'}
      data-testid="action-block"
      data-block={block.kind}
    >
      <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        <span>{intl.formatMessage({ id: `money.block.${block.kind}` }, values)}</span>
        {action}
      </Stack>
    </Alert>
  );
}

export interface BlockNoticeProps {
  block: ActionBlock;
  chainNames: ReadonlyMap<number, string>;
}

/** The message with its fix; renders inside <WalletReady> (switching networks uses wagmi). */
export function BlockNotice({ block, chainNames }: BlockNoticeProps) {
  const fix = block.kind === 'wrongNetwork' ? <SwitchNetworkButtons chainNames={chainNames} /> : undefined;
  return <BlockMessage block={block} action={fix} />;
}

function SwitchNetworkButtons({ chainNames }: { chainNames: ReadonlyMap<number, string> }) {
  const intl = useIntl();
  const { mutateAsync: switchChain, isPending, variables } = useSwitchChain();
  const [failure, setFailure] = useState<string | null>(null);
  const switchTo = async (chainId: number) => {
    setFailure(null);
    try {
      await switchChain({ chainId });
    } catch (error) {
      if (isUserRejection(error)) return;
      setFailure(
        intl.formatMessage(
          { id: 'money.block.switchFailed' },
          { reason: readableErrorMessage(error) ?? intl.formatMessage({ id: 'money.error.unknown' }) },
        ),
      );
    }
  };
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
        {[...chainNames].map(([chainId, name]) => (
          <Button
            key={chainId}
            size="small"
            variant="outlined"
            color="inherit"
            disabled={isPending}
            onClick={() => void switchTo(chainId)}
          >
            {intl.formatMessage(
              { id: isPending && variables?.chainId === chainId ? 'money.block.switching' : 'money.block.switchTo' },
              { network: name },
            )}
          </Button>
        ))}
      </Stack>
      {failure && <span role="alert">{failure}</span>}
    </Stack>
  );
}

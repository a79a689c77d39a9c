// The configured chains: the current one marked, the one being switched to waiting on the wallet.
import { FormattedMessage, useIntl } from 'react-intl';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Typography from '@mui/material/Typography';
import type { NetworkChoiceModel } from '../../model/network/useNetworkChoice';

type ChainListProps = Pick<
  NetworkChoiceModel,
  'chains' | 'currentChainId' | 'pendingChainId' | 'switching' | 'switchTo'
>;

export function ChainList({ chains, currentChainId, pendingChainId, switching, switchTo }: ChainListProps) {
  const intl = useIntl();
  return (
    <List disablePadding aria-label={intl.formatMessage({ id: 'wallet.network.listLabel' })}>
      {chains.map((chain) => {
        const current = currentChainId === chain.id;
        return (
          <ListItem key={chain.id} disablePadding>
            <ListItemButton
              aria-current={current ? 'true' : undefined}
              disabled={switching}
              onClick={() => {
                if (!current) void switchTo(chain.id);
              }}
              sx={{ borderRadius: 2, gap: 1.5, ...(current ? { bgcolor: 'action.selected' } : {}) }}
            >
              <Typography variant="body1" sx={{ fontWeight: 600, flexGrow: 1 }}>
                {chain.name}
              </Typography>
              {current && <ConnectedBadge />}
              {pendingChainId === chain.id && <ConfirmInWallet />}
            </ListItemButton>
          </ListItem>
        );
      })}
    </List>
  );
}

function ConnectedBadge() {
  return (
    <Box
      component="span"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.75,
        color: 'success.main',
        typography: 'caption',
        fontWeight: 700,
      }}
    >
      <Box
        component="span"
        aria-hidden="true"
        sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: 'success.main' }}
      />
      <FormattedMessage id="wallet.network.connected" />
    </Box>
  );
}

function ConfirmInWallet() {
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, typography: 'caption' }}>
      <CircularProgress size={14} aria-hidden="true" />
      <FormattedMessage id="wallet.network.confirmInWallet" />
    </Box>
  );
}

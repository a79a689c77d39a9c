// The grouped wallet list. Unsupported wallets stay in the list and the tab order, so a screen
// reader hears why, but cannot be chosen.
import { memo, useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Typography from '@mui/material/Typography';
import type { WalletGroup, WalletOption } from '../../model/catalogue/walletGroups';
import { WalletLogo } from '../WalletLogo';

export interface WalletListProps {
  groups: readonly WalletGroup[];
  selectedId?: string | undefined;
  onSelect: (option: WalletOption) => void;
  /** This page's address: rows of wallets not installed link to it in the wallet's own browser. */
  dappBrowserUrl?: string | undefined;
}

function GroupList({
  group,
  selectedId,
  onSelect,
  dappBrowserUrl,
}: {
  group: WalletGroup;
  selectedId?: string | undefined;
  onSelect: (option: WalletOption) => void;
  dappBrowserUrl?: string | undefined;
}) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 1 }}>
      <Typography
        id={headingId}
        component="h3"
        variant="caption"
        sx={{ display: 'block', px: 1, py: 0.5, fontWeight: 700, color: 'text.secondary' }}
      >
        <FormattedMessage id={group.labelId} />
      </Typography>
      <List dense disablePadding>
        {group.wallets.map((option) => (
          <WalletRow
            key={option.id}
            option={option}
            selected={option.id === selectedId}
            onSelect={onSelect}
            dappBrowserUrl={dappBrowserUrl}
          />
        ))}
      </List>
    </Box>
  );
}

function WalletRow({
  option,
  selected,
  onSelect,
  dappBrowserUrl,
}: {
  option: WalletOption;
  selected: boolean;
  onSelect: (option: WalletOption) => void;
  dappBrowserUrl?: string | undefined;
}) {
  const intl = useIntl();
  const noteId = useId();
  const openInWallet =
    dappBrowserUrl && !option.installed && option.dappBrowserLink ? option.dappBrowserLink(dappBrowserUrl) : undefined;
  const walletConnectMissing =
    option.unsupported && (option.connectorKind === 'walletConnect' || option.connectorKind === 'ledger');
  return (
    <ListItem
      disablePadding
      secondaryAction={
        openInWallet ? (
          <Button size="small" variant="outlined" component="a" href={openInWallet} rel="noopener noreferrer">
            <FormattedMessage id="wallet.option.openInWalletBrowser" values={{ wallet: option.shortName }} />
          </Button>
        ) : undefined
      }
    >
      <ListItemButton
        selected={selected}
        aria-current={selected ? 'true' : undefined}
        aria-disabled={option.unsupported || undefined}
        aria-describedby={option.unsupported ? noteId : undefined}
        onClick={() => {
          if (!option.unsupported) onSelect(option);
        }}
        sx={{
          borderRadius: 2,
          gap: 1.5,
          py: 0.75,
          ...(option.unsupported ? { opacity: 0.6, cursor: 'not-allowed' } : {}),
        }}
      >
        <WalletLogo iconUrl={option.iconUrl} background={option.iconBackground} />
        <Box sx={{ minWidth: 0, flexGrow: 1 }}>
          <Typography
            variant="body2"
            sx={{ fontWeight: 600, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
          >
            {option.name}
            {option.unsupported && (
              <>
                {' '}
                <FormattedMessage id="wallet.option.unsupported" />
              </>
            )}
          </Typography>
          {option.recent && (
            <Typography variant="caption" sx={{ color: 'primary.main', fontWeight: 600 }}>
              <FormattedMessage id="wallet.option.recent" />
            </Typography>
          )}
          {option.unsupported && (
            <Typography id={noteId} variant="caption" sx={{ display: 'block', color: 'text.secondary' }}>
              {walletConnectMissing
                ? intl.formatMessage({ id: 'wallet.connect.walletConnectNotConfigured' })
                : intl.formatMessage({ id: 'wallet.option.unsupportedHint' })}
            </Typography>
          )}
        </Box>
      </ListItemButton>
    </ListItem>
  );
}

/** Memoised: the dialog re-renders on opening and on every flow step, the list rarely changes. */
export const WalletList = memo(function WalletList({ groups, selectedId, onSelect, dappBrowserUrl }: WalletListProps) {
  const intl = useIntl();
  return (
    <Box component="nav" aria-label={intl.formatMessage({ id: 'wallet.connect.listLabel' })}>
      {groups.map((group) => (
        <GroupList
          key={group.groupName}
          group={group}
          selectedId={selectedId}
          onSelect={onSelect}
          dappBrowserUrl={dappBrowserUrl}
        />
      ))}
    </Box>
  );
});

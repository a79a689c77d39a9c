// The app-bar buttons once the wallet code is loaded: account, chain (wide layout only) and wrong
// network.
import { forwardRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useAccountBalance } from '../model/account/useAccountBalance';
import { useNameLookup } from '@/lib/wallet/nameLookup';
import { useAccountTransactions } from '../model/account/recentTransactions';
import { AccountAvatar } from './AccountAvatar';
import { ChevronDownIcon, WarningIcon } from './walletIcons';
import { knownChainName } from '@/lib/chains/chainNames';

export interface AccountButtonProps {
  address: string;
  compact: boolean;
  onClick: () => void;
}

export const AccountButton = forwardRef<HTMLButtonElement, AccountButtonProps>(function AccountButton(
  { address, compact, onClick },
  ref,
) {
  const intl = useIntl();
  const { label } = useNameLookup(address);
  const balance = useAccountBalance();
  // Sent and not mined yet (what the wallet shows as pending); the app bar's own chip counts the rest.
  const pending = useAccountTransactions(address).transactions.some((transaction) => transaction.status === 'pending');
  const shownLabel = label ?? address;
  return (
    <Button
      ref={ref}
      variant="outlined"
      color="inherit"
      onClick={onClick}
      aria-haspopup="dialog"
      aria-label={intl.formatMessage(
        { id: pending ? 'wallet.button.accountPending' : 'wallet.button.account' },
        { account: shownLabel, balance: balance.text ?? '' },
      )}
      data-testid="account-button"
      sx={{ gap: 1, borderRadius: 3, borderColor: 'divider', whiteSpace: 'nowrap', minWidth: 0, px: 1.25 }}
    >
      {!compact && balance.text && (
        // dir: '5 tBNB' stays left to right in Arabic (not 'tBNB 5').
        <Box
          component="span"
          dir="ltr"
          sx={{ color: 'text.secondary', fontWeight: 600 }}
          data-testid="account-button-balance"
        >
          {balance.text}
        </Box>
      )}
      {pending ? (
        <CircularProgress size={20} aria-hidden="true" data-testid="account-button-pending" />
      ) : (
        <AccountAvatar address={address} size={20} />
      )}
      {/* Gives way with an ellipsis when the bar is short of room; whole on hover and in the name. */}
      <Box
        component="span"
        dir="auto"
        title={shownLabel}
        sx={{
          fontWeight: 700,
          minWidth: 0,
          maxWidth: compact ? 110 : 200,
          overflow: 'hidden',
          textOverflow: 'ellipsis',
        }}
      >
        {shownLabel}
      </Box>
      <ChevronDownIcon fontSize="small" aria-hidden="true" />
    </Button>
  );
});

export const ChainButton = forwardRef<HTMLButtonElement, { chainName: string; onClick: () => void }>(
  function ChainButton({ chainName, onClick }, ref) {
    const intl = useIntl();
    return (
      <Button
        ref={ref}
        variant="outlined"
        color="inherit"
        onClick={onClick}
        aria-haspopup="dialog"
        aria-label={intl.formatMessage({ id: 'wallet.button.chain' }, { chain: chainName })}
        endIcon={<ChevronDownIcon aria-hidden="true" />}
        // The bar has no room for it under 1024 px in every language (shell.css sheds the rest);
        // the account dialog switches networks too.
        sx={{
          borderRadius: 3,
          borderColor: 'divider',
          whiteSpace: 'nowrap',
          minWidth: 0,
          '@media (max-width: 1023.95px)': { display: 'none' },
        }}
      >
        {/* A long chain name ('BNB Smart Chain Testnet') ends in an ellipsis; whole on hover and in the name. */}
        <Box
          component="span"
          dir="auto"
          title={chainName}
          sx={{ maxWidth: '9em', overflow: 'hidden', textOverflow: 'ellipsis' }}
        >
          {chainName}
        </Box>
      </Button>
    );
  },
);

/** "Wrong network: Polygon" when the wallet's chain has a known name, else "Wrong network". */
export const WrongNetworkButton = forwardRef<HTMLButtonElement, { chainId?: number; onClick: () => void }>(
  function WrongNetworkButton({ chainId, onClick }, ref) {
    const chain = knownChainName(chainId);
    return (
      <Button
        ref={ref}
        variant="contained"
        color="error"
        onClick={onClick}
        aria-haspopup="dialog"
        startIcon={<WarningIcon aria-hidden="true" />}
        data-testid="wrong-network-button"
        sx={{ whiteSpace: 'nowrap' }}
      >
        {chain ? (
          <FormattedMessage id="wallet.button.wrongNetworkNamed" values={{ chain }} />
        ) : (
          <FormattedMessage id="wallet.button.wrongNetwork" />
        )}
      </Button>
    );
  },
);

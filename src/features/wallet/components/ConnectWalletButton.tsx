/**
 * The 'Connect Wallet' button. Light on purpose (MUI Button and a spinner only): it sits in the
 * app bar of every first page, before the wallet code is loaded.
 */
import { forwardRef, type ComponentProps } from 'react';
import { FormattedMessage } from 'react-intl';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';

export interface ConnectWalletButtonProps extends Omit<ComponentProps<typeof Button>, 'children'> {
  /** The wallet code is on its way (after a click): a spinner, and aria-busy. */
  busy?: boolean;
}

export const ConnectWalletButton = forwardRef<HTMLButtonElement, ConnectWalletButtonProps>(function ConnectWalletButton(
  { busy = false, ...props },
  ref,
) {
  return (
    <Button
      ref={ref}
      variant="contained"
      aria-haspopup="dialog"
      aria-busy={busy || undefined}
      endIcon={busy ? <CircularProgress size={14} color="inherit" aria-hidden="true" /> : undefined}
      sx={{ whiteSpace: 'nowrap' }}
      data-testid="connect-wallet-button"
      {...props}
    >
      <FormattedMessage id="wallet.button.connect" />
    </Button>
  );
});

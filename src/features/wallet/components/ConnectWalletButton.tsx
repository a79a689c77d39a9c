/**
 * The 'Connect Wallet' button. Light on purpose (the shell's button and spinner, no MUI): it
 * sits in the app bar of every first page, before the wallet code is loaded.
 */
import { forwardRef } from 'react';
import { FormattedMessage } from 'react-intl';
import { ShellButton, type ShellButtonProps } from '@/components/shell/ShellButton';
import { ShellSpinner } from '@/components/shell/ShellSpinner';

export interface ConnectWalletButtonProps extends Omit<ShellButtonProps, 'children'> {
  /** The wallet code is on its way (after a click): a spinner, and aria-busy. */
  busy?: boolean;
}

export const ConnectWalletButton = forwardRef<HTMLButtonElement, ConnectWalletButtonProps>(function ConnectWalletButton(
  { busy = false, ...props },
  ref,
) {
  return (
    <ShellButton
      ref={ref}
      variant="contained"
      aria-haspopup="dialog"
      aria-busy={busy || undefined}
      endIcon={busy ? <ShellSpinner small /> : undefined}
      data-testid="connect-wallet-button"
      {...props}
    >
      <FormattedMessage id="wallet.button.connect" />
    </ShellButton>
  );
});

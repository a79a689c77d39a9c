// The account dialog (useAccountDialog is its model): the account, its balance and network,
// verification when missing, a fee warning, adding our tokens to the wallet, the three most
// recent transactions, disconnect.
import { FormattedMessage } from 'react-intl';
import { AddTokenButtons } from '@/components/addToken/AddTokenButtons';
import Stack from '@mui/material/Stack';
import { useAccountDialog } from '../model/account/useAccountDialog';
import { AccountActions, AccountNetwork } from './account/AccountActions';
import { LowFeeWarning, VerifyNotice } from './account/AccountNotices';
import { AccountSummary } from './account/AccountSummary';
import { AccountTransactions } from './account/AccountTransactions';
import { WalletDialog } from './WalletDialog';
import { WALLET_DIALOGS } from '../model/walletDialogs';

export interface AccountDialogProps {
  onExited?: () => void;
  compact: boolean;
  /** Shown when the connected account still needs verifying. */
  onVerify?: (() => void) | undefined;
  onSwitchNetwork: () => void;
}

export default function AccountDialog({ onExited, compact, onVerify, onSwitchNetwork }: AccountDialogProps) {
  const account = useAccountDialog();
  const { address } = account;
  return (
    <WalletDialog
      name={WALLET_DIALOGS.account}
      mountWhenIdle
      onExited={onExited}
      compact={compact}
      title={<FormattedMessage id="wallet.account.title" />}
      data-testid="account-dialog"
    >
      {address && (
        <Stack spacing={2} sx={{ py: 1 }}>
          <AccountSummary {...account} address={address} />
          {account.lowFee && <LowFeeWarning lowFee={account.lowFee} symbol={account.balanceSymbol} />}
          {onVerify && <VerifyNotice onVerify={onVerify} />}
          <AccountActions {...account} address={address} />
          <AddTokenButtons />
          <AccountNetwork chainName={account.chainName} onSwitch={onSwitchNetwork} />
          <AccountTransactions {...account} address={address} />
        </Stack>
      )}
    </WalletDialog>
  );
}

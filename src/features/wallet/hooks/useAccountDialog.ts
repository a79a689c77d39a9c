/**
 * The account dialog's model: the connected account, its name, wallet, balance and network, the fee
 * warning, copying the address, disconnecting and the recent transactions.
 */
import { useIntl } from 'react-intl';
import { useConnection, useDisconnect } from 'wagmi';
import { closeDialog } from '@/components/dialog/dialogStore';
import { knownChainName } from '@/lib/chains/chainNames';
import { useCopyToClipboard } from '@/lib/hooks/useCopyToClipboard';
import { useNameLookup } from '@/lib/wallet/nameLookup';
import { WALLET_DIALOGS } from '../components/walletDialogs';
import { useClearRecentTransactions, useRecentTransactions } from '../transactions/TransactionStoreProvider';
import { useAccountBalance } from './useAccountBalance';
import { useLowFeeBalance } from './useLowFeeBalance';
import { useSessionPeer } from './useSessionPeer';

/** The account dialog lists this many (SPEC.md section 9). */
export const TRANSACTIONS_SHOWN = 3;

export function useAccountDialog() {
  const intl = useIntl();
  const connection = useConnection();
  const address = connection.status === 'connected' ? connection.address : undefined;
  const { name, label } = useNameLookup(address);
  const peer = useSessionPeer(connection.status === 'connected' ? connection.connector : undefined);
  const balance = useAccountBalance();
  const lowFee = useLowFeeBalance();
  const { copied, copy } = useCopyToClipboard();
  const { mutateAsync: disconnectAsync, isPending: disconnecting } = useDisconnect();
  const transactions = useRecentTransactions();
  const clearTransactions = useClearRecentTransactions();
  const explorer = connection.chain?.blockExplorers?.default;

  const disconnect = async () => {
    await disconnectAsync().catch(() => undefined);
    closeDialog(WALLET_DIALOGS.account);
  };

  return {
    address,
    name,
    label,
    peer,
    balance,
    lowFee,
    balanceSymbol: connection.chain?.nativeCurrency.symbol ?? 'BNB',
    chainName:
      connection.chain?.name ??
      knownChainName(connection.chainId) ??
      intl.formatMessage({ id: 'wallet.network.unknown' }),
    copied,
    copy,
    disconnecting,
    disconnect,
    transactions,
    shownTransactions: transactions.slice(0, TRANSACTIONS_SHOWN),
    clearTransactions,
    explorerUrl: explorer?.url.replace(/\/+$/, ''),
    explorerName: explorer?.name ?? '',
  };
}

export type AccountDialogModel = ReturnType<typeof useAccountDialog>;

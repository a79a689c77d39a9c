/**
 * The account dialog's model: the connected account, its name, wallet, balance and network, the fee
 * warning, copying the address, disconnecting and the recent transactions.
 */
import { useIntl } from 'react-intl';
import { useChains, useConnection, useDisconnect } from 'wagmi';
import { closeDialog } from '@/components/dialog/dialogStore';
import { knownChainName } from '@/lib/chains/chainNames';
import { useCopyToClipboard } from '@/lib/hooks/useCopyToClipboard';
import { useNameLookup } from '@/lib/wallet/nameLookup';
import { WALLET_DIALOGS } from '../walletDialogs';
import { isOnTheWay, useAccountTransactions } from './recentTransactions';
import { useAccountBalance } from './useAccountBalance';
import { useLowFeeBalance } from './useLowFeeBalance';
import { useSessionPeer } from '../connectors/useSessionPeer';

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
  const { transactions, clear } = useAccountTransactions(address);
  const explorerOf = useExplorerUrls();
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
    shownTransactions: transactions
      .slice(0, TRANSACTIONS_SHOWN)
      .map((transaction) => ({ ...transaction, explorerUrl: explorerOf(transaction.chainId) })),
    // Only finished ones are cleared: with none, Clear would do nothing.
    clearTransactions: transactions.some((transaction) => !isOnTheWay(transaction)) ? clear : undefined,
    explorerUrl: explorer?.url.replace(/\/+$/, ''),
    explorerName: explorer?.name ?? '',
  };
}

/** Each chain's block explorer (a transaction's link follows its own chain, not the wallet's). */
function useExplorerUrls(): (chainId: number) => string | undefined {
  const chains = useChains();
  return (chainId) => chains.find((chain) => chain.id === chainId)?.blockExplorers?.default.url.replace(/\/+$/, '');
}

export type AccountDialogModel = ReturnType<typeof useAccountDialog>;

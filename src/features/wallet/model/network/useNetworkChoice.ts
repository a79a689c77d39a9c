/**
 * The network dialog's model: the configured chains, which one is current or being switched to,
 * switching (closing on success, keeping the failure otherwise) and disconnect.
 */
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useChains, useConnection, useDisconnect, useSwitchChain } from 'wagmi';
import { closeDialog } from '@/components/dialog/dialogStore';
import { knownChainName } from '@/lib/chains/chainNames';
import { WALLET_DIALOGS } from '../walletDialogs';
import { classifySwitchError, type SwitchFailure } from './switchFailure';

const close = () => closeDialog(WALLET_DIALOGS.network);

export function useNetworkChoice() {
  const intl = useIntl();
  const chains = useChains();
  const connection = useConnection();
  const { mutateAsync: switchChainAsync, isPending, variables } = useSwitchChain();
  const { mutateAsync: disconnectAsync, isPending: disconnecting } = useDisconnect();
  const [failure, setFailure] = useState<SwitchFailure>(null);
  const connected = connection.status === 'connected';

  const switchTo = async (chainId: number) => {
    setFailure(null);
    try {
      await switchChainAsync({ chainId });
      close();
    } catch (error) {
      setFailure(classifySwitchError(error));
    }
  };
  const disconnect = () => {
    void disconnectAsync()
      .catch(() => undefined)
      .then(close);
  };

  return {
    chains,
    connected,
    currentChainId: connected ? connection.chainId : undefined,
    wrongNetwork: connected && connection.chain === undefined,
    wrongChainName: knownChainName(connection.chainId),
    switching: isPending,
    pendingChainId: isPending ? variables?.chainId : undefined,
    switchTo,
    failure,
    walletName: connection.connector?.name ?? intl.formatMessage({ id: 'wallet.network.yourWallet' }),
    targetName: chains.find((chain) => chain.id === (variables?.chainId ?? chains[0]?.id))?.name ?? '',
    disconnecting,
    disconnect,
  };
}

export type NetworkChoiceModel = ReturnType<typeof useNetworkChoice>;

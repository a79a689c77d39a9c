/**
 * The verification dialog's model: the sign-in state (signInReducer), a nonce loaded for each
 * opening, Send (runSignIn, closing when done) and the switch away from a chain the app does not offer.
 */
import { useEffect, useMemo, useReducer, useState } from 'react';
import { useChains, useConnection, useSignMessage, useSwitchChain } from 'wagmi';
import { closeDialog } from '@/components/dialog/dialogStore';
import { getConfig } from '@/config/runtimeConfig';
import { useAppStore } from '@/lib/store/hooks';
import { useNameLookup } from '@/lib/wallet/nameLookup';
import { isUserRejection } from '@/lib/wallet/walletErrors';
import { createBackendAuthAdapter } from './backendAuthAdapter';
import type { AuthenticationAdapter } from './adapter';
import { loadNonce, runSignIn } from './runSignIn';
import { initialSignInState, signInReducer } from './signInReducer';
import { WALLET_DIALOGS } from '../walletDialogs';

export const closeSignIn = () => closeDialog(WALLET_DIALOGS.signIn);

export function useSignIn(givenAdapter: AuthenticationAdapter | undefined) {
  const store = useAppStore();
  const adapter = useMemo(
    () => givenAdapter ?? createBackendAuthAdapter({ dispatch: store.dispatch, getState: store.getState }),
    [givenAdapter, store],
  );
  const [state, dispatch] = useReducer(signInReducer, initialSignInState);
  const connection = useConnection();
  const { mutateAsync: signMessageAsync } = useSignMessage();
  const address = connection.status === 'connected' ? connection.address : undefined;
  const chainId = connection.status === 'connected' ? connection.chainId : undefined;
  const { label } = useNameLookup(address);
  const network = useSignInNetwork(chainId);

  // A fresh nonce for every opening (the content is mounted anew each time).
  useEffect(() => {
    void Promise.resolve().then(() => loadNonce({ adapter, dispatch }));
  }, [adapter]);

  const send = async () => {
    const outcome = await runSignIn({
      adapter,
      signMessage: ({ message }) => signMessageAsync({ message }),
      address,
      chainId,
      dispatch,
      nonce: state.nonce.value,
    });
    if (outcome === 'done') closeSignIn();
  };
  const retryNonce = () => void loadNonce({ adapter, dispatch });

  return { state, address, label, send, retryNonce, ...network };
}

/** The message names the wallet's chain: one the app does not offer is never signed for. */
function useSignInNetwork(chainId: number | undefined) {
  const chains = useChains();
  const { mutateAsync: switchChainAsync, isPending: switching } = useSwitchChain();
  const [switchFailed, setSwitchFailed] = useState(false);
  const offered = getConfig().chains;
  const target = chains.find((chain) => chain.id === offered[0]);

  const switchNetwork = async () => {
    if (!target) return;
    setSwitchFailed(false);
    try {
      await switchChainAsync({ chainId: target.id });
    } catch (error) {
      setSwitchFailed(!isUserRejection(error));
    }
  };

  return {
    wrongNetwork: chainId !== undefined && !offered.some((id) => id === chainId),
    target,
    switching,
    switchFailed,
    switchNetwork,
  };
}

export type SignInModel = ReturnType<typeof useSignIn>;

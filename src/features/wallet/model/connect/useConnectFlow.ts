// Runs the connect flow's state machine and the connection attempts it asks for; a late answer
// for an abandoned attempt is ignored. A wallet that connects closes the dialog in the dialog
// store, which alone says whether it is shown.
import { useCallback, useEffect, useRef, useState } from 'react';
import { closeDialog } from '@/components/dialog/dialogStore';
import { WALLET_DIALOGS } from '../walletDialogs';
import { connectFlowReducer, initialConnectFlowState } from './connectFlowReducer';
import { isSameConnector, RelayUnreachableError } from './connectErrors';
import type { ConnectFlowEvent, ConnectFlowState } from './types';
import type { WalletOption } from '../catalogue/walletGroups';
import { forgetDeepLinkChoice, rememberDeepLinkChoice } from './deepLinkChoice';
import { addRecentWalletId } from './recentWallets';
import { connectorFor, type ConnectorLike } from './walletOptions';

/** The part of a wagmi connector an attempt uses: its events carry WalletConnect's display_uri. */
export interface FlowConnector extends ConnectorLike {
  emitter: {
    on(event: 'message', listener: (message: { type: string; data?: unknown }) => void): void;
    off(event: 'message', listener: (message: { type: string; data?: unknown }) => void): void;
  };
}

export interface UseConnectFlowArgs<C extends FlowConnector> {
  compact: boolean;
  options: readonly WalletOption[];
  connectors: readonly C[];
  /** The uid of the connector currently connected, if any (connecting it again is refused). */
  currentConnectorUid: string | null | undefined;
  connect: (connector: C) => Promise<unknown>;
  /** Opens a wallet app's link (Ledger Live on this computer). */
  openLink?: (url: string) => void;
}

/** How long a QR code may take before the dialog says the relay cannot be reached (usually < 1 s). */
export const RELAY_TIMEOUT_MS = 8_000;

export class WalletNotFoundError extends Error {
  override readonly name = 'WalletNotFoundError';
}

export function useConnectFlow<C extends FlowConnector>(
  args: UseConnectFlowArgs<C>,
): [ConnectFlowState, (event: ConnectFlowEvent) => void] {
  const [state, setState] = useState<ConnectFlowState>(() => ({ ...initialConnectFlowState, compact: args.compact }));
  const stateRef = useRef(state);
  const argsRef = useRef(args);
  useEffect(() => {
    argsRef.current = args;
  });

  const send = useCallback(function send(event: ConnectFlowEvent): void {
    const current = argsRef.current;
    const previous = stateRef.current;
    let next =
      previous.compact === current.compact
        ? previous
        : connectFlowReducer(previous, { type: 'SET_COMPACT', compact: current.compact });
    next = connectFlowReducer(next, event);
    if (
      next.step === 'CONNECT' &&
      next.connection.status === 'idle' &&
      next.connection.attempt !== previous.connection.attempt
    ) {
      next = startAttempt(next);
    }
    stateRef.current = next;
    setState(next);

    function startAttempt(at: ConnectFlowState): ConnectFlowState {
      const { attempt } = at.connection;
      const option = current.options.find((candidate) => candidate.id === at.selectedWalletId);
      const connector = option ? connectorFor(current.connectors, option, at.method) : undefined;
      const connecting = connectFlowReducer(at, { type: 'CONNECTING', attempt });
      if (!option || !connector) {
        return connectFlowReducer(connecting, {
          type: 'CONNECT_FAILED',
          error: new WalletNotFoundError('Provider not found.'),
          attempt,
        });
      }
      // SPEC.md section 4: connecting the connector that is already connected is refused.
      if (isSameConnector(current.currentConnectorUid, connector.uid)) {
        closeDialog(WALLET_DIALOGS.connect);
        return connecting;
      }
      // The QR code needs the relay; the SDK retries an unreachable one for ever, so say so.
      const relayWatch =
        at.method === 'qrCode'
          ? setTimeout(
              () => send({ type: 'CONNECT_FAILED', error: new RelayUnreachableError(), attempt }),
              RELAY_TIMEOUT_MS,
            )
          : undefined;
      let deepLinked = false;
      const onMessage = (message: { type: string; data?: unknown }) => {
        if (message.type !== 'display_uri' || typeof message.data !== 'string') return;
        clearTimeout(relayWatch);
        send({ type: 'QR_URI_RECEIVED', uri: message.data, attempt });
        if (at.method === 'desktop' && option.desktopDeepLink) current.openLink?.(option.desktopDeepLink(message.data));
        // A phone opens the chosen wallet's app by its own link rather than showing a QR code.
        if (at.method === 'qrCode' && at.compact && option.mobileDeepLink) {
          deepLinked = true;
          rememberDeepLinkChoice(option.id);
          current.openLink?.(option.mobileDeepLink(message.data));
        }
      };
      connector.emitter.on('message', onMessage);
      void current
        .connect(connector)
        .then(
          () => {
            // A wallet connected any other way is not the app a phone should be sent back to.
            if (!deepLinked) forgetDeepLinkChoice();
            addRecentWalletId(option.id);
            closeDialog(WALLET_DIALOGS.connect);
          },
          (error: unknown) => send({ type: 'CONNECT_FAILED', error, attempt }),
        )
        .finally(() => {
          clearTimeout(relayWatch);
          connector.emitter.off('message', onMessage);
        });
      return connecting;
    }
  }, []);

  return [state, send];
}

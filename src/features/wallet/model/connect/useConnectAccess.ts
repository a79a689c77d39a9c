// What the connect dialog needs from the wallet runtime, without waiting for it: until wagmi has
// arrived the connectors are stand-ins made from data, so the list shows at once; choosing one
// waits for the runtime and connects its real counterpart (same id). No wagmi code is imported here.
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import type { Config, Connector } from 'wagmi';
import { getConfig } from '@/config/runtimeConfig';
import { getAnnouncedWallets, subscribeAnnouncedWallets } from '@/lib/wallet/injectedWallets';
import { useWalletRuntime } from '@/lib/wallet/WalletRuntimeProvider';
import { plannedConnectors } from '../connectors/connectorIds';
import { WalletNotFoundError, type FlowConnector } from './useConnectFlow';

type Message = { type: string; data?: unknown };
type MessageListener = (message: Message) => void;

/** A connector of the runtime to come; its emitter relays the real one's messages during a connect. */
interface StandInConnector extends FlowConnector {
  relay: MessageListener;
}

function standIn(fields: Omit<FlowConnector, 'emitter'>): StandInConnector {
  const listeners = new Set<MessageListener>();
  return {
    ...fields,
    emitter: {
      on: (_event, listener) => void listeners.add(listener),
      off: (_event, listener) => void listeners.delete(listener),
    },
    relay: (message) => {
      for (const listener of listeners) listener(message);
    },
  };
}

export interface ConnectAccess {
  connectors: readonly FlowConnector[];
  /** The uid of the connector connected now, if any. */
  currentConnectorUid: string | undefined;
  connect: (connector: FlowConnector) => Promise<unknown>;
}

const noSubscription = () => () => {};

export function useConnectAccess(): ConnectAccess {
  const { runtime, load } = useWalletRuntime();
  const wagmiConfig: Config | undefined = runtime?.wagmiConfig;
  const announced = useSyncExternalStore(subscribeAnnouncedWallets, getAnnouncedWallets, getAnnouncedWallets);
  const standIns = useMemo(
    () => [
      ...announced.map(({ info }) =>
        standIn({
          id: info.rdns,
          uid: `eip6963:${info.uuid}`,
          name: info.name,
          icon: info.icon,
          rdns: info.rdns,
          type: 'injected',
        }),
      ),
      ...plannedConnectors(getConfig()).map((planned) => standIn({ ...planned, uid: planned.id })),
    ],
    [announced],
  );
  const realConnectors = useSyncExternalStore(
    wagmiConfig ? (listener: () => void) => wagmiConfig._internal.connectors.subscribe(listener) : noSubscription,
    () => wagmiConfig?.connectors,
    () => wagmiConfig?.connectors,
  );
  const currentConnectorUid = useSyncExternalStore(
    wagmiConfig
      ? (listener: () => void) => wagmiConfig.subscribe((state) => `${state.status}:${state.current ?? ''}`, listener)
      : noSubscription,
    () => (wagmiConfig?.state.status === 'connected' ? (wagmiConfig.state.current ?? undefined) : undefined),
    () => undefined,
  );

  const connect = useCallback(
    async (connector: FlowConnector) => {
      const { wagmiConfig: config } = await load();
      const wagmiActions = await import(/* webpackChunkName: "wallet-runtime" */ 'wagmi/actions');
      const real: Connector | undefined =
        config.connectors.find((candidate) => candidate.uid === connector.uid) ??
        config.connectors.find((candidate) => candidate.id === connector.id);
      if (!real) throw new WalletNotFoundError('Provider not found.');
      const relay = 'relay' in connector ? (connector as StandInConnector).relay : undefined;
      if (relay && real !== (connector as unknown)) real.emitter.on('message', relay);
      try {
        return await wagmiActions.connect(config, { connector: real });
      } finally {
        if (relay) real.emitter.off('message', relay);
      }
    },
    [load],
  );

  return { connectors: realConnectors ?? standIns, currentConnectorUid, connect };
}

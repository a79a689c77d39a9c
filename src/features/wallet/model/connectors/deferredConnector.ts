// Keeps an SDK-backed connector (WalletConnect, Coinbase Wallet) asleep until the user picks it,
// or until wagmi's stored state shows a connection made with it before.
// See docs/performance.md#deferred-wallet-connectors.
import type { CreateConnectorFn } from 'wagmi';

type ConnectorFactoryArgs = Parameters<CreateConnectorFn>[0];

/** True when wagmi's persisted state holds a connection made with `connectorId`. */
export async function hasStoredConnection(
  storage: ConnectorFactoryArgs['storage'],
  connectorId: string,
): Promise<boolean> {
  if (!storage) return false;
  try {
    const stored: unknown = await storage.getItem('store' as never);
    const state = (stored as { state?: { connections?: unknown } } | null)?.state;
    const connections = state?.connections;
    let entries: unknown[] = [];
    if (connections instanceof Map) entries = [...connections.values()];
    else if (
      connections &&
      typeof connections === 'object' &&
      Array.isArray((connections as { value?: unknown }).value)
    ) {
      // Not yet deserialised: {__type: 'Map', value: [[uid, connection], ...]}.
      entries = ((connections as { value: unknown[] }).value ?? []).map((pair) =>
        Array.isArray(pair) ? pair[1] : undefined,
      );
    }
    return entries.some(
      (connection) => (connection as { connector?: { id?: unknown } } | undefined)?.connector?.id === connectorId,
    );
  } catch {
    return false;
  }
}

export function deferUntilChosen<fn extends CreateConnectorFn>(createConnector: fn): fn {
  const deferred = ((config: ConnectorFactoryArgs) => {
    const inner = createConnector(config);
    let chosen = false;
    let storedCheck: Promise<boolean> | undefined;
    const isAwake = async (): Promise<boolean> => {
      if (chosen) return true;
      storedCheck ??= hasStoredConnection(config.storage, inner.id);
      return storedCheck;
    };
    // `this` is the connector wagmi builds around these methods, so the inner methods keep
    // reaching each other (and this wrapper) through it.
    return {
      ...inner,
      async setup(this: unknown) {
        if (inner.setup && (await isAwake())) await inner.setup.call(this as never);
      },
      async connect(this: unknown, parameters?: unknown) {
        chosen = true;
        return inner.connect.call(this as never, parameters as never);
      },
      async getProvider(this: unknown, parameters?: unknown) {
        if (!(await isAwake())) return undefined;
        return inner.getProvider.call(this as never, parameters as never);
      },
      async isAuthorized(this: unknown) {
        if (!(await isAwake())) return false;
        return inner.isAuthorized.call(this as never);
      },
    };
  }) as unknown as fn;
  return deferred;
}

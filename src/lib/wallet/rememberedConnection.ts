// Whether the browser remembers a wallet connection (wagmi's persisted store), read without wagmi
// so the first page can fetch the wallet runtime at once and the wallet reconnects early.

/** wagmi's default storage key prefix (createStorage's `key`), as createWagmiConfig uses it. */
export const WAGMI_STORAGE_PREFIX = 'wagmi';
export const WAGMI_STORE_KEY = `${WAGMI_STORAGE_PREFIX}.store`;

interface PersistedWagmiStore {
  state?: {
    current?: unknown;
    /** A Map, serialised as {__type: 'Map', value: [[uid, connection], ...]}. */
    connections?: { value?: unknown };
  };
}

export function hasRememberedWalletConnection(storage: Pick<Storage, 'getItem'> | null = safeLocalStorage()): boolean {
  if (!storage) return false;
  try {
    const raw = storage.getItem(WAGMI_STORE_KEY);
    if (!raw) return false;
    const { state } = JSON.parse(raw) as PersistedWagmiStore;
    if (!state) return false;
    if (typeof state.current === 'string' && state.current !== '') return true;
    const connections = state.connections?.value;
    return Array.isArray(connections) && connections.length > 0;
  } catch {
    return false; // Unreadable or not ours: nothing to reconnect.
  }
}

function safeLocalStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // Storage blocked.
  }
}

// A thin React wrapper over the transaction store. The store is passed in (one per app, made
// where the wagmi config is), never a module-level singleton.
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import {
  NO_ADDRESS_OR_CHAIN,
  type NewTransaction,
  type RecentTransaction,
  type TransactionStore,
} from './transactionStore';

/** SPEC.md section 8 names RainbowKitProvider; ours is TransactionStoreProvider. */
export const TRANSACTION_HOOKS_OUTSIDE_PROVIDER = 'Transaction hooks must be used within TransactionStoreProvider';

interface TransactionContextValue {
  store: TransactionStore;
  address: string | undefined;
  chainId: number | undefined;
}

const TransactionContext = createContext<TransactionContextValue | null>(null);

const NONE: readonly RecentTransaction[] = Object.freeze([]);

export interface TransactionStoreProviderProps {
  store: TransactionStore;
  /** The connected account; undefined while disconnected. */
  address: string | undefined;
  chainId: number | undefined;
  children?: ReactNode;
}

export function TransactionStoreProvider({ store, address, chainId, children }: TransactionStoreProviderProps) {
  // After a reload (or an account switch) pick the account's pending transactions up again.
  useEffect(() => {
    if (address && chainId) void store.waitForPendingTransactions(address, chainId);
  }, [store, address, chainId]);
  const value = useMemo(() => ({ store, address, chainId }), [store, address, chainId]);
  return <TransactionContext.Provider value={value}>{children}</TransactionContext.Provider>;
}

function useTransactionContext(): TransactionContextValue {
  const value = useContext(TransactionContext);
  if (!value) throw new Error(TRANSACTION_HOOKS_OUTSIDE_PROVIDER);
  return value;
}

/** The current account's transactions, newest first (empty while disconnected). */
export function useRecentTransactions(): readonly RecentTransaction[] {
  const { store, address, chainId } = useTransactionContext();
  const getSnapshot = useCallback(
    () => (address && chainId ? store.getTransactions(address, chainId) : NONE),
    [store, address, chainId],
  );
  return useSyncExternalStore(store.subscribe, getSnapshot, getSnapshot);
}

/** Adds a transaction to the current account; throws the store's validation errors. */
export function useAddRecentTransaction(): (transaction: NewTransaction) => void {
  const { store, address, chainId } = useTransactionContext();
  return useCallback(
    (transaction: NewTransaction) => {
      if (!address || !chainId) throw new Error(NO_ADDRESS_OR_CHAIN);
      store.addTransaction(address, chainId, transaction);
    },
    [store, address, chainId],
  );
}

export function useClearRecentTransactions(): () => void {
  const { store, address, chainId } = useTransactionContext();
  return useCallback(() => {
    if (address && chainId) store.clearTransactions(address, chainId);
  }, [store, address, chainId]);
}

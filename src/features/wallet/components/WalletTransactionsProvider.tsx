// The recent-transaction store wired to the wallet runtime (receipts read on the configured RPC
// URLs). One store per wagmi config, kept beside it, so the header's spinner and a page that adds
// a transaction see the same list.
import { useMemo, type ReactNode } from 'react';
import { useConfig, useConnection, type Config } from 'wagmi';
import { waitForTransactionReceipt } from 'wagmi/actions';
import { createTransactionStore, type TransactionStore, type WaitForReceipt } from '../transactions/transactionStore';
import { TransactionStoreProvider } from '../transactions/TransactionStoreProvider';

const stores = new WeakMap<Config, TransactionStore>();

export function receiptWaiterFor(config: Config): WaitForReceipt {
  return ({ hash, chainId, confirmations, timeout, onReplaced }) =>
    waitForTransactionReceipt(config, { hash, chainId, confirmations, timeout, onReplaced });
}

export function transactionStoreFor(config: Config): TransactionStore {
  let store = stores.get(config);
  if (!store) {
    store = createTransactionStore({ waitForReceipt: receiptWaiterFor(config) });
    stores.set(config, store);
  }
  return store;
}

export function WalletTransactionsProvider({ children }: { children: ReactNode }) {
  const config = useConfig();
  const connection = useConnection();
  const store = useMemo(() => transactionStoreFor(config), [config]);
  const connected = connection.status === 'connected';
  return (
    <TransactionStoreProvider
      store={store}
      address={connected ? connection.address : undefined}
      chainId={connected ? connection.chainId : undefined}
    >
      {children}
    </TransactionStoreProvider>
  );
}

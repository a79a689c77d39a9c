/**
 * The wallet page. Deposits are sent from the wallet, so they also join the account dialog's
 * recent transactions: the route hands the page the wallet feature's recent-transaction store.
 */
import { useCallback } from 'react';
import WalletPage from '@/features/balances/WalletPage';
import type { TxHash } from '@/api/staking/types';
import { WalletTransactionsProvider } from '@/features/wallet/components/WalletTransactionsProvider';
import { useAddRecentTransaction } from '@/features/wallet/transactions/TransactionStoreProvider';
import { FullScreenLoader } from '@/components/FullScreenLoader';
import { WalletReady } from '@/lib/wallet/WalletRuntimeProvider';

function WalletPageRecordingTransactions() {
  const addRecentTransaction = useAddRecentTransaction();
  const onWalletTransaction = useCallback(
    (hash: TxHash, description: string) => addRecentTransaction({ hash, description }),
    [addRecentTransaction],
  );
  return <WalletPage onWalletTransaction={onWalletTransaction} />;
}

export default function WalletRoute() {
  return (
    <WalletReady fallback={<FullScreenLoader />}>
      <WalletTransactionsProvider>
        <WalletPageRecordingTransactions />
      </WalletTransactionsProvider>
    </WalletReady>
  );
}

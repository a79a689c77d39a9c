/**
 * The wallet page. Deposits are sent from the wallet, so they also join the account dialog's
 * recent transactions: the route hands the page the wallet feature's recent-transaction store.
 */
import { useCallback } from 'react';
import { FormattedMessage } from 'react-intl';
import WalletPage from '@/features/balances/WalletPage';
import type { TxHash } from '@/api/staking/types';
import { WalletTransactionsProvider } from '@/features/wallet/components/WalletTransactionsProvider';
import { useAddRecentTransaction } from '@/features/wallet/transactions/TransactionStoreProvider';
import { FullScreenLoader } from '@/components/FullScreenLoader';
import { WalletReady, useWalletRuntime } from '@/lib/wallet/WalletRuntimeProvider';

function WalletPageRecordingTransactions() {
  const addRecentTransaction = useAddRecentTransaction();
  const onWalletTransaction = useCallback(
    (hash: TxHash, description: string) => addRecentTransaction({ hash, description }),
    [addRecentTransaction],
  );
  return <WalletPage onWalletTransaction={onWalletTransaction} />;
}

/**
 * Until the wallet runtime is ready, or the key it refused (a checksum typo in config.js). Matched
 * by shape: the error's class lives in the lazy runtime's module.
 */
function WalletRuntimeFallback() {
  const { error } = useWalletRuntime();
  const key = error?.name === 'ContractAddressError' ? (error as Error & { key?: unknown }).key : undefined;
  if (typeof key !== 'string') return <FullScreenLoader />;
  return (
    <p role="alert" style={{ maxWidth: 640, margin: '10vh auto', padding: 24 }}>
      <FormattedMessage id="wallet.connect.error.badContractAddress" values={{ key }} />
    </p>
  );
}

export default function WalletRoute() {
  return (
    <WalletReady fallback={<WalletRuntimeFallback />}>
      <WalletTransactionsProvider>
        <WalletPageRecordingTransactions />
      </WalletTransactionsProvider>
    </WalletReady>
  );
}

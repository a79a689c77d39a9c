/**
 * The wallet page, once the wallet runtime is ready. Its deposits reach the account dialog's
 * recent transactions through the deposit journal (RecentTransactionsProvider in the app bar).
 */
import { FormattedMessage } from 'react-intl';
import BalancesPage from '@/features/balances/components/BalancesPage';
import { FullScreenLoader } from '@/components/FullScreenLoader';
import { WalletReady, useWalletRuntime } from '@/lib/wallet/WalletRuntimeProvider';

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
      <BalancesPage />
    </WalletReady>
  );
}

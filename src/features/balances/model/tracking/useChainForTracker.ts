// Deposits on their way are followed on chain: while the wallet has some, the wallet runtime is
// run (its RPC clients are the configured nodes) and handed to the tracker.
import { useEffect } from 'react';
import { getConfig } from '@/config/runtimeConfig';
import { useWalletRuntime } from '@/lib/wallet/WalletRuntimeProvider';
import type { TransactionTracker } from './tracker';
import { useAllTrackedTransactions } from './useTracker';

/** The deployment's explorer account API, if config.js names one (none before the config is read). */
function explorerApi(): { url: string; key: string } {
  try {
    const { explorerApiUrl, explorerApiKey } = getConfig();
    return { url: explorerApiUrl, key: explorerApiKey };
  } catch {
    return { url: '', key: '' };
  }
}

export function useChainForTracker(tracker: TransactionTracker, wallet: string | null): void {
  const runtime = useWalletRuntime();
  const entries = useAllTrackedTransactions();
  const key = wallet?.toLowerCase();
  const needsChain = entries.some(
    (entry) => entry.wallet.toLowerCase() === key && (entry.stage === 'sending' || entry.stage === 'onChain'),
  );
  const { load } = runtime;
  useEffect(() => {
    if (needsChain) load().catch(() => {});
  }, [needsChain, load]);
  const wagmiConfig = runtime.runtime?.wagmiConfig;
  useEffect(() => {
    if (!wagmiConfig) return;
    let current = true;
    void Promise.all([import('../chain/rpcChainWatch'), import('@/lib/money/contracts')]).then(([watch, contracts]) => {
      if (current) tracker.setChain(watch.createChainWatch(wagmiConfig, contracts.moneyContracts, explorerApi()));
    });
    return () => {
      current = false;
    };
  }, [tracker, wagmiConfig]);
}

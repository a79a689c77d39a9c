/**
 * The 'Demo Wallet' of demo mode (src/index.tsx installs it after the fixture backend starts):
 * an EIP-1193 provider over viem local accounts (DEMO_WALLET_PRIVATE_KEY first, alice's second),
 * announced through EIP-6963, plus `window.demoWallet`, the user's side of the wallet for demos
 * and browser tests:
 *
 *   demoWallet.rejectNext('personal_sign')   the next personal_sign fails with 4001
 *   demoWallet.switchChain(1)                as if the user switched in the wallet (chain 1 is never read)
 *   demoWallet.setAccount(1)                 alice's throw-away account (accountsChanged)
 *   demoWallet.disconnect()                  the user disconnects the site (accountsChanged [])
 *   demoWallet.forgetChain(56)               switching to 56 answers 4902 until it is added
 *   demoWallet.state()                       connected, address, chain, known chains
 */
import type { AppConfig } from '@/config/appConfig';
import { ALICE_WALLET_PRIVATE_KEY, DEMO_WALLET_PRIVATE_KEY } from '@/testing/mocks/constants';
import { announceProvider, randomUuid, type Eip6963ProviderInfo } from './eip6963';
import { DEMO_WALLET_ICON } from './icon';
import { createDemoWallet, type DemoWalletControl, type DemoWalletProvider } from './provider';

export {
  announceProvider,
  ANNOUNCE_EVENT,
  REQUEST_EVENT,
  type Eip6963ProviderDetail,
  type Eip6963ProviderInfo,
} from './eip6963';
export { ProviderRpcError, RpcErrorCode } from './errors';
export {
  createDemoWallet,
  DemoWalletProvider,
  type DemoWalletControl,
  type DemoWalletOptions,
  type DemoWalletState,
} from './provider';
export { DEMO_WALLET_ICON } from './icon';

export const DEMO_WALLET_NAME = 'Demo Wallet';
export const DEMO_WALLET_RDNS = 'app.staking.demo-wallet';

export interface InstalledDemoWallet extends DemoWalletControl {
  readonly provider: DemoWalletProvider;
  readonly info: Eip6963ProviderInfo;
  /** Stops answering eip6963:requestProvider and removes window.demoWallet (tests). */
  uninstall(): void;
}

declare global {
  interface Window {
    /** The Demo Wallet's user side, in demo mode only (src/testing/demoWallet). */
    demoWallet?: InstalledDemoWallet;
  }
}

/** Creates and announces the Demo Wallet once per page; later calls return the same one. */
export function installDemoWallet(config: Pick<AppConfig, 'chains' | 'rpcUrls'>): InstalledDemoWallet {
  if (window.demoWallet) return window.demoWallet;
  const { provider, control } = createDemoWallet({
    chains: config.chains,
    // The wallet reads each chain through its first configured URL.
    rpcUrls: Object.fromEntries(config.chains.map((id) => [id, config.rpcUrls[id]?.[0]])),
    privateKeys: [DEMO_WALLET_PRIVATE_KEY, ALICE_WALLET_PRIVATE_KEY],
    storage: window.sessionStorage,
    name: DEMO_WALLET_NAME,
    origin: window.location.origin,
  });
  const info: Eip6963ProviderInfo = {
    uuid: randomUuid(),
    name: DEMO_WALLET_NAME,
    icon: DEMO_WALLET_ICON,
    rdns: DEMO_WALLET_RDNS,
  };
  const stopAnnouncing = announceProvider({ info, provider });
  const installed: InstalledDemoWallet = {
    ...control,
    provider,
    info: Object.freeze({ ...info }),
    uninstall() {
      stopAnnouncing();
      if (window.demoWallet === installed) delete window.demoWallet;
    },
  };
  window.demoWallet = installed;
  return installed;
}

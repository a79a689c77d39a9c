import { createConfig, createStorage, http } from 'wagmi';
import { connect, disconnect } from 'wagmi/actions';
import { mock } from 'wagmi/connectors';
import { bscTestnet } from 'viem/chains';
import { TEST_WALLET_ADDRESS } from '@/testing/renderWithProviders';
import { hasRememberedWalletConnection, WAGMI_STORAGE_PREFIX, WAGMI_STORE_KEY } from './rememberedConnection';

describe('hasRememberedWalletConnection', () => {
  it('follows what wagmi itself keeps in localStorage: a connection after connect, none after disconnect', async () => {
    const config = createConfig({
      chains: [bscTestnet],
      connectors: [mock({ accounts: [TEST_WALLET_ADDRESS] })],
      transports: { [bscTestnet.id]: http('http://rpc97.test') },
      // What createWagmiConfig gets by default: localStorage under wagmi's own prefix.
      storage: createStorage({ storage: window.localStorage, key: WAGMI_STORAGE_PREFIX }),
      multiInjectedProviderDiscovery: false,
    });
    expect(hasRememberedWalletConnection()).toBe(false);

    const connector = config.connectors[0];
    if (!connector) throw new Error('no connector');
    await connect(config, { connector });
    expect(window.localStorage.getItem(WAGMI_STORE_KEY)).not.toBeNull();
    expect(hasRememberedWalletConnection()).toBe(true);

    await disconnect(config);
    expect(window.localStorage.getItem(WAGMI_STORE_KEY)).not.toBeNull();
    expect(hasRememberedWalletConnection()).toBe(false);
  });

  it('reads nothing into storage it cannot use', () => {
    expect(hasRememberedWalletConnection(null)).toBe(false);
    expect(hasRememberedWalletConnection({ getItem: () => 'not json' })).toBe(false);
    expect(
      hasRememberedWalletConnection({
        getItem: () => {
          throw new Error('blocked');
        },
      }),
    ).toBe(false);
  });
});

import { QueryClient } from '@tanstack/react-query';
import { reconnect } from 'wagmi/actions';
import { createWalletConnectors } from '@/features/wallet';
import { testConfig } from '@/testing/testConfig';
import { createWalletRuntime, reconnectIncludingLateWallets, startWalletRuntime } from './walletRuntime';

jest.mock('wagmi/actions', () => ({
  ...jest.requireActual('wagmi/actions'),
  reconnect: jest.fn(() => Promise.resolve([])),
}));

describe('the wallet runtime', () => {
  it('reads the configured chains through their RPC URLs, with the wallet feature connectors', () => {
    const { wagmiConfig } = createWalletRuntime(testConfig);
    expect(wagmiConfig.chains.map((chain) => chain.id)).toEqual([97, 56]);
    expect(wagmiConfig.getClient({ chainId: 97 }).transport.url).toBe('http://rpc97.test');
    expect(wagmiConfig.getClient({ chainId: 56 }).transport.url).toBe('http://rpc56.test');
    const expected = createWalletConnectors(testConfig).length;
    // Plus any wallet the browser announces (EIP-6963): none in jsdom.
    expect(wagmiConfig.connectors).toHaveLength(expected);
    expect(wagmiConfig.connectors.map((connector) => connector.type)).toContain('injected');
  });

  it('refuses a contract address whose checksum does not match, naming its key, before any wallet is used', () => {
    const stablecoin = '0x55d398326f99059fF775485246999027B3197956' as const; // USDT's, last digit mistyped
    const contracts = { ...testConfig.contracts[97]!, stablecoin };
    expect(() => createWalletRuntime({ ...testConfig, contracts: { 97: contracts, 56: contracts } })).toThrow(
      expect.objectContaining({ name: 'ContractAddressError', key: 'contracts.stablecoin' }),
    );
  });

  it('keeps data fresh 600000 ms, retries once and drops unused data after 5 minutes (SPEC.md section 9)', () => {
    const { queryClient } = createWalletRuntime(testConfig);
    expect(queryClient.getDefaultOptions().queries).toMatchObject({ staleTime: 600_000, retry: 1, gcTime: 300_000 });
  });

  it('starts as WagmiProvider and QueryClientProvider would: mounts the cache and reconnects once', async () => {
    const mount = jest.spyOn(QueryClient.prototype, 'mount');
    const runtime = startWalletRuntime(testConfig);
    expect(mount).toHaveBeenCalledTimes(1);
    // After reading which wallet was used last (the storage answers asynchronously).
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(reconnect).toHaveBeenCalledTimes(1);
    expect(reconnect).toHaveBeenCalledWith(runtime.wagmiConfig);
    runtime.queryClient.unmount();
  });

  describe('a remembered wallet that announces itself late (SPEC.md section 9: up to 1000 ms)', () => {
    function fakeConfig() {
      const listeners: ((connectors: { id: string }[]) => void)[] = [];
      const config = {
        storage: { getItem: () => 'late.wallet' },
        state: { status: 'disconnected' },
        connectors: [] as { id: string }[],
        _internal: {
          connectors: {
            subscribe: (listener: (connectors: { id: string }[]) => void) => (listeners.push(listener), () => {}),
          },
        },
      };
      return { config, listeners };
    }
    const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

    it('is reconnected when its connector appears', async () => {
      jest
        .mocked(reconnect)
        .mockResolvedValueOnce([])
        .mockResolvedValueOnce([{ accounts: ['0x1'], chainId: 97 }] as never);
      const { config, listeners } = fakeConfig();
      const done = reconnectIncludingLateWallets(config as never, 1000);
      while (listeners.length === 0) await settle();
      const late = { id: 'late.wallet' };
      listeners[0]!([{ id: 'other' }, late]);
      expect(await done).toBe(true);
      expect(reconnect).toHaveBeenLastCalledWith(config, { connectors: [late] });
    });

    it('is given up when it does not appear in time', async () => {
      jest.mocked(reconnect).mockResolvedValue([]);
      const { config } = fakeConfig();
      expect(await reconnectIncludingLateWallets(config as never, 5)).toBe(false);
      expect(reconnect).toHaveBeenCalledTimes(1);
    });
  });
});

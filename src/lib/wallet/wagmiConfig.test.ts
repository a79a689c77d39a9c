import { http as mswHttp, HttpResponse } from 'msw';
import { injected } from 'wagmi';
import { mock } from 'wagmi/connectors';
import { TEST_WALLET_ADDRESS } from '@/testing/renderWithProviders';
import { server } from '@/testing/mocks/server';
import { testConfig } from '@/testing/testConfig';
import { chainsFor, createWagmiConfig } from './wagmiConfig';

describe('createWagmiConfig', () => {
  it('offers the configured chains in their order, BSC testnet and mainnet', () => {
    const config = createWagmiConfig(testConfig);
    expect(config.chains.map((chain) => chain.id)).toEqual([97, 56]);
    expect(config.chains.map((chain) => chain.nativeCurrency)).toEqual([
      { name: 'BNB', symbol: 'tBNB', decimals: 18 },
      { name: 'BNB', symbol: 'BNB', decimals: 18 },
    ]);
    expect(createWagmiConfig({ ...testConfig, chains: [56, 97] }).chains.map((chain) => chain.id)).toEqual([56, 97]);
    expect(
      createWagmiConfig({ ...testConfig, chains: [56], rpcUrls: { 56: ['http://rpc56.test'] } }).chains.map(
        (chain) => chain.id,
      ),
    ).toEqual([56]);
  });

  it('reads each chain through its configured RPC URL and no other', () => {
    const config = createWagmiConfig(testConfig);
    expect(config.getClient({ chainId: 97 }).transport.url).toBe('http://rpc97.test');
    expect(config.getClient({ chainId: 56 }).transport.url).toBe('http://rpc56.test');
    expect(config.chains.map((chain) => chain.rpcUrls)).toEqual([
      { default: { http: ['http://rpc97.test'] } },
      { default: { http: ['http://rpc56.test'] } },
    ]);
  });

  it('starts one ranking per chain with several URLs, however often its client is asked for', async () => {
    const pings: string[] = [];
    server.use(
      mswHttp.post(/^https:\/\/[ab]\.rpc\.test\/$/, async ({ request }) => {
        const { id, method } = (await request.json()) as { id: number; method: string };
        pings.push(`${new URL(request.url).host} ${method}`);
        return HttpResponse.json({ jsonrpc: '2.0', id, result: '0x10' });
      }),
    );
    const config = createWagmiConfig({
      ...testConfig,
      rpcUrls: { ...testConfig.rpcUrls, 56: ['https://a.rpc.test/', 'https://b.rpc.test/'] },
    });
    config.getClient({ chainId: 56 });
    config.getClient({ chainId: 56 });
    config.getClient({ chainId: 97 });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(pings.sort()).toEqual(['a.rpc.test eth_blockNumber', 'b.rpc.test eth_blockNumber']);
  });

  it('connects injected wallets only by default', () => {
    const config = createWagmiConfig(testConfig);
    expect(config.connectors.map((connector) => connector.type)).toEqual(['injected']);
  });

  it('offers the connectors it is given', () => {
    const config = createWagmiConfig(testConfig, {
      connectors: [injected(), mock({ accounts: [TEST_WALLET_ADDRESS] })],
    });
    expect(config.connectors.map((connector) => connector.type)).toEqual(['injected', 'mock']);
  });

  it('refuses a chain without an RPC URL rather than fall back to a public one', () => {
    expect(() => chainsFor({ chains: [97, 56], rpcUrls: { 97: ['http://rpc97.test'] } })).toThrow(
      'No RPC URL is configured for chain 56.',
    );
  });
});

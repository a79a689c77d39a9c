import { createConfig, createStorage, http, type Config } from 'wagmi';
import { connect, disconnect, getConnection, reconnect, signMessage, switchChain } from 'wagmi/actions';
import { defineChain, verifyMessage } from 'viem';
import { ALICE_WALLET_ADDRESS, DEMO_WALLET_ADDRESS } from '@/testing/mocks/constants';
import { testConfig } from '@/testing/testConfig';
import {
  ANNOUNCE_EVENT,
  DEMO_WALLET_NAME,
  DEMO_WALLET_RDNS,
  REQUEST_EVENT,
  installDemoWallet,
  type Eip6963ProviderDetail,
} from '.';

afterEach(() => window.demoWallet?.uninstall());

function listen(): Eip6963ProviderDetail[] {
  const announced: Eip6963ProviderDetail[] = [];
  const onAnnounce = (event: Event) => announced.push((event as CustomEvent<Eip6963ProviderDetail>).detail);
  window.addEventListener(ANNOUNCE_EVENT, onAnnounce);
  afterEach(() => window.removeEventListener(ANNOUNCE_EVENT, onAnnounce));
  return announced;
}

describe('installDemoWallet: EIP-6963', () => {
  const announced = listen();
  beforeEach(() => {
    announced.length = 0;
  });

  it('announces the Demo Wallet on install and again on every eip6963:requestProvider', () => {
    const wallet = installDemoWallet(testConfig);
    expect(announced).toHaveLength(1);
    const [detail] = announced;
    expect(detail?.info).toEqual({
      uuid: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/),
      name: DEMO_WALLET_NAME,
      icon: expect.stringMatching(/^data:image\/svg\+xml,/),
      rdns: DEMO_WALLET_RDNS,
    });
    expect(detail?.info.rdns).toBe('app.staking.demo-wallet');
    expect(detail?.provider).toBe(wallet.provider);
    expect(Object.isFrozen(detail)).toBe(true);

    window.dispatchEvent(new Event(REQUEST_EVENT));
    expect(announced).toHaveLength(2);
    expect(announced[1]?.info.uuid).toBe(detail?.info.uuid);

    expect(window.demoWallet).toBe(wallet);
    expect(installDemoWallet(testConfig)).toBe(wallet);
    wallet.uninstall();
    window.dispatchEvent(new Event(REQUEST_EVENT));
    expect(announced).toHaveLength(2);
    expect(window.demoWallet).toBeUndefined();
  });

  it('has a window.demoWallet control surface', async () => {
    const wallet = installDemoWallet(testConfig);
    await wallet.provider.request({ method: 'eth_requestAccounts' });
    wallet.setAccount(1);
    expect(wallet.state()).toMatchObject({
      connected: true,
      address: ALICE_WALLET_ADDRESS,
      addresses: [DEMO_WALLET_ADDRESS, ALICE_WALLET_ADDRESS],
    });
    wallet.switchChain(56);
    expect(await wallet.provider.request({ method: 'eth_chainId' })).toBe('0x38');
  });
});

describe('installDemoWallet with wagmi (EIP-6963 discovery and the injected connector)', () => {
  const chain = (id: 97 | 56, name: string) =>
    defineChain({
      id,
      name,
      nativeCurrency: { name: 'BNB', symbol: 'BNB', decimals: 18 },
      rpcUrls: { default: { http: [testConfig.rpcUrls[id]?.[0] ?? ''] } },
    });
  const chains = [chain(97, 'BNB Smart Chain Testnet'), chain(56, 'BNB Smart Chain')] as const;

  function wagmiConfig(): Config {
    return createConfig({
      chains,
      transports: { 97: http(testConfig.rpcUrls[97]?.[0]), 56: http(testConfig.rpcUrls[56]?.[0]) },
      storage: createStorage({ storage: window.localStorage }),
    });
  }

  it('is discovered, connects, signs, switches (including add-and-retry after 4902) and disconnects', async () => {
    const wallet = installDemoWallet(testConfig);
    const config = wagmiConfig();
    const connector = config.connectors.find((c) => c.id === DEMO_WALLET_RDNS);
    expect(connector?.name).toBe('Demo Wallet');
    if (!connector) return;

    const result = await connect(config, { connector });
    expect(result).toMatchObject({ accounts: [DEMO_WALLET_ADDRESS], chainId: 97 });

    const signature = await signMessage(config, { message: 'hello from wagmi' });
    expect(await verifyMessage({ address: DEMO_WALLET_ADDRESS, message: 'hello from wagmi', signature })).toBe(true);

    await switchChain(config, { chainId: 56 });
    expect(getConnection(config).chainId).toBe(56);

    wallet.forgetChain(97);
    await switchChain(config, { chainId: 97 });
    expect(getConnection(config).chainId).toBe(97);
    expect(wallet.state().chains.some((c) => c.id === 97)).toBe(true);

    // The user changes the account in the wallet.
    wallet.setAccount(1);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(getConnection(config).address).toBe(ALICE_WALLET_ADDRESS);

    await disconnect(config);
    expect(getConnection(config).status).toBe('disconnected');
    expect(wallet.state().connected).toBe(false);
  });

  it('reconnects after a reload (same sessionStorage), like a real wallet', async () => {
    const first = installDemoWallet(testConfig);
    const config = wagmiConfig();
    const connector = config.connectors.find((c) => c.id === DEMO_WALLET_RDNS);
    if (!connector) throw new Error('Demo Wallet not discovered');
    await connect(config, { connector });
    first.uninstall();

    // "Reload": a new wallet and a new wagmi config over the same storages.
    installDemoWallet(testConfig);
    const again = wagmiConfig();
    await reconnect(again);
    expect(getConnection(again)).toMatchObject({ status: 'connected', address: DEMO_WALLET_ADDRESS, chainId: 97 });
  });
});

import { createConfig, createStorage, http, type Config } from 'wagmi';
import { connect, reconnect } from 'wagmi/actions';
import { testConfig } from '@/testing/testConfig';
import { chainsFor } from '@/lib/wallet/wagmiConfig';
import type { AppConfig } from '@/config/appConfig';
import {
  CONNECTOR_IDS,
  createWalletConnectors,
  isInIframe,
  isWalletConnectConfigured,
  type WalletConnectorOptions,
} from './createWalletConnectors';
import { hasStoredConnection } from './deferredConnector';
import { VERIFY_WAIT_MS } from './boundedVerify';

// The SDKs are replaced by spies: the point is *when* they are initialised, and a real one
// would open a socket to WalletConnect's relay or Coinbase's servers.
const mockWalletConnectInit = jest.fn();
jest.mock('@walletconnect/ethereum-provider', () => ({
  __esModule: true,
  EthereumProvider: { init: (...args: unknown[]) => mockWalletConnectInit(...args) },
}));
const mockCreateCoinbaseSdk = jest.fn();
jest.mock('@coinbase/wallet-sdk', () => ({
  __esModule: true,
  createCoinbaseWalletSDK: (...args: unknown[]) => mockCreateCoinbaseSdk(...args),
}));

/** A WalletConnect provider stand-in good enough for wagmi's connector to finish connect(). */
function fakeWalletConnectProvider() {
  const listeners = new Map<string, (...args: unknown[]) => void>();
  return {
    session: undefined as unknown,
    accounts: ['0xd2135CfB216b74109775236E36d4b433F1DF507B'],
    chainId: 97,
    events: { setMaxListeners: jest.fn() },
    on: jest.fn((event: string, listener: (...args: unknown[]) => void) => listeners.set(event, listener)),
    removeListener: jest.fn(),
    connect: jest.fn(async () => {
      listeners.get('display_uri')?.('wc:abc@2?relay-protocol=irn&symKey=1');
    }),
    enable: jest.fn(async () => ['0xd2135CfB216b74109775236E36d4b433F1DF507B']),
    disconnect: jest.fn(async () => undefined),
    request: jest.fn(),
  };
}

function configWith(app: Partial<AppConfig> = {}, options: WalletConnectorOptions = {}): Config {
  const appConfig = { ...testConfig, ...app };
  const chains = chainsFor(appConfig);
  return createConfig({
    chains,
    connectors: createWalletConnectors(appConfig, { origin: 'http://127.0.0.1:3000', ...options }),
    transports: Object.fromEntries(chains.map((chain) => [chain.id, http(chain.rpcUrls.default.http[0])])),
    multiInjectedProviderDiscovery: false,
    storage: createStorage({ storage: window.localStorage }),
    ssr: false,
  });
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createWalletConnectors', () => {
  beforeEach(() => {
    mockWalletConnectInit.mockReset();
    mockCreateCoinbaseSdk.mockReset();
  });

  it('offers injected and Coinbase Wallet, and WalletConnect only with a project id', () => {
    expect(configWith().connectors.map((c) => c.id)).toEqual([CONNECTOR_IDS.injected, CONNECTOR_IDS.coinbaseWallet]);
    expect(configWith({ walletConnectProjectId: 'pid' }).connectors.map((c) => c.id)).toEqual([
      CONNECTOR_IDS.injected,
      CONNECTOR_IDS.walletConnect,
      CONNECTOR_IDS.coinbaseWallet,
    ]);
    expect(isWalletConnectConfigured({ walletConnectProjectId: '  ' })).toBe(false);
    expect(isWalletConnectConfigured({ walletConnectProjectId: 'pid' })).toBe(true);
  });

  it('adds Safe only inside an iframe', () => {
    expect(isInIframe(window)).toBe(false);
    expect(configWith({}, { inIframe: true }).connectors.map((c) => c.id)).toContain(CONNECTOR_IDS.safe);
    expect(configWith({}, { inIframe: false }).connectors.map((c) => c.id)).not.toContain(CONNECTOR_IDS.safe);
  });

  it('names the app for Coinbase Wallet', async () => {
    mockCreateCoinbaseSdk.mockReturnValue({
      getProvider: () => ({ request: jest.fn(async () => []), on: jest.fn(), removeListener: jest.fn() }),
    });
    const config = configWith();
    const coinbase = config.connectors.find((c) => c.id === CONNECTOR_IDS.coinbaseWallet)!;
    await connect(config, { connector: coinbase }).catch(() => undefined);
    expect(mockCreateCoinbaseSdk).toHaveBeenCalledWith(
      expect.objectContaining({ appName: 'Staking', appChainIds: [97, 56] }),
    );
  });

  it('initialises neither the WalletConnect nor the Coinbase SDK on load or reconnect', async () => {
    const config = configWith({ walletConnectProjectId: 'pid' });
    await flush();
    await reconnect(config);
    await flush();
    expect(mockWalletConnectInit).not.toHaveBeenCalled();
    expect(mockCreateCoinbaseSdk).not.toHaveBeenCalled();
    // msw fails the test on any request to a host it does not know, so nothing else left either.
  });

  it('initialises WalletConnect when the user picks it, without its own QR modal, on the configured RPC URLs', async () => {
    const provider = fakeWalletConnectProvider();
    mockWalletConnectInit.mockResolvedValue(provider);
    const config = configWith({ walletConnectProjectId: 'pid' });
    const wc = config.connectors.find((c) => c.id === CONNECTOR_IDS.walletConnect)!;
    const uris: string[] = [];
    wc.emitter.on('message', (message) => {
      if (message.type === 'display_uri') uris.push(message.data as string);
    });
    const result = await connect(config, { connector: wc });
    expect(result.accounts).toEqual(['0xd2135CfB216b74109775236E36d4b433F1DF507B']);
    expect(mockWalletConnectInit).toHaveBeenCalledTimes(1);
    expect(mockWalletConnectInit).toHaveBeenCalledWith(
      expect.objectContaining({
        projectId: 'pid',
        showQrModal: false,
        relayUrl: 'wss://relay.walletconnect.org',
        telemetryEnabled: false,
        rpcMap: { 97: 'http://rpc97.test', 56: 'http://rpc56.test' },
        metadata: { name: 'Staking', description: 'Staking', url: 'http://127.0.0.1:3000', icons: [] },
      }),
    );
    expect(uris).toEqual(['wc:abc@2?relay-protocol=irn&symKey=1']);
  });

  it("passes on the SDK's verify attestation, but waits for it no longer than the bound", async () => {
    const answers: Array<Promise<unknown>> = [Promise.resolve('jwt'), new Promise(() => undefined)];
    const verify = { register: jest.fn(() => answers.shift() as Promise<unknown>) };
    const provider = { ...fakeWalletConnectProvider(), signer: { client: { core: { verify } } } };
    mockWalletConnectInit.mockResolvedValue(provider);
    const config = configWith({ walletConnectProjectId: 'pid', walletConnectRelayUrl: 'ws://127.0.0.1:9000' });
    const wc = config.connectors.find((c) => c.id === CONNECTOR_IDS.walletConnect)!;
    await connect(config, { connector: wc });
    expect(mockWalletConnectInit).toHaveBeenCalledWith(expect.objectContaining({ relayUrl: 'ws://127.0.0.1:9000' }));
    await expect(verify.register()).resolves.toBe('jwt');
    // A verify host that never answers: unverified after VERIFY_WAIT_MS, not the SDK's 5 s.
    const started = Date.now();
    await expect(verify.register()).resolves.toBe('');
    expect(Date.now() - started).toBeLessThan(VERIFY_WAIT_MS + 1_000);
  });

  it('wakes a connector on reload when the stored state holds a connection made with it', async () => {
    const provider = {
      ...fakeWalletConnectProvider(),
      session: { namespaces: { eip155: { accounts: ['eip155:97:0xd2135CfB216b74109775236E36d4b433F1DF507B'] } } },
    };
    mockWalletConnectInit.mockResolvedValue(provider);
    const first = configWith({ walletConnectProjectId: 'pid' });
    await connect(first, { connector: first.connectors.find((c) => c.id === CONNECTOR_IDS.walletConnect)! });
    await flush();
    expect(await hasStoredConnection(first.storage, CONNECTOR_IDS.walletConnect)).toBe(true);
    expect(await hasStoredConnection(first.storage, CONNECTOR_IDS.coinbaseWallet)).toBe(false);

    mockWalletConnectInit.mockClear();
    const reloaded = configWith({ walletConnectProjectId: 'pid' });
    await reconnect(reloaded);
    expect(mockWalletConnectInit).toHaveBeenCalledTimes(1);
    expect(mockCreateCoinbaseSdk).not.toHaveBeenCalled();
  });

  it('reads no stored connection from empty or odd storage', async () => {
    expect(await hasStoredConnection(null, 'walletConnect')).toBe(false);
    const odd = createStorage({ storage: window.localStorage });
    window.localStorage.setItem('wagmi.store', '{not json');
    expect(await hasStoredConnection(odd, 'walletConnect')).toBe(false);
  });
});

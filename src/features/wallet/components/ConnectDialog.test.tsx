import { act, screen, waitFor, within } from '@testing-library/react';
import { UserRejectedRequestError } from 'viem';
import { createConfig, createConnector, http, type Config } from 'wagmi';
import { mock } from 'wagmi/connectors';
import { connect } from 'wagmi/actions';
import { chainsFor } from '@/lib/wallet/wagmiConfig';
import { getConfig } from '@/config/runtimeConfig';
import { renderWithProviders, TEST_WALLET_ADDRESS } from '@/testing/renderWithProviders';
import { openDialog } from '@/components/dialog/dialogStore';
import { RECENT_WALLETS_KEY } from '../model/connect/recentWallets';
import { DEEP_LINK_CHOICE_KEY } from '../model/connect/deepLinkChoice';
import { WalletButton } from './WalletButton';
import { WALLET_DIALOGS } from '../model/walletDialogs';

type MockFeatures = NonNullable<Parameters<typeof mock>[0]['features']>;

/** The app's chains with wagmi's mock connector, plus (optionally) a WalletConnect stand-in. */
function walletConfig({
  features,
  walletConnect,
}: { features?: MockFeatures; walletConnect?: ReturnType<typeof fakeWalletConnect> } = {}): Config {
  const chains = chainsFor(getConfig());
  return createConfig({
    chains,
    connectors: [
      mock({ accounts: [TEST_WALLET_ADDRESS], features }),
      ...(walletConnect ? [walletConnect.connector] : []),
    ],
    transports: Object.fromEntries(chains.map((chain) => [chain.id, http(chain.rpcUrls.default.http[0])])),
    multiInjectedProviderDiscovery: false,
    storage: null,
    ssr: false,
  });
}

/**
 * A connector shaped like wagmi's walletConnect: emits a display_uri message, then waits until
 * the test approves (the phone scanned the code) or rejects.
 */
function fakeWalletConnect() {
  const control = {
    attempts: 0,
    approve: (() => undefined) as () => void,
    reject: ((_error: unknown) => undefined) as (error: unknown) => void,
  };
  const connector = createConnector((config) => ({
    id: 'walletConnect',
    name: 'WalletConnect',
    type: 'walletConnect',
    async connect() {
      control.attempts += 1;
      config.emitter.emit('message', {
        type: 'display_uri',
        data: `wc:pairing-${control.attempts}@2?relay-protocol=irn&symKey=abc`,
      });
      await new Promise<void>((resolve, reject) => {
        control.approve = resolve;
        control.reject = reject;
      });
      return { accounts: [TEST_WALLET_ADDRESS], chainId: 97 } as never;
    },
    async disconnect() {},
    async getAccounts() {
      return [TEST_WALLET_ADDRESS];
    },
    async getChainId() {
      return 97;
    },
    async getProvider() {
      return {};
    },
    async isAuthorized() {
      return false;
    },
    onAccountsChanged() {},
    onChainChanged() {},
    onDisconnect() {},
  }));
  return { connector, control };
}

async function openConnectDialog(options: Parameters<typeof renderWithProviders>[1] = {}) {
  const view = renderWithProviders(<WalletButton />, options);
  await view.user.click(screen.getByRole('button', { name: 'Connect Wallet' }));
  const dialog = await screen.findByRole('dialog', { name: 'Connect a Wallet' }, { timeout: 5000 });
  return { ...view, dialog };
}

// The lazy chunks, compiled once up front so no single test pays for it.
// Dialog tests walk many steps with accessible queries over a large tree: slow under load.
jest.setTimeout(20_000);

beforeAll(async () => {
  await Promise.all([import('./WalletControls'), import('./ConnectDialog'), import('./AccountDialog')]);
}, 30_000);

describe('ConnectDialog', () => {
  it('lists the wallets grouped, installed first, with the intro beside them', async () => {
    const { dialog } = await openConnectDialog({ wagmiConfig: walletConfig() });
    const nav = within(dialog).getByRole('navigation', { name: 'Wallets' });
    const headings = within(nav)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(headings).toEqual(['Installed', 'Recommended', 'Popular', 'Other']);
    const installed = within(nav).getByRole('region', { name: 'Installed' });
    expect(within(installed).getByRole('button', { name: /Mock Connector/ })).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: 'What is a Wallet?' })).toBeInTheDocument();
  });

  it('connects an installed wallet, closes, shows the account and remembers the wallet as recent', async () => {
    const { dialog, user, store } = await openConnectDialog({ wagmiConfig: walletConfig() });
    await user.click(within(dialog).getByRole('button', { name: /Mock Connector/ }));
    expect(await screen.findByTestId('account-button')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(JSON.parse(window.localStorage.getItem(RECENT_WALLETS_KEY) ?? '[]')).toEqual(['connector:mock']);
    await waitFor(() =>
      expect(store.getState().wallet).toMatchObject({
        status: 'connected',
        address: TEST_WALLET_ADDRESS,
        chainId: 97,
        connectorId: 'mock',
      }),
    );
    // Focus comes back to the button that now stands for the wallet.
    await waitFor(() => expect(screen.getByTestId('account-button')).toHaveFocus());
  });

  it('marks recent wallets', async () => {
    window.localStorage.setItem(RECENT_WALLETS_KEY, JSON.stringify(['trust']));
    const { dialog } = await openConnectDialog({ wagmiConfig: walletConfig() });
    const recommended = within(dialog).getByRole('region', { name: 'Recommended' });
    const first = within(recommended).getAllByRole('button')[0]!;
    expect(first).toHaveTextContent('Trust Wallet');
    expect(first).toHaveTextContent('Recent');
  });

  it('returns quietly when the user rejects in the wallet, and can retry', async () => {
    const { dialog, user } = await openConnectDialog({
      wagmiConfig: walletConfig({ features: { connectError: true } }),
    });
    await user.click(within(dialog).getByRole('button', { name: /Mock Connector/ }));
    expect(
      await within(dialog).findByText('The request was closed in Mock Connector. Try again when you are ready.'),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('shows the reason and a retry button when connecting fails otherwise; retry tries again', async () => {
    const failure = new Error('The extension is locked.');
    const { dialog, user, walletRuntime } = await openConnectDialog({
      wagmiConfig: walletConfig({ features: { connectError: failure } }),
    });
    await user.click(within(dialog).getByRole('button', { name: /Mock Connector/ }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The connection failed: The extension is locked.',
    );
    const spy = jest.spyOn(walletRuntime.wagmiConfig.connectors[0]!, 'connect');
    await user.click(within(dialog).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(spy).toHaveBeenCalledTimes(1));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The extension is locked.');
  });

  it('names the configuration key when the wallet runtime refuses a contract address', async () => {
    const refused = Object.assign(new Error('checksum'), { name: 'ContractAddressError', key: 'contracts.deposit' });
    const { dialog, user } = await openConnectDialog({
      wagmiConfig: walletConfig({ features: { connectError: refused } }),
    });
    await user.click(within(dialog).getByRole('button', { name: /Mock Connector/ }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'the contract address in contracts.deposit does not match its checksum',
    );
  });

  it('treats "Connection request reset" as a quiet return', async () => {
    const reset = new Error('Connection request reset. Please try again.');
    const { dialog, user } = await openConnectDialog({
      wagmiConfig: walletConfig({ features: { connectError: reset } }),
    });
    await user.click(within(dialog).getByRole('button', { name: /Mock Connector/ }));
    expect(await within(dialog).findByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('marks WalletConnect wallets unsupported without a project id and says why', async () => {
    const { dialog, user } = await openConnectDialog({ wagmiConfig: walletConfig() });
    const option = within(dialog).getByRole('button', { name: /WalletConnect \(unsupported\)/ });
    expect(option).toHaveAttribute('aria-disabled', 'true');
    expect(option).toHaveAccessibleDescription(/No projectId found/);
    await user.click(option);
    expect(screen.getByRole('dialog', { name: 'Connect a Wallet' })).toBeInTheDocument();
  });

  it('connects by QR code: shows the code from display_uri, back to the list after a rejection, and closes when the phone approves', async () => {
    const walletConnect = fakeWalletConnect();
    const { dialog, user } = await openConnectDialog({ wagmiConfig: walletConfig({ walletConnect }) });
    await user.click(within(dialog).getByRole('button', { name: /^WalletConnect/ }));
    expect(await screen.findByRole('dialog', { name: 'Connect WalletConnect' })).toBeInTheDocument();
    expect(await within(dialog).findByRole('img', { name: 'QR code to connect WalletConnect' })).toBeInTheDocument();
    expect(walletConnect.control.attempts).toBe(1);

    // The phone rejects: quietly back to the list (SPEC.md section 8), nothing shown.
    await act(async () => walletConnect.control.reject(new UserRejectedRequestError(new Error('rejected'))));
    expect(await screen.findByRole('dialog', { name: 'Connect a Wallet' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('img', { name: 'QR code to connect WalletConnect' })).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: /^WalletConnect/ }));
    await waitFor(() => expect(walletConnect.control.attempts).toBe(2));

    await act(async () => walletConnect.control.approve());
    expect(await screen.findByTestId('account-button')).toBeInTheDocument();
  });

  it('copies the WalletConnect link', async () => {
    const walletConnect = fakeWalletConnect();
    const { dialog, user } = await openConnectDialog({ wagmiConfig: walletConfig({ walletConnect }) });
    await user.click(within(dialog).getByRole('button', { name: /^WalletConnect/ }));
    const writeText = jest.spyOn(navigator.clipboard, 'writeText');
    await user.click(await within(dialog).findByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith('wc:pairing-1@2?relay-protocol=irn&symKey=abc');
    expect(within(dialog).getByRole('button', { name: 'Copied' })).toBeInTheDocument();
  });

  it('offers a phone wallet by QR code with its own app link, and its downloads', async () => {
    const walletConnect = fakeWalletConnect();
    const { dialog, user } = await openConnectDialog({ wagmiConfig: walletConfig({ walletConnect }) });
    await user.click(within(dialog).getByRole('button', { name: /^Trust Wallet/ }));
    expect(await screen.findByRole('dialog', { name: 'Connect Trust Wallet' })).toBeInTheDocument();
    const open = await within(dialog).findByRole('link', { name: 'Open Trust' });
    expect(open.getAttribute('href')).toMatch(/^trust:\/\/wc\?uri=wc%3Apairing-1/);
    await user.click(within(dialog).getByRole('button', { name: 'Get' }));
    expect(screen.getByRole('dialog', { name: 'Get Trust Wallet' })).toBeInTheDocument();
  });

  it('walks download options → mobile QR → mobile instructions → connect, and back again step by step', async () => {
    const walletConnect = fakeWalletConnect();
    const { user } = await openConnectDialog({ wagmiConfig: walletConfig({ walletConnect }) });
    const dialog = () => screen.getByRole('dialog');
    await user.click(within(dialog()).getByRole('button', { name: /^Trust Wallet/ }));
    await user.click(await within(dialog()).findByRole('button', { name: 'Get' }));
    expect(dialog()).toHaveAccessibleName('Get Trust Wallet');
    expect(
      within(dialog()).getByRole('link', { name: 'Get Trust Wallet on Chrome Web Store (opens in a new tab)' }),
    ).toHaveAttribute('target', '_blank');

    await user.click(within(dialog()).getByRole('button', { name: 'Get the app' }));
    expect(dialog()).toHaveAccessibleName('Scan to download Trust Wallet');
    expect(within(dialog()).getByRole('img', { name: 'QR code to download Trust Wallet' })).toBeInTheDocument();
    expect(within(dialog()).getByRole('link', { name: /App Store/ })).toHaveAttribute(
      'href',
      'https://apps.apple.com/app/trust-crypto-bitcoin-wallet/id1288339409',
    );

    await user.click(within(dialog()).getByRole('button', { name: 'Continue' }));
    expect(dialog()).toHaveAccessibleName('Get started with Trust Wallet');
    const steps = within(within(dialog()).getByRole('list', { name: 'Setup steps' })).getAllByRole('listitem');
    expect(steps.map((step) => within(step).getByRole('heading').textContent)).toEqual([
      'Open the app',
      'Create or Import a Wallet',
      'Tap WalletConnect in Settings',
    ]);

    await user.click(within(dialog()).getByRole('button', { name: 'Back' }));
    expect(dialog()).toHaveAccessibleName('Scan to download Trust Wallet');
    await user.click(within(dialog()).getByRole('button', { name: 'Back' }));
    expect(dialog()).toHaveAccessibleName('Get Trust Wallet');
    await user.click(within(dialog()).getByRole('button', { name: 'Get the app' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Continue' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Connect' }));
    expect(dialog()).toHaveAccessibleName('Connect Trust Wallet');
    expect(await within(dialog()).findByRole('img', { name: 'QR code to connect Trust Wallet' })).toBeInTheDocument();
  });

  it('shows extension instructions after opening a store link for an extension-only wallet', async () => {
    const { dialog, user } = await openConnectDialog({ wagmiConfig: walletConfig() });
    await user.click(within(dialog).getByRole('button', { name: /^Rabby/ }));
    expect(screen.getByRole('dialog')).toHaveAccessibleName('Get Rabby Wallet');
    await user.click(within(dialog).getByRole('link', { name: /Chrome Web Store/ }));
    expect(screen.getByRole('dialog')).toHaveAccessibleName('Get started with Rabby Wallet');
    expect(within(dialog).getByRole('button', { name: 'Refresh' })).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: 'Install the extension' })).toBeInTheDocument();
  });

  it('shows Ledger Live instructions for the desktop', async () => {
    const walletConnect = fakeWalletConnect();
    const { dialog, user } = await openConnectDialog({ wagmiConfig: walletConfig({ walletConnect }) });
    await user.click(within(dialog).getByRole('button', { name: /^Ledger/ }));
    // Ledger connects by QR at once; its downloads offer the desktop app and its steps.
    await user.click(await within(dialog).findByRole('button', { name: 'Get' }));
    await user.click(within(dialog).getByRole('button', { name: 'I have it already' }));
    expect(screen.getByRole('dialog')).toHaveAccessibleName('Get started with Ledger');
    expect(within(dialog).getByRole('heading', { name: 'Set up your Ledger' })).toBeInTheDocument();
  });

  it('offers up to five wallets to get, from the intro', async () => {
    const { dialog, user } = await openConnectDialog({ wagmiConfig: walletConfig() });
    await user.click(within(dialog).getByRole('button', { name: 'Get a Wallet' }));
    expect(screen.getByRole('dialog')).toHaveAccessibleName('Get a Wallet');
    const gets = within(dialog).getAllByRole('button', { name: /^Get / });
    expect(gets.length).toBeLessThanOrEqual(5);
    expect(gets.length).toBeGreaterThan(0);
    await user.click(gets[0]!);
    expect(screen.getByRole('dialog').getAttribute('aria-labelledby')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('dialog')).toHaveAccessibleName('Get a Wallet');
  });

  it('refuses to connect the connector that is already connected (closes instead)', async () => {
    const config = walletConfig();
    const { walletRuntime } = renderWithProviders(<div />, { wagmiConfig: config });
    expect(walletRuntime.wagmiConfig).toBe(config);
    await act(async () => {
      await connect(config, { connector: config.connectors[0]! });
    });
    const spy = jest.spyOn(config.connectors[0]!, 'connect');
    // Render the dialog itself while connected (the button would show the account instead).
    const { default: ConnectDialog } = await import('./ConnectDialog');
    openDialog(WALLET_DIALOGS.connect);
    const view = renderWithProviders(<ConnectDialog compact={false} />, { wagmiConfig: config });
    await view.user.click(
      within(await screen.findByRole('dialog', { name: 'Connect a Wallet' })).getByRole('button', {
        name: /Mock Connector/,
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(spy).not.toHaveBeenCalled();
  });

  it('closes on Escape and puts the focus back on the Connect Wallet button', async () => {
    const { user } = await openConnectDialog({ wagmiConfig: walletConfig() });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Connect Wallet' })).toHaveFocus());
  });

  it('closed on Escape while connecting, opens again afresh on the wallet list', async () => {
    const walletConnect = fakeWalletConnect();
    const { dialog, user } = await openConnectDialog({ wagmiConfig: walletConfig({ walletConnect }) });
    await user.click(within(dialog).getByRole('button', { name: /^WalletConnect/ }));
    expect(await within(dialog).findByRole('img', { name: 'QR code to connect WalletConnect' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Connect Wallet' }));
    const reopened = await screen.findByRole('dialog', { name: 'Connect a Wallet' });
    expect(within(reopened).getByRole('navigation', { name: 'Wallets' })).toBeInTheDocument();
    expect(within(reopened).queryByRole('img', { name: /QR code/ })).not.toBeInTheDocument();
  });
});

describe('ConnectDialog in the compact layout', () => {
  const setWidth = (width: number) => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  };
  afterEach(() => setWidth(1024));

  it('shows one step at a time: the list, then the intro (LEARN_COMPACT), then back', async () => {
    setWidth(375);
    const { dialog, user } = await openConnectDialog({ wagmiConfig: walletConfig() });
    expect(within(dialog).queryByRole('heading', { name: 'What is a Wallet?' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Learn more' }));
    expect(screen.getByRole('dialog')).toHaveAccessibleName('What is a Wallet?');
    expect(within(dialog).queryByRole('navigation', { name: 'Wallets' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(within(dialog).getByRole('navigation', { name: 'Wallets' })).toBeInTheDocument();
  });

  it("opens a phone wallet by its deep link, remembers it, and offers the QR code or the wallet's downloads when it stays silent", async () => {
    setWidth(375);
    const assign = jest.fn();
    const { default: ConnectDialog } = await import('./ConnectDialog');
    openDialog(WALLET_DIALOGS.connect);
    const view = renderWithProviders(<ConnectDialog compact openLink={assign} />, {
      wagmiConfig: walletConfig({ walletConnect: fakeWalletConnect() }),
    });
    const dialog = await screen.findByRole('dialog', { name: 'Connect a Wallet' });
    await view.user.click(within(dialog).getByRole('button', { name: /^Trust Wallet/ }));
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith(expect.stringMatching(/^trust:\/\/wc\?uri=wc%3Apairing-1/)),
    );
    expect(localStorage.getItem(DEEP_LINK_CHOICE_KEY)).toBe('trust');
    expect(within(dialog).getByRole('status')).toHaveTextContent('Opening Trust Wallet');
    expect(within(dialog).queryByRole('img', { name: /QR code/ })).not.toBeInTheDocument();
    // Never silent: a few seconds later, the question and the QR code.
    expect(
      await within(dialog).findByRole('img', { name: 'QR code to connect Trust Wallet' }, { timeout: 6000 }),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('status')).toHaveTextContent('No answer from Trust Wallet yet');
    expect(within(dialog).getByRole('link', { name: 'Open Trust' })).toBeInTheDocument();
    expect(within(dialog).getByText("Don't have Trust Wallet?")).toBeInTheDocument();
  });
});

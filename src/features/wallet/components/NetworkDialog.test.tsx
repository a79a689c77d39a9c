import { act, screen, waitFor, within } from '@testing-library/react';
import { UserRejectedRequestError } from 'viem';
import { createConfig, createConnector, http, type Config } from 'wagmi';
import { mock } from 'wagmi/connectors';
import { connect } from 'wagmi/actions';
import { getConfig } from '@/config/runtimeConfig';
import { chainsFor } from '@/lib/wallet/wagmiConfig';
import { renderWithProviders, TEST_WALLET_ADDRESS } from '@/testing/renderWithProviders';
import { classifySwitchError } from '../model/network/switchFailure';
import { WalletButton } from './WalletButton';

// Dialog tests walk many steps with accessible queries over a large tree: slow under load.
jest.setTimeout(20_000);

beforeAll(async () => {
  await Promise.all([import('./WalletControls'), import('./NetworkDialog')]);
}, 30_000);

type MockFeatures = NonNullable<Parameters<typeof mock>[0]['features']>;

function walletConfig({ features, canSwitch = true }: { features?: MockFeatures; canSwitch?: boolean } = {}): Config {
  const chains = chainsFor(getConfig());
  const base = mock({ accounts: [TEST_WALLET_ADDRESS], features });
  // A wallet that cannot switch chains from a website (no switchChain at all).
  const connector = canSwitch
    ? base
    : createConnector((config) => {
        const { switchChain: _switchChain, ...rest } = base(config);
        return { ...rest, name: 'Stubborn Wallet' };
      });
  return createConfig({
    chains,
    connectors: [connector],
    transports: Object.fromEntries(chains.map((chain) => [chain.id, http(chain.rpcUrls.default.http[0])])),
    multiInjectedProviderDiscovery: false,
    storage: null,
    ssr: false,
  });
}

async function openNetworkDialog(config: Config) {
  const view = renderWithProviders(<WalletButton />, { wagmiConfig: config });
  await screen.findByTestId('wallet-controls', {}, { timeout: 5000 });
  await act(async () => {
    await connect(config, { connector: config.connectors[0]! });
  });
  await view.user.click(await screen.findByRole('button', { name: 'Network: BNB Smart Chain Testnet' }));
  const dialog = await screen.findByRole('dialog', { name: 'Switch Networks' }, { timeout: 5000 });
  return { ...view, dialog };
}

describe('NetworkDialog', () => {
  it('lists the configured chains with the current one marked connected, and switches', async () => {
    const config = walletConfig();
    const { dialog, user, store } = await openNetworkDialog(config);
    const list = within(dialog).getByRole('list', { name: 'Networks' });
    const [testnet, mainnet] = within(list).getAllByRole('button');
    expect(testnet).toHaveTextContent('BNB Smart Chain TestnetConnected');
    expect(testnet).toHaveAttribute('aria-current', 'true');
    expect(mainnet).toHaveTextContent('BNB Smart Chain');
    expect(mainnet).not.toHaveAttribute('aria-current');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    await user.click(mainnet!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Network: BNB Smart Chain' })).toBeInTheDocument();
    await waitFor(() => expect(store.getState().wallet.chainId).toBe(56));
  });

  it('stays quiet when the user rejects the switch', async () => {
    const { dialog, user } = await openNetworkDialog(walletConfig({ features: { switchChainError: true } }));
    await user.click(within(dialog).getByRole('button', { name: /^BNB Smart Chain$/ }));
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: /^BNB Smart Chain$/ })).not.toHaveAttribute('aria-disabled'),
    );
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Switch Networks' })).toBeInTheDocument();
  });

  it("says 'User rejected switch after adding network.' when the wallet added the chain but did not switch", async () => {
    const error = new UserRejectedRequestError(new Error('User rejected switch after adding network.'));
    const { dialog, user } = await openNetworkDialog(walletConfig({ features: { switchChainError: error } }));
    await user.click(within(dialog).getByRole('button', { name: /^BNB Smart Chain$/ }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('User rejected switch after adding network.');
  });

  it('tells the user to switch in the wallet when it cannot switch from a website', async () => {
    const { dialog, user } = await openNetworkDialog(walletConfig({ canSwitch: false }));
    await user.click(within(dialog).getByRole('button', { name: /^BNB Smart Chain$/ }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Stubborn Wallet cannot switch networks from a website. Open Stubborn Wallet and switch to BNB Smart Chain there.',
    );
  });

  it('shows the reason of any other failure', async () => {
    const { dialog, user } = await openNetworkDialog(
      walletConfig({ features: { switchChainError: new Error('The wallet is busy.') } }),
    );
    await user.click(within(dialog).getByRole('button', { name: /^BNB Smart Chain$/ }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The network could not be switched: The wallet is busy.',
    );
  });

  it('leaves the wrong network by switching to a supported one', async () => {
    const config = walletConfig();
    const view = renderWithProviders(<WalletButton />, { wagmiConfig: config });
    await screen.findByTestId('wallet-controls', {}, { timeout: 5000 });
    const connector = config.connectors[0]!;
    await act(async () => {
      await connect(config, { connector });
    });
    act(() => connector.onChainChanged('0x1'));
    await view.user.click(await screen.findByRole('button', { name: 'Wrong network: Ethereum' }));
    const dialog = await screen.findByRole('dialog', { name: 'Switch Networks' }, { timeout: 5000 });
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Switch to one of the networks below to continue.');
    // No chain is marked connected: the wallet is on none of ours.
    expect(within(dialog).queryByText('Connected')).not.toBeInTheDocument();
    await view.user.click(within(dialog).getByRole('button', { name: 'BNB Smart Chain Testnet' }));
    expect(await screen.findByTestId('account-button')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Wrong network/ })).not.toBeInTheDocument();
  });

  it('disconnects', async () => {
    const { dialog, user } = await openNetworkDialog(walletConfig());
    await user.click(within(dialog).getByRole('button', { name: 'Disconnect' }));
    expect(await screen.findByRole('button', { name: 'Connect Wallet' })).toBeInTheDocument();
  });
});

describe('classifySwitchError', () => {
  it('tells the four cases apart', () => {
    expect(classifySwitchError(new UserRejectedRequestError(new Error('no')))).toBeNull();
    expect(
      classifySwitchError(new UserRejectedRequestError(new Error('User rejected switch after adding network.'))),
    ).toEqual({ kind: 'rejectedAfterAdding' });
    expect(
      classifySwitchError(
        Object.assign(new Error('"X" does not support programmatic chain switching.'), {
          name: 'SwitchChainNotSupportedError',
        }),
      ),
    ).toEqual({
      kind: 'cannotSwitch',
    });
    expect(classifySwitchError(new Error('boom'))).toEqual({ kind: 'failed', message: 'boom' });
  });
});

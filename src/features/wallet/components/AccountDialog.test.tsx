import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { decodeFunctionData, encodeFunctionResult, multicall3Abi, type Address, type Hex } from 'viem';
import { connect } from 'wagmi/actions';
import { signedOut, storeTokens } from '@/lib/session';
import type { User } from '@/api/staking/types';
import { DEMO_WALLET_ADDRESS } from '@/testing/mocks/constants';
import { getFixtureDb } from '@/testing/mocks/fixtures';
import { server } from '@/testing/mocks/server';
import { STAKING, call, setNativeBalance, signInAs } from '@/testing/mocks/testHelpers';
import { createTestWagmiConfig, renderWithProviders } from '@/testing/renderWithProviders';
import {
  RecentTransactionsContext,
  type RecentTransaction,
  type RecentTransactions,
} from '../model/account/recentTransactions';
import { COPIED_FOR_MS } from '@/lib/hooks/useCopyToClipboard';
import { WalletButton } from './WalletButton';

// Dialog tests walk many steps with accessible queries over a large tree: slow under load.
jest.setTimeout(20_000);

beforeAll(async () => {
  await Promise.all([
    import('./WalletControls'),
    import('./AccountDialog'),
    import('./NetworkDialog'),
    import('./SignInDialog'),
  ]);
}, 30_000);

/** viem reads balances through Multicall3 getEthBalance (in aggregate3); the fixture chain does not: answer it here. */
function answerGetEthBalance(): void {
  const balanceOf = (data: Hex): Hex | null => {
    const call = decodeFunctionData({ abi: multicall3Abi, data });
    if (call.functionName !== 'getEthBalance') return null;
    const balance = getFixtureDb().chainBalance(call.args[0] as Address, 97, 'native');
    return encodeFunctionResult({ abi: multicall3Abi, functionName: 'getEthBalance', result: balance });
  };
  server.use(
    http.post('http://rpc97.test', async ({ request }) => {
      const body = (await request.clone().json()) as { id: number; method: string; params: [{ data?: Hex }] };
      if (body.method !== 'eth_call' || !body.params[0]?.data) return undefined;
      try {
        const outer = decodeFunctionData({ abi: multicall3Abi, data: body.params[0].data });
        if (outer.functionName !== 'aggregate3') return undefined;
        const results = outer.args[0].map((inner) => balanceOf(inner.callData));
        if (results.some((result) => result === null)) return undefined;
        const result = encodeFunctionResult({
          abi: multicall3Abi,
          functionName: 'aggregate3',
          result: results.map((returnData) => ({ success: true, returnData: returnData as Hex })),
        });
        return HttpResponse.json({ jsonrpc: '2.0', id: body.id, result });
      } catch {
        return undefined;
      }
    }),
  );
}

beforeEach(answerGetEthBalance);

const hash = (n: number) => `0x${n.toString(16).padStart(64, '0')}` as const;

const transaction = (n: number, change: Partial<RecentTransaction> = {}): RecentTransaction => ({
  hash: hash(n),
  chainId: 97,
  account: DEMO_WALLET_ADDRESS.toLowerCase(),
  description: `Deposit of ${n} BNB`,
  status: 'confirmed',
  ...change,
});

async function openAccountDialog(recent: RecentTransactions = { transactions: [], clear: () => {} }) {
  const view = renderWithProviders(
    <RecentTransactionsContext.Provider value={recent}>
      <WalletButton />
    </RecentTransactionsContext.Provider>,
    { wagmiConfig: createTestWagmiConfig([DEMO_WALLET_ADDRESS]) },
  );
  await screen.findByTestId('wallet-controls', {}, { timeout: 5000 });
  await act(async () => {
    await connect(view.walletRuntime.wagmiConfig, { connector: view.walletRuntime.wagmiConfig.connectors[0]! });
  });
  await view.user.click(await screen.findByTestId('account-button'));
  const dialog = await screen.findByRole('dialog', { name: 'Your wallet' }, { timeout: 5000 });
  return { ...view, dialog };
}

describe('AccountDialog', () => {
  it('the session ends (a sign-out here or in another tab): the wallet is disconnected', async () => {
    const view = renderWithProviders(<WalletButton />, { wagmiConfig: createTestWagmiConfig([DEMO_WALLET_ADDRESS]) });
    await screen.findByTestId('wallet-controls', {}, { timeout: 5000 });
    await act(async () => {
      await connect(view.walletRuntime.wagmiConfig, { connector: view.walletRuntime.wagmiConfig.connectors[0]! });
    });
    expect(await screen.findByTestId('account-button')).toBeInTheDocument();
    act(() => {
      view.store.dispatch(signedOut({ fromOtherTab: true }));
    });
    await waitFor(() => expect(screen.queryByTestId('account-button')).not.toBeInTheDocument());
    expect(await screen.findByRole('button', { name: 'Connect Wallet' })).toBeInTheDocument();
  });

  it('shows the avatar, the name, the short address and the balance', async () => {
    const { dialog } = await openAccountDialog();
    expect(within(dialog).getByTestId('account-avatar')).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByTestId('account-name')).toHaveTextContent('demo.bnb'));
    expect(within(dialog).getByText('0xfe…32f9')).toBeInTheDocument();
    // The demo wallet holds 5 BNB on the fixture chain.
    await waitFor(() => expect(within(dialog).getByTestId('account-balance')).toHaveTextContent('5 tBNB'));
    expect(within(dialog).getByText(`Address ${DEMO_WALLET_ADDRESS}`)).toBeInTheDocument();
  });

  it('warns when the wallet\u2019s BNB cannot pay a deposit\u2019s network fee, and not otherwise', async () => {
    const first = await openAccountDialog();
    await waitFor(() => expect(within(first.dialog).getByTestId('account-balance')).toHaveTextContent('5 tBNB'));
    expect(within(first.dialog).queryByTestId('account-low-bnb')).not.toBeInTheDocument();
    first.unmount();
    setNativeBalance(1n);
    const { dialog } = await openAccountDialog();
    expect(await within(dialog).findByTestId('account-low-bnb', {}, { timeout: 5000 })).toHaveTextContent(
      /less BNB than a deposit’s network fee \(about 0\.0000\d+ tBNB\)/,
    );
  });

  it("copies the address and says 'Copied' for 1500 ms", async () => {
    const { dialog, user } = await openAccountDialog();
    const writeText = jest.spyOn(navigator.clipboard, 'writeText');
    await user.click(within(dialog).getByRole('button', { name: 'Copy Address' }));
    expect(writeText).toHaveBeenCalledWith(DEMO_WALLET_ADDRESS);
    expect(within(dialog).getByRole('button', { name: 'Copied' })).toBeInTheDocument();
    // The dialog has another status region (adding a token to the wallet).
    expect(within(dialog).getByText('Address copied to the clipboard')).toHaveAttribute('role', 'status');
    await new Promise((resolve) => setTimeout(resolve, COPIED_FOR_MS - 400));
    expect(within(dialog).getByRole('button', { name: 'Copied' })).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Copy Address' })).toBeInTheDocument(), {
      timeout: 1000,
    });
  });

  it("lists the account's 3 most recent transactions with their status and explorer links; Clear clears that account's", async () => {
    const clear = jest.fn();
    const { dialog, user } = await openAccountDialog({
      transactions: [
        transaction(9, { account: '0x1111111111111111111111111111111111111111', status: 'pending' }),
        transaction(5, { status: 'processing' }),
        transaction(4, { chainId: 56, status: 'failed' }),
        transaction(3, { status: 'refused' }),
        transaction(2),
      ],
      clear,
    });
    const section = within(dialog).getByRole('region', { name: 'Recent transactions' });
    const rows = within(section).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Deposit of 5 BNBProcessing',
      'Deposit of 4 BNBFailed',
      'Deposit of 3 BNBNot recorded: the server refused it',
    ]);
    // Each on its own chain's explorer.
    const link = (row: HTMLElement, n: number) =>
      within(row).getByRole('link', { name: `View Deposit of ${n} BNB on the block explorer (opens in a new tab)` });
    expect(link(rows[0]!, 5)).toHaveAttribute('href', `https://testnet.bscscan.com/tx/${hash(5)}`);
    expect(link(rows[1]!, 4)).toHaveAttribute('href', `https://bscscan.com/tx/${hash(4)}`);
    expect(within(section).getByRole('link', { name: /View more on BscScan/ })).toHaveAttribute(
      'href',
      `https://testnet.bscscan.com/address/${DEMO_WALLET_ADDRESS}`,
    );
    await user.click(within(section).getByRole('button', { name: 'Clear all' }));
    expect(clear).toHaveBeenCalledWith(DEMO_WALLET_ADDRESS);
  });

  it('offers no Clear while all of the account\u2019s transactions are on their way, and says when it has none', async () => {
    const first = await openAccountDialog({ transactions: [transaction(1, { status: 'pending' })], clear: () => {} });
    const section = within(first.dialog).getByRole('region', { name: 'Recent transactions' });
    expect(within(section).getByRole('listitem')).toHaveTextContent('Deposit of 1 BNBPending');
    expect(within(section).queryByRole('button', { name: 'Clear all' })).not.toBeInTheDocument();
    first.unmount();
    const { dialog } = await openAccountDialog();
    expect(within(dialog).getByText('Your transactions will appear here.')).toBeInTheDocument();
  });

  it('disconnects, closes and shows Connect Wallet again', async () => {
    const { dialog, user, store } = await openAccountDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Disconnect' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Connect Wallet' })).toBeInTheDocument();
    await waitFor(() =>
      expect(store.getState().wallet).toMatchObject({ status: 'disconnected', address: null, connectorId: null }),
    );
  });

  it('opens the network dialog', async () => {
    const { dialog, user } = await openAccountDialog();
    expect(within(dialog).getByText('Network: BNB Smart Chain Testnet')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Switch network' }));
    expect(await screen.findByRole('dialog', { name: 'Switch Networks' }, { timeout: 5000 })).toBeInTheDocument();
  });

  it('offers verification again to a signed-in user whose wallet is not verified', async () => {
    const tokens = signInAs('demo');
    storeTokens(tokens);
    const { body: user } = await call<User>(`${STAKING}/api/auth/userinfo`, { token: tokens.access_token });
    const view = renderWithProviders(<WalletButton />, {
      wagmiConfig: createTestWagmiConfig([DEMO_WALLET_ADDRESS]),
      preloadedState: { auth: { user, walletVerified: false } },
    });
    await screen.findByTestId('wallet-controls', {}, { timeout: 5000 });
    await act(async () => {
      await connect(view.walletRuntime.wagmiConfig, { connector: view.walletRuntime.wagmiConfig.connectors[0]! });
    });
    // It asks by itself once; the user says not now.
    const signIn = await screen.findByRole('dialog', { name: 'Verify your account' }, { timeout: 5000 });
    await view.user.click(within(signIn).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await view.user.click(screen.getByTestId('account-button'));
    const dialog = await screen.findByRole('dialog', { name: 'Your wallet' });
    expect(within(dialog).getByText('This wallet is not verified for your account yet.')).toBeInTheDocument();
    await view.user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('dialog', { name: 'Verify your account' })).toBeInTheDocument();
  });
});

import { useEffect } from 'react';
import { act, screen, waitFor, within } from '@testing-library/react';
import { connect } from 'wagmi/actions';
import { trackedTransaction } from '@/features/balances/testing/trackedTransaction';
import {
  useTracker,
  type FinishedTransaction,
  type TrackedTransaction,
  type TransactionTracker,
} from '@/features/balances';
import { WalletButton } from '@/features/wallet';
import { markFirstPageShown } from '@/lib/lazy';
import { PENDING_MONEY_STORAGE_KEY } from '@/lib/session';
import { DEMO_WALLET_ADDRESS } from '@/testing/mocks/constants';
import { createTestWagmiConfig, renderWithProviders } from '@/testing/renderWithProviders';
import { RecentTransactionsProvider } from './RecentTransactionsProvider';

jest.setTimeout(30_000);

const hashOf = (n: number) => `0x${n.toString(16).padStart(64, '0')}` as const;
/** The n-th deposit of 0.n BNB, sent at n seconds; the demo wallet's unless said. */
const deposit = (n: number, change: Partial<TrackedTransaction> = {}) =>
  trackedTransaction({ key: `d${n}`, hash: hashOf(n), amount: `0.${n}`, createdAt: n * 1000, ...change });
const ended = (n: number, outcome: FinishedTransaction['outcome']): FinishedTransaction => ({
  ...deposit(n),
  outcome,
  finishedAt: 10_000 + n,
});

/** Hands the test the app's tracker, whose journal the provider reads. */
const grabbed: { tracker?: TransactionTracker } = {};
function GrabTracker() {
  const tracker = useTracker();
  useEffect(() => {
    grabbed.tracker = tracker;
  }, [tracker]);
  return null;
}

async function openAccountDialog() {
  const view = renderWithProviders(
    <>
      <GrabTracker />
      <RecentTransactionsProvider>
        <WalletButton />
      </RecentTransactionsProvider>
    </>,
    { wagmiConfig: createTestWagmiConfig([DEMO_WALLET_ADDRESS]) },
  );
  act(() => markFirstPageShown());
  await screen.findByTestId('wallet-controls', {}, { timeout: 5000 });
  await act(async () => {
    await connect(view.walletRuntime.wagmiConfig, { connector: view.walletRuntime.wagmiConfig.connectors[0]! });
  });
  const button = await screen.findByTestId('account-button');
  // Once the journal has been read: a deposit of this wallet is on its way.
  await within(button).findByTestId('account-button-pending', {}, { timeout: 5000 });
  await view.user.click(button);
  const dialog = await screen.findByRole('dialog', { name: 'Your wallet' }, { timeout: 5000 });
  return { ...view, button, section: within(dialog).getByRole('region', { name: 'Recent transactions' }) };
}

const rowTexts = (section: HTMLElement) =>
  within(section)
    .getAllByRole('listitem')
    .map((row) => row.textContent);

describe('RecentTransactionsProvider: the account dialog lists the deposit journal', () => {
  it("shows the connected wallet's 3 newest deposits, a pending one confirmed once the journal finishes it", async () => {
    const someoneElse = '0x1111111111111111111111111111111111111111';
    window.localStorage.setItem(
      PENDING_MONEY_STORAGE_KEY,
      JSON.stringify({
        v: 1,
        entries: [deposit(9, { wallet: someoneElse, stage: 'onChain' }), deposit(4, { stage: 'onChain' })],
        finished: [ended(3, 'successful'), ended(2, 'reverted'), ended(1, 'successful')],
      }),
    );
    const { section, button, user } = await openAccountDialog();
    expect(rowTexts(section)).toEqual([
      'Deposit of 0.4 BNBPending',
      'Deposit of 0.3 BNBConfirmed',
      'Deposit of 0.2 BNBFailed',
    ]);
    expect(
      within(section).getByRole('link', { name: 'View Deposit of 0.4 BNB on the block explorer (opens in a new tab)' }),
    ).toHaveAttribute('href', `https://testnet.bscscan.com/tx/${hashOf(4)}`);

    // Clear forgets this wallet's finished deposits only.
    await user.click(within(section).getByRole('button', { name: 'Clear all' }));
    expect(rowTexts(section)).toEqual(['Deposit of 0.4 BNBPending']);
    expect(grabbed.tracker?.store.getAll().map((entry) => entry.key)).toEqual(['d9', 'd4']);

    act(() => grabbed.tracker?.store.finish('d4', 'successful'));
    await waitFor(() => expect(rowTexts(section)).toEqual(['Deposit of 0.4 BNBConfirmed']));
    expect(within(button).queryByTestId('account-button-pending')).not.toBeInTheDocument();
  });
});

import { act, waitFor } from '@testing-library/react';
import type { Hash } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { connect, disconnect, switchChain } from 'wagmi/actions';
import { DEMO_WALLET_ADDRESS, DEMO_WALLET_PRIVATE_KEY } from '@/testing/mocks/constants';
import { createTestWagmiConfig, renderWithProviders, TEST_WALLET_ADDRESS } from '@/testing/renderWithProviders';
import { useAddRecentTransaction, useRecentTransactions } from '../transactions/TransactionStoreProvider';
import { transactionStoreFor, WalletTransactionsProvider } from './WalletTransactionsProvider';
import { WalletStateMirror } from './WalletStateMirror';
import { DEEP_LINK_CHOICE_KEY } from '../deepLinkChoice';

describe('WalletStateMirror', () => {
  it('forgets the deep link chosen on a phone when the wallet disconnects, not before', async () => {
    localStorage.setItem(DEEP_LINK_CHOICE_KEY, 'metaMask');
    const { walletRuntime } = renderWithProviders(<WalletStateMirror />);
    const config = walletRuntime.wagmiConfig;
    await act(async () => {
      await connect(config, { connector: config.connectors[0]! });
    });
    expect(localStorage.getItem(DEEP_LINK_CHOICE_KEY)).toBe('metaMask');
    await act(async () => {
      await disconnect(config);
    });
    await waitFor(() => expect(localStorage.getItem(DEEP_LINK_CHOICE_KEY)).toBeNull());
  });

  it('mirrors status, address, chain id and connector id into the wallet slice, and nothing else', async () => {
    const { walletRuntime, store } = renderWithProviders(<WalletStateMirror />);
    const config = walletRuntime.wagmiConfig;
    await waitFor(() =>
      expect(store.getState().wallet).toMatchObject({
        status: 'disconnected',
        address: null,
        chainId: null,
        connectorId: null,
      }),
    );
    await act(async () => {
      await connect(config, { connector: config.connectors[0]! });
    });
    await waitFor(() =>
      expect(store.getState().wallet).toMatchObject({
        status: 'connected',
        address: TEST_WALLET_ADDRESS,
        chainId: 97,
        connectorId: 'mock',
      }),
    );
    await act(async () => {
      await switchChain(config, { chainId: 56 });
    });
    await waitFor(() => expect(store.getState().wallet.chainId).toBe(56));
    await act(async () => {
      await disconnect(config);
    });
    await waitFor(() =>
      expect(store.getState().wallet).toMatchObject({
        status: 'disconnected',
        address: null,
        chainId: null,
        connectorId: null,
      }),
    );
    expect(Object.keys(store.getState().wallet).sort()).toEqual([
      'address',
      'chainId',
      'connectorId',
      'runtime',
      'status',
      'verificationPrompted',
    ]);
  });
});

function Transactions({ hash }: { hash?: Hash }) {
  const add = useAddRecentTransaction();
  const transactions = useRecentTransactions();
  return (
    <>
      <button type="button" onClick={() => hash && add({ hash, description: 'Send 0.1 BNB' })}>
        add
      </button>
      <ul>
        {transactions.map((t) => (
          <li key={t.hash}>{`${t.description}: ${t.status}`}</li>
        ))}
      </ul>
    </>
  );
}

describe('WalletTransactionsProvider', () => {
  it("waits for receipts with wagmi's waitForTransactionReceipt on the runtime's chain: a mined transaction becomes confirmed", async () => {
    // A real signed transaction, "mined" by the fixture chain at once.
    const account = privateKeyToAccount(DEMO_WALLET_PRIVATE_KEY);
    const raw = await account.signTransaction({
      chainId: 97,
      to: TEST_WALLET_ADDRESS,
      value: 10n ** 17n,
      gas: 21_000n,
      gasPrice: 1_000_000_000n,
      nonce: 0,
    });
    const response = await fetch('http://rpc97.test', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_sendRawTransaction', params: [raw] }),
    });
    const { result: hash } = (await response.json()) as { result: Hash };

    const { walletRuntime, user, getByRole, findByText } = renderWithProviders(
      <WalletTransactionsProvider>
        <Transactions hash={hash} />
      </WalletTransactionsProvider>,
      { wagmiConfig: createTestWagmiConfig([DEMO_WALLET_ADDRESS]) },
    );
    const config = walletRuntime.wagmiConfig;
    await act(async () => {
      await connect(config, { connector: config.connectors[0]! });
    });
    await user.click(getByRole('button', { name: 'add' }));
    expect(await findByText(/Send 0.1 BNB: (pending|confirmed)/)).toBeInTheDocument();
    expect(await findByText('Send 0.1 BNB: confirmed', {}, { timeout: 10_000 })).toBeInTheDocument();
    transactionStoreFor(config).destroy();
  }, 20_000);

  it('shares one store per wallet runtime', () => {
    const config = createTestWagmiConfig();
    expect(transactionStoreFor(config)).toBe(transactionStoreFor(config));
    expect(transactionStoreFor(createTestWagmiConfig())).not.toBe(transactionStoreFor(config));
  });
});

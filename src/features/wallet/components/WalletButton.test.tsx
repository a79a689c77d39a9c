import { useEffect } from 'react';
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { decodeFunctionData, encodeFunctionResult, multicall3Abi, type Address, type Hex } from 'viem';
import { connect } from 'wagmi/actions';
import type { User } from '@/api/staking/types';
import { markFirstPageShown } from '@/lib/lazy';
import * as idlePrefetch from '@/lib/idlePrefetch';
import { storeTokens, userProfileLoaded } from '@/lib/session';
import { useWalletRuntime, WalletRuntimeProvider, type WalletRuntime } from '@/lib/wallet/WalletRuntimeProvider';
import { DEMO_WALLET_ADDRESS } from '@/testing/mocks/constants';
import { getFixtureDb } from '@/testing/mocks/fixtures';
import { server } from '@/testing/mocks/server';
import { STAKING, call, giveVerifiedWallet, signInAs } from '@/testing/mocks/testHelpers';
import {
  createTestWagmiConfig,
  createTestWalletRuntime,
  renderWithProviders,
  TEST_WALLET_ADDRESS,
} from '@/testing/renderWithProviders';
import { WalletButton } from './WalletButton';
import { RecentTransactionsContext, type RecentTransaction } from '../model/account/recentTransactions';

/**
 * viem reads a balance through Multicall3's getEthBalance when the client batches (wagmi's
 * default), bundled into aggregate3; the fixture chain answers ERC-20 calls inside aggregate3
 * only, so this answers getEthBalance from the fixture's own balances and leaves every other
 * call to it.
 */
function answerGetEthBalance(): void {
  const balanceOf = (chainId: number, data: Hex): Hex | null => {
    const call = decodeFunctionData({ abi: multicall3Abi, data });
    if (call.functionName !== 'getEthBalance') return null;
    const balance = getFixtureDb().chainBalance(call.args[0] as Address, chainId, 'native');
    return encodeFunctionResult({ abi: multicall3Abi, functionName: 'getEthBalance', result: balance });
  };
  for (const [chainId, url] of [
    [97, 'http://rpc97.test'],
    [56, 'http://rpc56.test'],
  ] as const) {
    server.use(
      http.post(url, async ({ request }) => {
        const body = (await request.clone().json()) as { id: number; method: string; params: [{ data?: Hex }] };
        if (body.method !== 'eth_call' || !body.params[0]?.data) return undefined;
        try {
          const direct = balanceOf(chainId, body.params[0].data);
          if (direct) return HttpResponse.json({ jsonrpc: '2.0', id: body.id, result: direct });
        } catch {
          // Not a getEthBalance call of its own.
        }
        try {
          const outer = decodeFunctionData({ abi: multicall3Abi, data: body.params[0].data });
          if (outer.functionName !== 'aggregate3') return undefined;
          const results = outer.args[0].map((inner) => balanceOf(chainId, inner.callData));
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
}

beforeEach(answerGetEthBalance);

// Dialog tests walk many steps with accessible queries over a large tree: slow under load.
jest.setTimeout(20_000);

beforeAll(async () => {
  await Promise.all([import('./WalletControls'), import('./ConnectDialog'), import('./AccountDialog')]);
}, 30_000);

/** A wallet runtime that arrives when the test says so. */
function deferredRuntime() {
  let resolve: (runtime: WalletRuntime) => void = () => undefined;
  let reject: (error: Error) => void = () => undefined;
  const loadRuntime = jest.fn(
    () =>
      new Promise<WalletRuntime>((res, rej) => {
        resolve = res;
        reject = rej;
      }),
  );
  return {
    loadRuntime,
    resolve: (runtime: WalletRuntime) => resolve(runtime),
    reject: (error: Error) => reject(error),
  };
}

/** What a page that reads the chain does: asks for the runtime (the test says when). */
let askForRuntime: () => void = () => undefined;
function RuntimeRequester() {
  const { load } = useWalletRuntime();
  useEffect(() => {
    askForRuntime = () => void load().catch(() => undefined);
  }, [load]);
  return null;
}

function renderLight(runtime: ReturnType<typeof deferredRuntime>) {
  return renderWithProviders(
    <WalletRuntimeProvider loadRuntime={runtime.loadRuntime} preload="on-demand">
      <RuntimeRequester />
      <WalletButton />
    </WalletRuntimeProvider>,
  );
}

async function signedInUser(username: 'demo' | 'alice' = 'demo'): Promise<User> {
  const tokens = signInAs(username);
  storeTokens(tokens);
  const { body } = await call<User>(`${STAKING}/api/auth/userinfo`, { token: tokens.access_token });
  return body;
}

describe('WalletButton before the wallet code is loaded', () => {
  it("is a light 'Connect Wallet' button that loads nothing until asked", async () => {
    const runtime = deferredRuntime();
    const { store } = renderLight(runtime);
    expect(screen.getByRole('button', { name: 'Connect Wallet' })).toHaveAttribute('aria-haspopup', 'dialog');
    expect(runtime.loadRuntime).not.toHaveBeenCalled();
    expect(store.getState().wallet.runtime).toBe('idle');
  });

  it("fetches the connect dialog's and the wallet runtime's code only when idle after the first page", async () => {
    const prefetched = jest.spyOn(idlePrefetch, 'prefetchIdleChunks');
    const runtime = deferredRuntime();
    renderLight(runtime);
    // Idle moments before the first page is on screen do not count.
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 300));
    });
    expect(prefetched).not.toHaveBeenCalled();

    act(() => markFirstPageShown());
    await waitFor(() => expect(prefetched).toHaveBeenCalledTimes(1));
    expect(runtime.loadRuntime).not.toHaveBeenCalled();
  });

  it('runs no wallet code on hover or focus (they fetch only the dialog)', async () => {
    const runtime = deferredRuntime();
    const { user, store } = renderLight(runtime);
    await user.hover(screen.getByRole('button', { name: 'Connect Wallet' }));
    await user.tab();
    expect(screen.getByRole('button', { name: 'Connect Wallet' })).toHaveFocus();
    expect(runtime.loadRuntime).not.toHaveBeenCalled();
    expect(store.getState().wallet.runtime).toBe('idle');
  });

  it('opens the connect dialog with the wallet list on a click, without the wallet runtime', async () => {
    const runtime = deferredRuntime();
    const { user } = renderLight(runtime);
    await user.click(screen.getByRole('button', { name: 'Connect Wallet' }));
    const dialog = await screen.findByRole('dialog', { name: 'Connect a Wallet' }, { timeout: 5000 });
    expect(within(dialog).getByRole('navigation', { name: /wallets/i })).toBeInTheDocument();
    expect(within(dialog).getAllByRole('button').length).toBeGreaterThan(3);
    expect(runtime.loadRuntime).not.toHaveBeenCalled();
  });

  it('keeps one Connect Wallet button, and its keyboard focus, when the code arrives', async () => {
    const runtime = deferredRuntime();
    const { user } = renderLight(runtime);
    await user.tab();
    const button = screen.getByRole('button', { name: 'Connect Wallet' });
    expect(button).toHaveFocus();
    act(() => askForRuntime());
    await act(async () => runtime.resolve(createTestWalletRuntime()));
    await screen.findByTestId('wallet-controls', {}, { timeout: 5000 });
    expect(screen.getAllByRole('button', { name: 'Connect Wallet' })).toEqual([button]);
    expect(button).toHaveFocus();
  });

  it('runs the wallet runtime when a wallet is chosen; if it cannot be loaded, Retry asks again', async () => {
    // A browser wallet (window.ethereum) is the one choice that connects at once.
    const withEthereum = window as Window & { ethereum?: unknown };
    withEthereum.ethereum = { request: () => Promise.resolve(null), on: () => undefined };
    try {
      const runtime = deferredRuntime();
      const { user } = renderLight(runtime);
      await user.click(screen.getByRole('button', { name: 'Connect Wallet' }));
      const dialog = await screen.findByRole('dialog', { name: 'Connect a Wallet' }, { timeout: 5000 });
      const wallets = within(dialog).getByRole('navigation', { name: /wallets/i });
      await user.click(within(wallets).getByRole('button', { name: /Browser Wallet/ }));
      expect(runtime.loadRuntime).toHaveBeenCalledTimes(1);
      await act(async () => runtime.reject(new Error('ChunkLoadError')));
      const retry = await within(dialog).findByRole('button', { name: 'Retry' });
      await user.click(retry);
      expect(runtime.loadRuntime).toHaveBeenCalledTimes(2);
    } finally {
      delete withEthereum.ethereum;
    }
  });
});

describe('WalletButton with the wallet runtime ready', () => {
  it('shows the account with its avatar, short address and formatted balance when connected', async () => {
    const { walletRuntime, store } = renderWithProviders(<WalletButton />);
    await screen.findByTestId('wallet-controls', {}, { timeout: 5000 });
    await act(async () => {
      await connect(walletRuntime.wagmiConfig, { connector: walletRuntime.wagmiConfig.connectors[0]! });
    });
    const button = await screen.findByTestId('account-button');
    expect(button).toHaveTextContent('0xd2…507B');
    expect(within(button).getByTestId('account-avatar')).toBeInTheDocument();
    // The fixture chain gives any new address 1 BNB (tBNB on the testnet).
    expect(await within(button).findByTestId('account-button-balance')).toHaveTextContent('1 tBNB');
    expect(button).toHaveAccessibleName('Account 0xd2…507B, 1 tBNB');
    // The chain button beside it, in the wide layout.
    expect(screen.getByRole('button', { name: 'Network: BNB Smart Chain Testnet' })).toBeInTheDocument();
    expect(store.getState().wallet).toMatchObject({
      status: 'connected',
      address: TEST_WALLET_ADDRESS,
      chainId: 97,
      connectorId: 'mock',
    });
  });

  it("shows the account's name when the name service knows one", async () => {
    const { walletRuntime } = renderWithProviders(<WalletButton />, {
      wagmiConfig: createTestWagmiConfig([DEMO_WALLET_ADDRESS]),
    });
    await screen.findByTestId('wallet-controls', {}, { timeout: 5000 });
    await act(async () => {
      await connect(walletRuntime.wagmiConfig, { connector: walletRuntime.wagmiConfig.connectors[0]! });
    });
    await waitFor(() => expect(screen.getByTestId('account-button')).toHaveTextContent('demo.bnb'));
  });

  it("turns into 'Wrong network' on a chain the app does not offer, which opens the network dialog", async () => {
    const { walletRuntime, user } = renderWithProviders(<WalletButton />);
    await screen.findByTestId('wallet-controls', {}, { timeout: 5000 });
    const connector = walletRuntime.wagmiConfig.connectors[0]!;
    await act(async () => {
      await connect(walletRuntime.wagmiConfig, { connector });
    });
    act(() => connector.onChainChanged('0x1'));
    // SPEC.md section 9: the chain is named, not "Unsupported network".
    const wrong = await screen.findByRole('button', { name: 'Wrong network: Ethereum' });
    expect(screen.queryByTestId('account-button')).not.toBeInTheDocument();
    await user.click(wrong);
    const dialog = await screen.findByRole('dialog', { name: 'Switch Networks' }, { timeout: 5000 });
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Your wallet is on Ethereum, a network this site does not support.',
    );
  });

  it("reads plain 'Wrong network' on a chain it has no name for", async () => {
    const { walletRuntime } = renderWithProviders(<WalletButton />);
    await screen.findByTestId('wallet-controls', {}, { timeout: 5000 });
    const connector = walletRuntime.wagmiConfig.connectors[0]!;
    await act(async () => {
      await connect(walletRuntime.wagmiConfig, { connector });
    });
    act(() => connector.onChainChanged('0xf423f'));
    expect(await screen.findByRole('button', { name: 'Wrong network' })).toBeInTheDocument();
  });

  it("shows a spinner while one of the connected account's transactions is not mined yet", async () => {
    const pending: RecentTransaction = {
      hash: `0x${'ab'.repeat(32)}`,
      chainId: 97,
      account: TEST_WALLET_ADDRESS.toLowerCase(),
      description: 'Deposit of 1 BNB',
      status: 'pending',
    };
    const { walletRuntime } = renderWithProviders(
      <RecentTransactionsContext.Provider value={{ transactions: [pending], clear: () => {} }}>
        <WalletButton />
      </RecentTransactionsContext.Provider>,
    );
    await screen.findByTestId('wallet-controls', {}, { timeout: 5000 });
    await act(async () => {
      await connect(walletRuntime.wagmiConfig, { connector: walletRuntime.wagmiConfig.connectors[0]! });
    });
    const button = await screen.findByTestId('account-button');
    expect(within(button).getByTestId('account-button-pending')).toBeInTheDocument();
    expect(button).toHaveAccessibleName(/transactions pending/);
  });
});

describe('WalletButton and wallet verification', () => {
  it('checks the wallet verification once on start-up for a signed-in user', async () => {
    const user = await signedInUser('demo');
    giveVerifiedWallet('demo');
    let calls = 0;
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/api/auth/check-wallet-verified')) calls += 1;
    });
    const { store } = renderWithProviders(<WalletButton />, {
      preloadedState: { auth: { user, walletVerified: false } },
    });
    await waitFor(() => expect(store.getState().auth.walletVerified).toBe(true));
    await screen.findByTestId('wallet-controls', {}, { timeout: 5000 });
    // The profile is loaded again (same user): no second check.
    act(() => void store.dispatch(userProfileLoaded({ user: { ...user, name: 'Renamed' } })));
    await new Promise((resolve) => setTimeout(resolve, 50));
    server.events.removeAllListeners();
    expect(calls).toBe(1);
  });

  it('asks nothing of an anonymous visitor', async () => {
    server.use(
      http.post(`${STAKING}/api/auth/check-wallet-verified`, () => HttpResponse.json({ error: 'no' }, { status: 500 })),
    );
    const { store } = renderWithProviders(<WalletButton />);
    await screen.findByTestId('wallet-controls', {}, { timeout: 5000 });
    expect(store.getState().stakingApi.queries).toEqual({});
  });
});

import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { decodeFunctionData, erc20Abi, keccak256, toHex, type Address, type Hex } from 'viem';
import { createConfig, http as wagmiHttp, type CreateConnectorFn } from 'wagmi';
import { connect } from 'wagmi/actions';
import { mock } from 'wagmi/connectors';
import type { User } from '@/api/staking/types';
import { formatDecimal } from '@/lib/format';
import { formatAmountForInput } from '@/lib/format/amountInput';
import { storeTokens } from '@/lib/session';
import { DEMO_WALLET_ADDRESS } from '@/testing/mocks/constants';
import { getFixtureDb } from '@/testing/mocks/fixtures';
import { server, useScenario } from '@/testing/mocks/server';
import { STAKING, giveVerifiedWallet, setNativeBalance, signInAs } from '@/testing/mocks/testHelpers';
import { TEST_WALLET_ADDRESS, createTestWagmiConfig, renderWithProviders } from '@/testing/renderWithProviders';
import { installTestConfig } from '@/testing/testConfig';
import { getConfig } from '@/config/runtimeConfig';
import { chainsFor } from '@/lib/wallet/wagmiConfig';
import arMoney from '@/locales/ar/money.json';
import { WithMoneyMessages } from '@/testing/withMoneyMessages';
import { PENDING_STORAGE_KEY, PendingStore } from '../model/tracking/pendingStore';
import BalancesPage from './BalancesPage';

jest.setTimeout(30_000);

const RPC97 = 'http://rpc97.test';

interface SentTransaction {
  from: string;
  to: string;
  value?: string;
  data?: string;
  gas?: string;
}

/**
 * wagmi's mock connector forwards eth_sendTransaction to the chain's RPC URL, which the fixture
 * chain does not sign: answer it here, recording the transfer on the fixture chain like a mined
 * transaction (so on-chain balances move). `reject` answers as a wallet whose user said no.
 */
function answerSendTransaction({ reject = false } = {}): SentTransaction[] {
  const sent: SentTransaction[] = [];
  server.use(
    http.post(RPC97, async ({ request }) => {
      const body = (await request.clone().json()) as { id: number; method: string; params: [SentTransaction] };
      if (body.method !== 'eth_sendTransaction') return undefined;
      if (reject)
        return HttpResponse.json({
          jsonrpc: '2.0',
          id: body.id,
          error: { code: 4001, message: 'User rejected the request.' },
        });
      const tx = body.params[0];
      sent.push(tx);
      const hash = keccak256(toHex(`${tx.from}:${sent.length}:${Date.now()}`));
      getFixtureDb().recordChainTx({
        hash,
        chain_id: 97,
        from: tx.from as Address,
        to: tx.to as Address,
        value: BigInt(tx.value ?? '0x0').toString(),
        token_amount: null,
        nonce: sent.length,
        input: (tx.data ?? '0x') as Hex,
        gas: BigInt(tx.gas ?? '0x5208').toString(),
      });
      return HttpResponse.json({ jsonrpc: '2.0', id: body.id, result: hash });
    }),
  );
  return sent;
}

/** The chain's node answers `method` with this JSON-RPC error. */
function answerRpcError(method: string, error: { code: number; message: string; data?: string }): void {
  server.use(
    http.post(RPC97, async ({ request }) => {
      const body = (await request.clone().json()) as { id: number; method: string };
      return body.method === method ? HttpResponse.json({ jsonrpc: '2.0', id: body.id, error }) : undefined;
    }),
  );
}

/** Every POST /api/transaction body the page sends (the fixture backend still answers). */
function recordTransactionPosts(): unknown[] {
  const bodies: unknown[] = [];
  server.events.on('request:start', async ({ request }) => {
    if (request.method === 'POST' && request.url === `${STAKING}/api/transaction`)
      bodies.push(await request.clone().json());
  });
  return bodies;
}

afterEach(() => server.events.removeAllListeners());

function demoUser(): User {
  const row = getFixtureDb().findUserByUsername('demo');
  if (!row) throw new Error('no demo user');
  return { id: row.id, email: row.email, username: row.username, name: row.name, wallet_address: row.wallet_address };
}

interface Options {
  signedIn?: boolean;
  verified?: boolean;
  accounts?: readonly [Address, ...Address[]];
  connectWallet?: boolean;
  wagmiConfig?: ReturnType<typeof createTestWagmiConfig>;
  locale?: 'en-US' | 'vi-VN' | 'ar';
}

async function renderBalancesPage({
  signedIn = true,
  verified = true,
  accounts = [DEMO_WALLET_ADDRESS],
  connectWallet = true,
  wagmiConfig,
  locale,
}: Options = {}) {
  if (signedIn) storeTokens(signInAs('demo'));
  if (verified) giveVerifiedWallet('demo');
  const view = renderWithProviders(
    <WithMoneyMessages>
      <BalancesPage />
    </WithMoneyMessages>,
    {
      wagmiConfig: wagmiConfig ?? createTestWagmiConfig(accounts),
      preloadedState: { auth: { user: signedIn ? demoUser() : null, walletVerified: signedIn && verified } },
      locale,
    },
  );
  if (connectWallet) {
    await act(async () => {
      await connect(view.walletRuntime.wagmiConfig, { connector: view.walletRuntime.wagmiConfig.connectors[0]! });
    });
  }
  return view;
}

const row = (currency: string) => screen.getByTestId(`balance-row-${currency}`);

async function waitForBalances() {
  await waitFor(() => expect(within(row('BNB')).getByTestId('inapp-BNB')).toHaveTextContent('2.5 BNB'));
  await waitFor(() => expect(within(row('BNB')).getByTestId('onchain-BNB')).toHaveTextContent('5 BNB'), {
    timeout: 5000,
  });
}

const amountInput = () => screen.getByRole('textbox', { name: 'Amount' });

/** The text of a confirmation row's value, found by its label. */
function confirmRowValue(dialog: HTMLElement, label: string): string | null | undefined {
  return within(dialog).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
}

describe('BalancesPage: who may see it', () => {
  it('asks a signed-out visitor to sign in', async () => {
    await renderBalancesPage({ signedIn: false, verified: false, connectWallet: false });
    expect(screen.getByRole('heading', { level: 1, name: 'Wallet' })).toBeInTheDocument();
    expect(screen.getByTestId('action-block')).toHaveTextContent('Sign in to see your balances');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('asks for a verified wallet, pointing at the wallet button', async () => {
    await renderBalancesPage({ verified: false, connectWallet: false });
    const block = screen.getByTestId('action-block');
    expect(block).toHaveTextContent('Verify your wallet first: connect it with Connect Wallet at the top of the page');
  });
});

describe('BalancesPage: in Vietnamese', () => {
  it('reads in Vietnamese, amounts in the Vietnamese number style', async () => {
    const { user } = await renderBalancesPage({ locale: 'vi-VN' });
    expect(screen.getByRole('heading', { level: 1, name: 'Ví' })).toBeInTheDocument();
    await waitFor(() => expect(within(row('USDT')).getByTestId('inapp-USDT')).toHaveTextContent('1.250,7 USDT'));
    await user.click(screen.getByRole('tab', { name: 'Rút' }));
    await user.type(screen.getByRole('textbox', { name: 'Số tiền' }), '9');
    await user.click(screen.getByRole('button', { name: 'Xem lại khoản rút' }));
    expect(screen.getByRole('textbox', { name: 'Số tiền' })).toHaveAccessibleDescription(
      'Số tiền này vượt quá số dư của bạn: tối đa 2,5 BNB.',
    );
  });
});

describe('BalancesPage: balances', () => {
  it('shows every balance by the display rules, the exact amount on hover, and the on-chain balance beside it', async () => {
    const { user } = await renderBalancesPage();
    await waitForBalances();
    expect(within(row('USDT')).getByTestId('inapp-USDT')).toHaveTextContent('1,250.7 USDT');
    expect(within(row('VOTE')).getByTestId('inapp-VOTE')).toHaveTextContent('500 VOTE');
    expect(within(row('VOTE')).getByText('In-app only')).toBeInTheDocument();
    await waitFor(() => expect(within(row('USDT')).getByTestId('onchain-USDT')).toHaveTextContent('2,500 USDT'));
    // The exact amount is the accessible name and the tooltip.
    expect(within(row('USDT')).getByTestId('inapp-USDT')).toHaveAccessibleName('1,250.75 USDT');
    await user.hover(within(row('USDT')).getByTestId('inapp-USDT'));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('1,250.75 USDT');
  });

  it('says when the balances cannot be loaded, and retries', async () => {
    useScenario('server-error');
    const { user } = await renderBalancesPage({ connectWallet: false });
    const alert = await screen.findByText('Your balances could not be loaded.');
    server.resetHandlers();
    await user.click(within(alert.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(within(row('BNB')).getByTestId('inapp-BNB')).toHaveTextContent('2.5 BNB'));
  });

  it('creates the balances it always shows when the wallet has none (get-or-init), and says there is nothing yet', async () => {
    useScenario('empty');
    const requested: string[] = [];
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      if (url.pathname === '/api/user-balance/get-or-init-balance')
        requested.push(url.searchParams.get('currencySymbol') ?? '');
    });
    await renderBalancesPage({ connectWallet: false });
    await waitFor(() => expect(within(row('VOTE')).getByTestId('inapp-VOTE')).toHaveTextContent('0 VOTE'));
    expect(requested.sort()).toEqual(['BNB', 'USDT', 'VOTE']);
    expect(screen.getByText(/You have no funds in the app yet/)).toBeInTheDocument();
  });
});

describe('BalancesPage: deposit', () => {
  it("deposits BNB end to end: wallet transaction, backend record, status to Successful, balance updated, kept among the journal's finished (the account dialog's recent transactions)", async () => {
    const sent = answerSendTransaction();
    const posts = recordTransactionPosts();
    const { user } = await renderBalancesPage();
    await waitForBalances();

    await user.type(amountInput(), '0.5');
    await user.click(screen.getByRole('button', { name: 'Review deposit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm the deposit' });
    expect(dialog).toHaveTextContent('0.5 BNB');
    // The full checksummed address the money goes to, not a shortened one.
    expect(dialog).toHaveTextContent('0x2000000000000000000000000000000000000002');
    await user.click(within(dialog).getByRole('button', { name: 'Deposit' }));

    expect(await screen.findByText('Deposit of 0.5 BNB succeeded.', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.from.toLowerCase()).toBe(DEMO_WALLET_ADDRESS.toLowerCase());
    expect(sent[0]?.to.toLowerCase()).toBe('0x2000000000000000000000000000000000000002');
    expect(BigInt(sent[0]?.value ?? '0x0')).toBe(5n * 10n ** 17n);
    const hash = (posts[0] as { hash?: string } | undefined)?.hash;
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/);
    expect(posts).toEqual([
      { type: 1, hash, currency_symbol: 'BNB', amount: '0.5', wallet_address: DEMO_WALLET_ADDRESS, chain_id: 97 },
    ]);
    await waitFor(() => expect(within(row('BNB')).getByTestId('inapp-BNB')).toHaveTextContent('3 BNB'));
    await waitFor(() => expect(within(row('BNB')).getByTestId('onchain-BNB')).toHaveTextContent('4.5 BNB'));
    const journal = new PendingStore();
    expect(journal.getAll()).toEqual([]);
    expect(journal.getFinished()).toEqual([expect.objectContaining({ kind: 'deposit', hash, outcome: 'successful' })]);
  });

  it('says before the wallet transaction when storage cannot be written, and shows the hash with a copy button after', async () => {
    const sent = answerSendTransaction();
    const { user } = await renderBalancesPage();
    await waitForBalances();
    await user.type(amountInput(), '0.5');
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    try {
      await user.click(screen.getByRole('button', { name: 'Review deposit' }));
      const dialog = await screen.findByRole('dialog', { name: 'Confirm the deposit' });
      expect(within(dialog).getByTestId('deposit-storage-warning')).toHaveTextContent('cannot save data');
      expect(sent).toHaveLength(0);
      await user.click(within(dialog).getByRole('button', { name: 'Deposit' }));
      const done = await screen.findByRole('dialog', { name: 'Deposit sent' }, { timeout: 10_000 });
      expect(within(done).getByTestId('deposit-hash')).toHaveTextContent(/^0x[0-9a-f]{64}$/);
      expect(within(done).getByRole('button', { name: 'Copy the transaction hash' })).toBeInTheDocument();
      expect(sent).toHaveLength(1);
      await user.click(within(done).getByRole('button', { name: 'Close' }));
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Deposit sent' })).not.toBeInTheDocument());
    } finally {
      setItem.mockRestore();
    }
  });

  it('deposits USDT as an ERC-20 transfer to the deposit contract', async () => {
    const sent = answerSendTransaction();
    const posts = recordTransactionPosts();
    const { user } = await renderBalancesPage();
    await waitForBalances();
    await user.click(screen.getByRole('button', { name: 'USDT' }));
    await waitFor(() => expect(screen.getByText(/In your wallet:/)).toHaveTextContent('2,500 USDT'));
    await user.type(amountInput(), '12.5');
    await user.click(screen.getByRole('button', { name: 'Review deposit' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Confirm the deposit' })).getByRole('button', {
        name: 'Deposit',
      }),
    );
    expect(await screen.findByText('Deposit of 12.5 USDT succeeded.', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(sent[0]?.to.toLowerCase()).toBe('0x4000000000000000000000000000000000000004');
    const call = decodeFunctionData({ abi: erc20Abi, data: sent[0]?.data as Hex });
    expect(call).toEqual({
      functionName: 'transfer',
      args: ['0x2000000000000000000000000000000000000002', 125n * 10n ** 17n],
    });
    expect(BigInt(sent[0]?.value ?? '0x0')).toBe(0n);
    expect(posts).toEqual([expect.objectContaining({ type: 1, currency_symbol: 'USDT', amount: '12.5' })]);
    await waitFor(() => expect(within(row('USDT')).getByTestId('inapp-USDT')).toHaveTextContent('1,263.2 USDT'));
  });

  // The stand-in's gas for a first deposit to the deposit contract is 67,100 (as the real contract
  // needs); the app adds 20 %: 80,520 gas at 1 gwei.
  it('Max leaves the estimated network fee in the wallet', async () => {
    const { user } = await renderBalancesPage();
    await waitForBalances();
    await waitFor(() => expect(screen.getByText(/network fee about 0.00008052 BNB/)).toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Max', description: 'Use the most BNB you can' }));
    expect(amountInput()).toHaveValue('4.99991948');
    await user.clear(amountInput());
    await user.type(amountInput(), '5');
    await user.click(screen.getByRole('button', { name: 'Review deposit' }));
    expect(amountInput()).toHaveAccessibleDescription(
      /less the estimated network fee of 0.00008052 BNB: at most 4.99991948 BNB/,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the confirmation’s network fee as the amount then BNB, without bidi marks in English', async () => {
    const { user } = await renderBalancesPage();
    await waitForBalances();
    await waitFor(() => expect(screen.getByText(/network fee about 0.00008052 BNB/)).toBeInTheDocument());
    await user.type(amountInput(), '0.5');
    await user.click(screen.getByRole('button', { name: 'Review deposit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm the deposit' });
    expect(confirmRowValue(dialog, 'Network fee (at most)')).toBe('0.00008052 BNB');
  });

  it('keeps the network fee and BNB in one left-to-right isolate in Arabic, in the hint and the confirmation', async () => {
    // Unisolated, right-to-left text shows it as 'BNB 0.00008052'; isolated once, by the code.
    const fee = `\u2066${formatDecimal('0.00008052', 'ar', { maxFractionDigits: 18 })} BNB\u2069`;
    const { user } = await renderBalancesPage({ locale: 'ar' });
    const hint = arMoney['money.deposit.feeHint'].replace('{fee}', fee);
    expect(await screen.findByText((text) => text.includes(hint), {}, { timeout: 5000 })).toBeInTheDocument();
    await user.type(
      screen.getByRole('textbox', { name: arMoney['money.form.amount'] }),
      formatAmountForInput('0.5', 'ar'),
    );
    await user.click(screen.getByRole('button', { name: arMoney['money.deposit.review'] }));
    const dialog = await screen.findByRole('dialog', { name: arMoney['money.deposit.confirmTitle'] });
    expect(confirmRowValue(dialog, arMoney['money.confirm.maxFee'])).toBe(fee);
  });

  it('keeps a deposit whose backend record fails, across a reload, until the backend knows it', async () => {
    answerSendTransaction();
    server.use(
      http.post(`${STAKING}/api/transaction`, () =>
        HttpResponse.json({ error: 'Service Unavailable' }, { status: 503 }),
      ),
    );
    const first = await renderBalancesPage();
    await waitForBalances();
    await first.user.type(amountInput(), '0.25');
    await first.user.click(screen.getByRole('button', { name: 'Review deposit' }));
    await first.user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Deposit' }));

    const pending = await screen.findByTestId('pending-transactions');
    expect(pending).toHaveTextContent('Deposit of 0.25 BNB');
    await waitFor(() => expect(pending).toHaveTextContent(/not recorded yet after 1 attempt \(Service Unavailable\)/));
    expect(
      await screen.findByText(/not recorded yet \(Service Unavailable\)\. Trying again in 2 seconds/),
    ).toBeInTheDocument();
    const stored = JSON.parse(localStorage.getItem(PENDING_STORAGE_KEY) ?? 'null') as {
      entries: Array<{ hash: string; stage: string }>;
    };
    expect(stored.entries).toHaveLength(1);
    expect(stored.entries[0]?.stage).toBe('recording');
    const hash = stored.entries[0]?.hash;

    // The page goes away (a reload); the backend recovers meanwhile.
    first.unmount();
    server.resetHandlers();
    answerSendTransaction();
    const posts = recordTransactionPosts();
    await renderBalancesPage();
    expect(await screen.findByText('Deposit of 0.25 BNB succeeded.', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(posts).toEqual([expect.objectContaining({ type: 1, hash, amount: '0.25' })]);
    expect(getFixtureDb().findTransactionByHash(hash as string)?.status).toBe(3);
    // No longer followed; kept among the finished for the account dialog.
    expect(new PendingStore().getAll()).toEqual([]);
  });

  it('says so when the user declines in the wallet, and records nothing', async () => {
    answerSendTransaction({ reject: true });
    const posts = recordTransactionPosts();
    const { user } = await renderBalancesPage();
    await waitForBalances();
    await user.type(amountInput(), '0.1');
    await user.click(screen.getByRole('button', { name: 'Review deposit' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Deposit' }));
    expect(
      await within(dialog).findByText('You declined the transaction in your wallet. Nothing was sent.'),
    ).toBeInTheDocument();
    expect(posts).toEqual([]);
    expect(new PendingStore().getAll()).toEqual([]);
  });

  it('refuses to review when the node says the deposit would fail, with the contract\u2019s reason', async () => {
    answerRpcError('eth_estimateGas', { code: 3, message: 'execution reverted: Deposits are paused', data: '0x' });
    const sent = answerSendTransaction();
    const { user } = await renderBalancesPage();
    await waitForBalances();
    await user.type(amountInput(), '0.5');
    expect(await screen.findByTestId('deposit-fee-problem', {}, { timeout: 5000 })).toHaveTextContent(
      'The network says this deposit would fail: Deposits are paused. Nothing was sent.',
    );
    await user.click(screen.getByRole('button', { name: 'Review deposit' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });

  it('says before Review that a USDT deposit needs BNB for its fee, naming how much', async () => {
    setNativeBalance(1_000n);
    const { user } = await renderBalancesPage();
    await user.click(await screen.findByRole('button', { name: 'USDT' }));
    expect(await screen.findByTestId('deposit-needs-bnb', {}, { timeout: 5000 })).toHaveTextContent(
      /needs BNB for its network fee, about 0\.000\d+ BNB, and your wallet holds 0\.000000000000001 BNB/,
    );
  });

  it('keeps Confirm off after a wallet error that may follow the broadcast, while the chain is searched', async () => {
    answerRpcError('eth_sendTransaction', { code: -32603, message: 'Request timed out' });
    const { user } = await renderBalancesPage();
    await waitForBalances();
    await user.type(amountInput(), '0.5');
    await user.click(screen.getByRole('button', { name: 'Review deposit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm the deposit' });
    await user.click(within(dialog).getByRole('button', { name: 'Deposit' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      /Your wallet did not say whether it sent the deposit \(.*\)\. The app is looking for it on the network/,
    );
    expect(within(dialog).getByRole('button', { name: 'Deposit' })).toBeDisabled();
    const stored = JSON.parse(localStorage.getItem(PENDING_STORAGE_KEY) ?? 'null') as {
      entries: Array<{ stage: string; nonce: number; hash: string | null }>;
    };
    expect(stored.entries).toEqual([expect.objectContaining({ stage: 'sending', hash: null })]);
  });
});

describe('BalancesPage: an earlier deposit not found yet', () => {
  /** A marker of the demo wallet written `ageMs` ago, at a nonce the chain has not reached. */
  function storeOldMarker(ageMs: number) {
    const marker = new PendingStore();
    marker.put({
      key: `deposit:97:${DEMO_WALLET_ADDRESS.toLowerCase()}:50`,
      kind: 'deposit',
      stage: 'sending',
      hash: null,
      txId: null,
      wallet: DEMO_WALLET_ADDRESS,
      chainId: 97,
      currency: 'BNB',
      amount: '0.2',
      toCurrency: null,
      createdAt: Date.now() - ageMs,
      attempts: 0,
      lastError: null,
      nonce: 50,
      fromBlock: null,
    });
  }

  it('holds Confirm for two minutes, then lets the user send anyway once they tick it', async () => {
    storeOldMarker(3 * 60_000);
    const { user } = await renderBalancesPage();
    await waitForBalances();
    await user.type(amountInput(), '0.5');
    await user.click(screen.getByRole('button', { name: 'Review deposit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm the deposit' });
    expect(within(dialog).getByTestId('marker-hold')).toHaveTextContent(
      /not been found on the network after 3 minutes/,
    );
    expect(within(dialog).getByRole('button', { name: 'Deposit' })).toBeDisabled();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Send this deposit anyway' }));
    expect(within(dialog).getByRole('button', { name: 'Deposit' })).toBeEnabled();
  });

  it('holds Confirm with no way around it while the marker is fresh', async () => {
    storeOldMarker(10_000);
    const { user } = await renderBalancesPage();
    await waitForBalances();
    await user.type(amountInput(), '0.5');
    await user.click(screen.getByRole('button', { name: 'Review deposit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm the deposit' });
    expect(within(dialog).getByTestId('marker-hold')).toHaveTextContent(/still being looked for/);
    expect(within(dialog).queryByRole('checkbox')).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Deposit' })).toBeDisabled();
  });

  it("'I did not send it' asks first, and only then forgets the deposit", async () => {
    storeOldMarker(10_000);
    const { user } = await renderBalancesPage();
    const pending = await screen.findByTestId('pending-transactions');
    await user.click(await within(pending).findByRole('button', { name: 'I did not send it' }));
    const question = within(pending).getByRole('alertdialog', { name: 'I did not send it' });
    expect(question).toHaveTextContent(/only if your wallet shows no such transaction/);
    await user.click(within(question).getByRole('button', { name: 'Keep following it' }));
    expect(new PendingStore().getAll()).toHaveLength(1);
    await user.click(within(pending).getByRole('button', { name: 'I did not send it' }));
    await user.click(within(pending).getByRole('button', { name: 'Forget it' }));
    await waitFor(() => expect(within(pending).getByText('Nothing is on its way.')).toBeInTheDocument());
    expect(new PendingStore().getFinished()[0]).toMatchObject({ outcome: 'dismissed' });
  });
});

describe('BalancesPage: what blocks an action', () => {
  it('another account than the verified wallet: says which, and how to fix it', async () => {
    await renderBalancesPage({ accounts: [TEST_WALLET_ADDRESS] });
    const block = await screen.findByTestId('action-block');
    expect(block).toHaveTextContent('Your wallet is connected with 0xd2…507B, but your verified wallet is 0xfe…32f9');
    expect(screen.getByRole('button', { name: 'Review deposit' })).toBeDisabled();
  });

  it('a disconnected wallet: asks to connect the verified one', async () => {
    await renderBalancesPage({ connectWallet: false });
    expect(await screen.findByTestId('action-block')).toHaveTextContent('Connect your verified wallet (0xfe…32f9)');
  });

  it('the wrong network: offers to switch, then lets the action through', async () => {
    // The wallet knows both chains and connects on the testnet (97); the deployment offers only 56.
    const wagmiConfig = createTestWagmiConfig([DEMO_WALLET_ADDRESS]);
    installTestConfig({ chains: [56] });
    const view = await renderBalancesPage({ wagmiConfig });
    await view.user.click(screen.getByRole('tab', { name: 'Withdraw' }));
    const block = await screen.findByTestId('action-block');
    expect(block).toHaveTextContent('Your wallet is on a network this app does not support');
    expect(screen.getByRole('button', { name: 'Review withdrawal' })).toBeDisabled();
    await view.user.click(within(block).getByRole('button', { name: 'Switch to BNB Smart Chain' }));
    await waitFor(() => expect(screen.queryByTestId('action-block')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Review withdrawal' })).toBeEnabled();
  });
});

/** The node answers eth_getCode for `address` with `code`; returns how often it was asked. */
function answerCodeAt(address: Address, code: Hex): { asked: number } {
  const count = { asked: 0 };
  server.use(
    http.post(RPC97, async ({ request }) => {
      const body = (await request.clone().json()) as { id: number; method: string; params: [string] };
      if (body.method !== 'eth_getCode' || body.params[0].toLowerCase() !== address.toLowerCase()) return undefined;
      count.asked += 1;
      return HttpResponse.json({ jsonrpc: '2.0', id: body.id, result: code });
    }),
  );
  return count;
}

/** The demo wallet connected through wagmi's Safe connector, as inside the Safe{Wallet} app. */
function safeAppWagmiConfig() {
  const safeConnector: CreateConnectorFn = (config) => ({
    ...mock({ accounts: [DEMO_WALLET_ADDRESS] })(config),
    id: 'safe',
    name: 'Safe',
    type: 'safe',
  });
  const chains = chainsFor(getConfig());
  return createConfig({
    chains,
    connectors: [safeConnector],
    transports: Object.fromEntries(chains.map((chain) => [chain.id, wagmiHttp(chain.rpcUrls.default.http[0])])),
    multiInjectedProviderDiscovery: false,
    storage: null,
    ssr: false,
  });
}

const SAFE_REFUSAL = 'Deposits can’t be made from a Safe or another smart-contract account';

describe('BalancesPage: deposits from a Safe or another contract account', () => {
  it('refuses them up front with the reason and no Review, reads the code once, and still lets a withdrawal through', async () => {
    const code = answerCodeAt(DEMO_WALLET_ADDRESS, '0x608060405273ffffffffffffffffffffffffffffffffffffffff6000');
    const view = await renderBalancesPage();
    await waitFor(() => expect(screen.getByTestId('action-block')).toHaveTextContent(SAFE_REFUSAL));
    expect(screen.getByTestId('action-block')).toHaveTextContent('Withdrawals and swaps work as usual.');
    expect(screen.queryByRole('button', { name: 'Review deposit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Amount' })).not.toBeInTheDocument();

    await view.user.click(screen.getByRole('tab', { name: 'Withdraw' }));
    expect(screen.queryByTestId('action-block')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Review withdrawal' })).toBeEnabled();
    await view.user.click(screen.getByRole('tab', { name: 'Deposit' }));
    expect(screen.getByTestId('action-block')).toHaveTextContent(SAFE_REFUSAL);
    expect(code.asked).toBe(1);
  });

  it('refuses them through the Safe connector even where the address has no code yet', async () => {
    await renderBalancesPage({ wagmiConfig: safeAppWagmiConfig() });
    await waitFor(() => expect(screen.getByTestId('action-block')).toHaveTextContent(SAFE_REFUSAL));
    expect(screen.queryByRole('button', { name: 'Review deposit' })).not.toBeInTheDocument();
  });

  it('lets an ordinary account deposit when the node cannot say whether there is code', async () => {
    answerRpcError('eth_getCode', { code: -32603, message: 'internal error' });
    await renderBalancesPage();
    // viem retries an internal error (3 times, from 150 ms apart) before the read fails.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Review deposit' })).toBeEnabled(), {
      timeout: 5000,
    });
    expect(screen.queryByTestId('action-block')).not.toBeInTheDocument();
  });
});

describe('BalancesPage: withdraw', () => {
  it.each([
    ['', 'Enter an amount.'],
    ['abc', 'Enter the amount in digits'],
    ['-1', 'The amount can’t be negative.'],
    ['0', 'The amount must be more than 0.'],
    ['1,234', 'This could be read two ways.'],
    ['0.0000000000000000001', 'BNB amounts have at most 18 decimal places.'],
    ['2.6', 'That is more than you have: at most 2.5 BNB.'],
  ])('refuses %j with its own message', async (typed, message) => {
    const { user } = await renderBalancesPage();
    await user.click(screen.getByRole('tab', { name: 'Withdraw' }));
    await waitForBalances();
    if (typed) await user.type(amountInput(), typed);
    await user.click(screen.getByRole('button', { name: 'Review withdrawal' }));
    expect(amountInput()).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('posts a WITHDRAW once however fast Confirm is clicked, and follows it to Successful', async () => {
    const posts = recordTransactionPosts();
    const { user } = await renderBalancesPage();
    await user.click(screen.getByRole('tab', { name: 'Withdraw' }));
    await waitForBalances();
    await user.type(amountInput(), '1');
    await user.click(screen.getByRole('button', { name: 'Review withdrawal' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm the withdrawal' });
    // The full checksummed address the money comes to.
    expect(dialog).toHaveTextContent(DEMO_WALLET_ADDRESS);
    const confirm = within(dialog).getByRole('button', { name: 'Withdraw' });
    await user.dblClick(confirm);
    expect(await screen.findByText('Withdrawal of 1 BNB succeeded.', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(posts).toEqual([
      { type: 2, currency_symbol: 'BNB', amount: '1', wallet_address: DEMO_WALLET_ADDRESS, chain_id: 97 },
    ]);
    await waitFor(() => expect(within(row('BNB')).getByTestId('inapp-BNB')).toHaveTextContent('1.5 BNB'));
  });

  it('shows the server’s refusal as text in the dialog', async () => {
    server.use(
      http.post(`${STAKING}/api/transaction`, () =>
        HttpResponse.json({ error: '<b>Withdrawals paused</b>' }, { status: 400 }),
      ),
    );
    const { user } = await renderBalancesPage();
    await user.click(screen.getByRole('tab', { name: 'Withdraw' }));
    await waitForBalances();
    await user.type(amountInput(), '1');
    await user.click(screen.getByRole('button', { name: 'Review withdrawal' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    expect(
      await within(dialog).findByText('The withdrawal was not accepted: <b>Withdrawals paused</b>'),
    ).toBeInTheDocument();
  });
});

describe('BalancesPage: swap', () => {
  it('quotes the amount once typing settles, then posts a SWAP', async () => {
    const quotes: unknown[] = [];
    server.events.on('request:start', async ({ request }) => {
      if (request.url.endsWith('/api/user-balance/verify-swap-token')) quotes.push(await request.clone().json());
    });
    const posts = recordTransactionPosts();
    const { user } = await renderBalancesPage();
    await user.click(screen.getByRole('tab', { name: 'Swap' }));
    await waitForBalances();
    await user.type(amountInput(), '10.5');
    const quote = await screen.findByTestId('swap-quote', {}, { timeout: 5000 });
    // 10.5 USDT less the 0.3 % fee, at 10 VOTE per USDT, in whole votes.
    expect(quote).toHaveTextContent('You receive104 VOTE');
    expect(quote).toHaveTextContent('1 USDT = 10 VOTE');
    expect(quote).toHaveTextContent('0.031 USDT');
    expect(quotes).toEqual([
      { walletAddress: DEMO_WALLET_ADDRESS, fromCurrency: 'USDT', toCurrency: 'VOTE', amount: '10.5' },
    ]);

    await user.click(screen.getByRole('button', { name: 'Review swap' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm the swap' });
    await user.click(within(dialog).getByRole('button', { name: 'Swap' }));
    expect(
      await screen.findByText('Swap of 10.5 USDT to VOTE succeeded.', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(posts).toEqual([
      {
        type: 5,
        currency_symbol: 'USDT',
        to_currency_symbol: 'VOTE',
        amount: '10.5',
        wallet_address: DEMO_WALLET_ADDRESS,
        chain_id: 97,
      },
    ]);
    await waitFor(() => expect(within(row('VOTE')).getByTestId('inapp-VOTE')).toHaveTextContent('604 VOTE'));
  });

  it('shows the quote’s age; a quote older than 30 s is fetched again on Confirm, and a worse one must be confirmed again', async () => {
    const posts = recordTransactionPosts();
    const { user } = await renderBalancesPage();
    await user.click(screen.getByRole('tab', { name: 'Swap' }));
    await waitForBalances();
    await user.type(amountInput(), '10.5');
    await screen.findByTestId('swap-quote', {}, { timeout: 5000 });
    await user.click(screen.getByRole('button', { name: 'Review swap' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm the swap' });
    expect(within(dialog).getByTestId('swap-quote-age')).toHaveTextContent(/^Quote from (now|\d+ seconds? ago)$/);

    // 31 s later the quote has aged; the renewed one gives less.
    server.use(
      http.post(`${STAKING}/api/user-balance/verify-swap-token`, () =>
        HttpResponse.json({ valid: true, rate: '9', receiveAmount: '94', fee: '0.031' }),
      ),
    );
    const realNow = Date.now();
    const clock = jest.spyOn(Date, 'now').mockReturnValue(realNow + 31_000);
    try {
      await user.click(within(dialog).getByRole('button', { name: 'Swap' }));
      expect(await within(dialog).findByTestId('swap-quote-worse', {}, { timeout: 5000 })).toHaveTextContent(
        'you now receive 94 VOTE instead of 104 VOTE',
      );
      expect(dialog).toHaveTextContent('94 VOTE');
      expect(posts).toEqual([]);
      // Confirmed again: the renewed quote is fresh, the swap goes.
      await user.click(within(dialog).getByRole('button', { name: 'Swap' }));
      await waitFor(() => expect(posts).toHaveLength(1), { timeout: 5000 });
    } finally {
      clock.mockRestore();
    }
  });

  it('shows why a quote is not valid, as text, and does not let the swap through', async () => {
    server.use(
      http.post(`${STAKING}/api/user-balance/verify-swap-token`, () =>
        HttpResponse.json({
          valid: false,
          rate: '10',
          receiveAmount: '0',
          fee: '0',
          message: '<img src=x> No market today',
        }),
      ),
    );
    const { user } = await renderBalancesPage();
    await user.click(screen.getByRole('tab', { name: 'Swap' }));
    await waitForBalances();
    await user.type(amountInput(), '3');
    expect(await screen.findByTestId('swap-quote-invalid', {}, { timeout: 5000 })).toHaveTextContent(
      '<img src=x> No market today',
    );
    expect(document.querySelector('img[src="x"]')).toBeNull();
    expect(screen.getByRole('button', { name: 'Review swap' })).toBeDisabled();
  });
});

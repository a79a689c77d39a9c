import { act, screen, waitFor, within } from '@testing-library/react';
import { addListener, type UnknownAction } from '@reduxjs/toolkit';
import { http, HttpResponse } from 'msw';
import { hexToString, type Hex } from 'viem';
import { parseSiweMessage } from 'viem/siwe';
import { privateKeyToAccount } from 'viem/accounts';
import { createConfig, http as viemHttp, type Config } from 'wagmi';
import { mock } from 'wagmi/connectors';
import { connect } from 'wagmi/actions';
import type { User } from '@/api/staking/types';
import { getConfig } from '@/config/runtimeConfig';
import { storeTokens } from '@/lib/session';
import { chainsFor } from '@/lib/wallet/wagmiConfig';
import { ALICE_WALLET_PRIVATE_KEY, DEMO_WALLET_ADDRESS, DEMO_WALLET_PRIVATE_KEY } from '@/testing/mocks/constants';
import { server } from '@/testing/mocks/server';
import { STAKING, call, giveVerifiedWallet, signInAs } from '@/testing/mocks/testHelpers';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { installTestConfig, testContracts } from '@/testing/testConfig';
import { WalletButton } from './WalletButton';

const OTHER_ADDRESS = '0x1111111111111111111111111111111111111111';

// Dialog tests walk many steps with accessible queries over a large tree: slow under load.
jest.setTimeout(20_000);

beforeAll(async () => {
  await Promise.all([import('./WalletControls'), import('./SignInDialog'), import('./AccountDialog')]);
}, 30_000);

type MockFeatures = NonNullable<Parameters<typeof mock>[0]['features']>;

function walletConfig(
  features?: MockFeatures,
  accounts: readonly [`0x${string}`, ...`0x${string}`[]] = [DEMO_WALLET_ADDRESS],
): Config {
  const chains = chainsFor(getConfig());
  return createConfig({
    chains,
    connectors: [mock({ accounts, features })],
    transports: Object.fromEntries(chains.map((chain) => [chain.id, viemHttp(chain.rpcUrls.default.http[0])])),
    multiInjectedProviderDiscovery: false,
    storage: null,
    ssr: false,
  });
}

/**
 * wagmi's mock connector sends personal_sign to the chain node as eth_sign; the "node" here
 * signs with a real key (by default the demo wallet's), so the backend checks a real signature.
 * Returns the signatures made.
 */
function signWith(privateKey: Hex = DEMO_WALLET_PRIVATE_KEY): string[] {
  const account = privateKeyToAccount(privateKey);
  const signatures: string[] = [];
  server.use(
    http.post('http://rpc97.test', async ({ request }) => {
      const body = (await request.clone().json()) as { id: number; method: string; params: [string, Hex] };
      if (body.method !== 'eth_sign') return undefined;
      const signature = await account.signMessage({ message: { raw: body.params[1] } });
      signatures.push(signature);
      return HttpResponse.json({ jsonrpc: '2.0', id: body.id, result: signature });
    }),
  );
  return signatures;
}

async function signedInUser(username: 'demo' | 'alice' = 'demo'): Promise<User> {
  const tokens = signInAs(username);
  storeTokens(tokens);
  const { body } = await call<User>(`${STAKING}/api/auth/userinfo`, { token: tokens.access_token });
  return body;
}

async function connectSignedIn({
  features,
  user,
  walletVerified = false,
  accounts,
  config = walletConfig(features, accounts),
}: {
  features?: MockFeatures;
  user: User;
  walletVerified?: boolean;
  accounts?: readonly [`0x${string}`, ...`0x${string}`[]];
  config?: Config;
}) {
  const view = renderWithProviders(<WalletButton />, {
    wagmiConfig: config,
    preloadedState: { auth: { user, walletVerified } },
  });
  const actions: UnknownAction[] = [];
  view.store.dispatch(addListener({ predicate: () => true, effect: (action) => void actions.push(action) }));
  await screen.findByTestId('wallet-controls', {}, { timeout: 5000 });
  await act(async () => {
    await connect(config, { connector: config.connectors[0]! });
  });
  return { ...view, config, actions };
}

const sendButton = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: 'Send message' });

describe('SignInDialog', () => {
  it('opens by itself for an unverified wallet, waits for the nonce, verifies a real signature and closes; the signature never enters the store', async () => {
    const signatures = signWith();
    const user = await signedInUser('demo');
    const { store, actions } = await connectSignedIn({ user });
    const dialog = await screen.findByRole('dialog', { name: 'Verify your account' }, { timeout: 5000 });
    expect(
      within(dialog).getByText(/sign a message in your wallet to prove that you own this address/),
    ).toBeInTheDocument();
    await waitFor(() => expect(sendButton(dialog)).toBeEnabled());
    await act(async () => sendButton(dialog).click());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(store.getState().auth.walletVerified).toBe(true);
    expect(store.getState().auth.user?.wallet_address).toBe(DEMO_WALLET_ADDRESS);
    expect(signatures).toHaveLength(1);
    const everything = JSON.stringify(store.getState()) + JSON.stringify(actions);
    expect(everything).not.toContain(signatures[0]);
    expect(everything).not.toContain(signatures[0]!.slice(2, 42));
    // Verified: the account dialog does not offer it again.
    await act(async () => screen.getByTestId('account-button').click());
    const account = await screen.findByRole('dialog', { name: 'Your wallet' }, { timeout: 5000 });
    expect(within(account).queryByRole('button', { name: 'Verify' })).not.toBeInTheDocument();
  });

  it('keeps the button disabled until a nonce is obtained and while signing and verifying', async () => {
    signWith();
    let releaseNonce: () => void = () => undefined;
    server.use(
      http.post(`${STAKING}/api/auth/connect-wallet`, async () => {
        await new Promise<void>((resolve) => {
          releaseNonce = resolve;
        });
        return undefined;
      }),
    );
    let releaseVerify: () => void = () => undefined;
    server.use(
      http.post(`${STAKING}/api/auth/verify-wallet`, async () => {
        await new Promise<void>((resolve) => {
          releaseVerify = resolve;
        });
        return undefined;
      }),
    );
    const user = await signedInUser('demo');
    await connectSignedIn({ user });
    const dialog = await screen.findByRole('dialog', { name: 'Verify your account' }, { timeout: 5000 });
    expect(sendButton(dialog)).toBeDisabled();
    expect(within(dialog).getByRole('status')).toHaveTextContent('Preparing message...');
    await act(async () => releaseNonce());
    await waitFor(() => expect(sendButton(dialog)).toBeEnabled());
    await act(async () => sendButton(dialog).click());
    await waitFor(() => expect(within(dialog).getByRole('status')).toHaveTextContent('Verifying signature...'));
    expect(sendButton(dialog)).toBeDisabled();
    await act(async () => releaseVerify());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('returns silently to idle when the user rejects in the wallet', async () => {
    const user = await signedInUser('demo');
    const { store } = await connectSignedIn({ user, features: { signMessageError: true } });
    const dialog = await screen.findByRole('dialog', { name: 'Verify your account' }, { timeout: 5000 });
    await waitFor(() => expect(sendButton(dialog)).toBeEnabled());
    await act(async () => sendButton(dialog).click());
    await waitFor(() => expect(sendButton(dialog)).toBeEnabled());
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(store.getState().auth.walletVerified).toBe(false);
  });

  it.each([
    [
      'signing fails',
      { features: { signMessageError: new Error('Device locked') } },
      'The message could not be signed. Please try again.',
    ],
    [
      'the backend refuses the signature',
      { key: ALICE_WALLET_PRIVATE_KEY },
      'The signature could not be verified. Please try again.',
    ],
    ['the backend breaks', { verifyStatus: 500 }, 'Oops, something went wrong. Please try again.'],
  ] as const)('shows the error in bold when %s, and stays open', async (_, setup, text) => {
    signWith('key' in setup ? setup.key : undefined);
    if ('verifyStatus' in setup) {
      server.use(
        http.post(`${STAKING}/api/auth/verify-wallet`, () =>
          HttpResponse.json({ error: 'down' }, { status: setup.verifyStatus }),
        ),
      );
    }
    const user = await signedInUser('demo');
    const { store } = await connectSignedIn({ user, features: 'features' in setup ? setup.features : undefined });
    const dialog = await screen.findByRole('dialog', { name: 'Verify your account' }, { timeout: 5000 });
    await waitFor(() => expect(sendButton(dialog)).toBeEnabled());
    await act(async () => sendButton(dialog).click());
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(text);
    expect(alert).toHaveStyle({ fontWeight: 700 });
    expect(store.getState().auth.walletVerified).toBe(false);
    await waitFor(() => expect(sendButton(dialog)).toBeEnabled());
  });

  it('says when the message cannot be prepared, and tries again', async () => {
    server.use(
      http.post(`${STAKING}/api/auth/connect-wallet`, () => HttpResponse.json({ error: 'down' }, { status: 500 }), {
        once: true,
      }),
    );
    const user = await signedInUser('demo');
    await connectSignedIn({ user });
    const dialog = await screen.findByRole('dialog', { name: 'Verify your account' }, { timeout: 5000 });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'We could not prepare the message. Please try again.',
    );
    await act(async () => within(dialog).getByRole('button', { name: 'Try again' }).click());
    await waitFor(() => expect(sendButton(dialog)).toBeEnabled());
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('posts nothing and says so when the wallet answers with a signature that is not hex', async () => {
    let verifyPosts = 0;
    server.use(
      http.post('http://rpc97.test', async ({ request }) => {
        const body = (await request.clone().json()) as { id: number; method: string };
        if (body.method !== 'eth_sign') return undefined;
        return HttpResponse.json({ jsonrpc: '2.0', id: body.id, result: '0xabc' });
      }),
      http.post(`${STAKING}/api/auth/verify-wallet`, () => {
        verifyPosts += 1;
        return undefined;
      }),
    );
    const user = await signedInUser('demo');
    const { store } = await connectSignedIn({ user });
    const dialog = await screen.findByRole('dialog', { name: 'Verify your account' }, { timeout: 5000 });
    await waitFor(() => expect(sendButton(dialog)).toBeEnabled());
    await act(async () => sendButton(dialog).click());
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Your wallet returned a signature in an unexpected form, so nothing was sent. Please try again or use another wallet.',
    );
    expect(verifyPosts).toBe(0);
    expect(store.getState().auth.walletVerified).toBe(false);
  });

  it('replaces a verified wallet (update-wallet) for a user who connects another one', async () => {
    signWith();
    giveVerifiedWallet('alice', '0x84f21aC2bBc2D0BE8dB69CaD6BaAB5eD688AD759');
    const user = await signedInUser('alice');
    const paths: string[] = [];
    server.events.on('request:start', ({ request }) => void paths.push(new URL(request.url).pathname));
    const { store } = await connectSignedIn({ user, walletVerified: true });
    const dialog = await screen.findByRole('dialog', { name: 'Verify your account' }, { timeout: 5000 });
    await waitFor(() => expect(sendButton(dialog)).toBeEnabled());
    await act(async () => sendButton(dialog).click());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    server.events.removeAllListeners();
    expect(paths).toContain('/api/auth/update-wallet');
    expect(store.getState().auth.user?.wallet_address).toBe(DEMO_WALLET_ADDRESS);
  });

  it('does not open for a visitor who is not signed in', async () => {
    const config = walletConfig();
    renderWithProviders(<WalletButton />, { wagmiConfig: config });
    await screen.findByTestId('wallet-controls', {}, { timeout: 5000 });
    await act(async () => {
      await connect(config, { connector: config.connectors[0]! });
    });
    await screen.findByTestId('account-button');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('does not open for the verified wallet', async () => {
    giveVerifiedWallet('demo');
    const user = await signedInUser('demo');
    await connectSignedIn({ user, walletVerified: true });
    await screen.findByTestId('account-button');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('verification when the wallet changes account', () => {
  it('a verified wallet that switches account loses its verification and the new account is asked once; switching back asks the backend', async () => {
    giveVerifiedWallet('demo');
    const user = await signedInUser('demo');
    const { store, config, actions } = await connectSignedIn({
      user,
      walletVerified: true,
      accounts: [DEMO_WALLET_ADDRESS, OTHER_ADDRESS],
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    const connector = config.connectors[0]!;
    act(() => connector.onAccountsChanged([OTHER_ADDRESS]));
    const dialog = await screen.findByRole('dialog', { name: 'Verify your account' }, { timeout: 5000 });
    expect(store.getState().auth.walletVerified).toBe(false);
    expect(actions.map((a) => a.type)).toContain('auth/walletVerificationLost');
    await act(async () => within(dialog).getByRole('button', { name: 'Cancel' }).click());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // Back on the verified account: it holds again (the backend confirms), nobody is asked.
    act(() => connector.onAccountsChanged([DEMO_WALLET_ADDRESS]));
    await waitFor(() => expect(store.getState().auth.walletVerified).toBe(true));
    // And to the other account again: asked at most once per session, so no dialog this time.
    act(() => connector.onAccountsChanged([OTHER_ADDRESS]));
    await waitFor(() => expect(store.getState().auth.walletVerified).toBe(false));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(store.getState().wallet.verificationPrompted).toEqual([OTHER_ADDRESS.toLowerCase()]);
  });

  it('on a chain the configuration does not offer, says to switch network instead of asking the wallet to sign; then signs a message for the offered chain that expires in 10 minutes', async () => {
    // The wallet knows both chains (it starts on 97); this deployment offers mainnet only.
    const config = walletConfig();
    installTestConfig({ chains: [56], contracts: { 56: testContracts } });
    const account = privateKeyToAccount(DEMO_WALLET_PRIVATE_KEY);
    const signed: string[] = [];
    for (const rpc of ['http://rpc97.test', 'http://rpc56.test']) {
      server.use(
        http.post(rpc, async ({ request }) => {
          const body = (await request.clone().json()) as { id: number; method: string; params: [string, Hex] };
          if (body.method !== 'eth_sign') return undefined;
          signed.push(hexToString(body.params[1]));
          const signature = await account.signMessage({ message: { raw: body.params[1] } });
          return HttpResponse.json({ jsonrpc: '2.0', id: body.id, result: signature });
        }),
      );
    }
    const user = await signedInUser('demo');
    const { store } = await connectSignedIn({ user, config });
    const dialog = await screen.findByRole('dialog', { name: 'Verify your account' }, { timeout: 5000 });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Your wallet is on a network this site does not use. Switch to BNB Smart Chain to verify your account',
    );
    expect(within(dialog).queryByRole('button', { name: 'Send message' })).not.toBeInTheDocument();

    await act(async () => within(dialog).getByRole('button', { name: 'Switch to BNB Smart Chain' }).click());
    await waitFor(() => expect(sendButton(dialog)).toBeEnabled());
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(signed).toEqual([]);
    const before = Date.now();
    await act(async () => sendButton(dialog).click());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(store.getState().auth.walletVerified).toBe(true);
    expect(signed).toHaveLength(1);
    const message = parseSiweMessage(signed[0]!);
    expect(message.chainId).toBe(56);
    const lifetime = message.expirationTime!.getTime() - message.issuedAt!.getTime();
    expect(lifetime).toBe(10 * 60 * 1000);
    expect(message.issuedAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
  });
});

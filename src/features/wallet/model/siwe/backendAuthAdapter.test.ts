import { addListener, type UnknownAction } from '@reduxjs/toolkit';
import { http, HttpResponse } from 'msw';
import { privateKeyToAccount } from 'viem/accounts';
import { stakingApi } from '@/api/staking/stakingApi';
import { makeStore } from '@/app/store';
import { selectUser, selectWalletVerified, signedIn, storeTokens } from '@/lib/session';
import {
  ALICE_WALLET_ADDRESS,
  ALICE_WALLET_PRIVATE_KEY,
  DEMO_WALLET_ADDRESS,
  DEMO_WALLET_PRIVATE_KEY,
} from '@/testing/mocks/constants';
import { server } from '@/testing/mocks/server';
import { STAKING, signInAs } from '@/testing/mocks/testHelpers';
import { MALFORMED_SIGNATURE } from './adapter';
import { runSignIn } from './runSignIn';
import {
  initialSignInState,
  signInErrorMessageId,
  signInReducer,
  type SignInEvent,
  type SignInState,
} from './signInReducer';
import { createBackendAuthAdapter } from './backendAuthAdapter';

const demoAccount = privateKeyToAccount(DEMO_WALLET_PRIVATE_KEY);
const aliceAccount = privateKeyToAccount(ALICE_WALLET_PRIVATE_KEY);

/** A signed-in store as the app has it after start-up, recording every action. */
async function signedInStore(username: 'demo' | 'alice') {
  storeTokens(signInAs(username));
  const { store } = makeStore({ persist: false });
  const actions: UnknownAction[] = [];
  store.dispatch(addListener({ predicate: () => true, effect: (action) => void actions.push(action) }));
  const user = await store.dispatch(stakingApiUserInfo()).unwrap();
  store.dispatch(signedIn({ user }));
  return { store, actions };
}

function stakingApiUserInfo() {
  return stakingApi.endpoints.getUserInfo.initiate(undefined, { subscribe: false, forceRefetch: true });
}

function harness() {
  let state: SignInState = initialSignInState;
  const dispatch = (event: SignInEvent) => {
    state = signInReducer(state, event);
  };
  return {
    dispatch,
    get state() {
      return state;
    },
  };
}

function expectNoSecretIn(
  store: ReturnType<typeof makeStore>['store'],
  actions: UnknownAction[],
  signatures: string[],
) {
  const everything = JSON.stringify(store.getState()) + JSON.stringify(actions);
  expect(signatures.length).toBeGreaterThan(0);
  for (const signature of signatures) {
    expect(everything).not.toContain(signature);
    expect(everything).not.toContain(signature.slice(2, 40));
  }
}

describe('createBackendAuthAdapter', () => {
  it('getNonce asks connect-wallet and keeps no mutation behind', async () => {
    const { store } = await signedInStore('demo');
    const adapter = createBackendAuthAdapter({ dispatch: store.dispatch, getState: store.getState });
    const nonce = await adapter.getNonce();
    expect(nonce).toMatch(/^[a-zA-Z0-9]{8,}$/);
    expect(store.getState().stakingApi.mutations).toEqual({});
  });

  it('createMessage builds the EIP-4361 message for this page and the wallet chain', async () => {
    const { store } = await signedInStore('demo');
    const adapter = createBackendAuthAdapter({ dispatch: store.dispatch, getState: store.getState });
    const message = adapter.createMessage({ address: DEMO_WALLET_ADDRESS, chainId: 56, nonce: 'abcdefgh12' });
    expect(message).toContain(
      `${window.location.host} wants you to sign in with your Ethereum account:\n${DEMO_WALLET_ADDRESS}`,
    );
    expect(message).toContain(`URI: ${window.location.origin}`);
    expect(message).toContain('Chain ID: 56');
    expect(message).toContain('Nonce: abcdefgh12');
  });

  it('verifies a first wallet with verify-wallet, marks it verified and refreshes the user; the signature never enters the store', async () => {
    const { store, actions } = await signedInStore('demo');
    expect(selectUser(store.getState())?.wallet_address).toBeNull();
    const paths: string[] = [];
    server.events.on('request:start', ({ request }) => void paths.push(new URL(request.url).pathname));
    const adapter = createBackendAuthAdapter({ dispatch: store.dispatch, getState: store.getState });
    const signatures: string[] = [];
    const h = harness();
    const outcome = await runSignIn({
      adapter,
      signMessage: async ({ message }) => {
        const signature = await demoAccount.signMessage({ message });
        signatures.push(signature);
        return signature;
      },
      address: DEMO_WALLET_ADDRESS,
      chainId: 97,
      dispatch: h.dispatch,
    });
    server.events.removeAllListeners();
    expect(outcome).toBe('done');
    expect(paths).toEqual(['/api/auth/connect-wallet', '/api/auth/verify-wallet', '/api/auth/userinfo']);
    expect(selectWalletVerified(store.getState())).toBe(true);
    expect(selectUser(store.getState())?.wallet_address).toBe(DEMO_WALLET_ADDRESS);
    expect(actions.map((a) => a.type)).toEqual(
      expect.arrayContaining(['auth/walletVerificationChecked', 'auth/userProfileLoaded']),
    );
    expectNoSecretIn(store, actions, signatures);
  });

  it('replaces a verified wallet with update-wallet', async () => {
    const { store, actions } = await signedInStore('alice');
    expect(selectUser(store.getState())?.wallet_address).toBe(ALICE_WALLET_ADDRESS);
    // Alice moves to a new wallet (no account has verified the demo wallet).
    const paths: string[] = [];
    server.events.on('request:start', ({ request }) => void paths.push(new URL(request.url).pathname));
    const adapter = createBackendAuthAdapter({ dispatch: store.dispatch, getState: store.getState });
    const signatures: string[] = [];
    const h = harness();
    const outcome = await runSignIn({
      adapter,
      signMessage: async ({ message }) => {
        const signature = await demoAccount.signMessage({ message });
        signatures.push(signature);
        return signature;
      },
      address: DEMO_WALLET_ADDRESS,
      chainId: 97,
      dispatch: h.dispatch,
    });
    server.events.removeAllListeners();
    expect(outcome).toBe('done');
    expect(paths).toContain('/api/auth/update-wallet');
    expect(paths).not.toContain('/api/auth/verify-wallet');
    expect(selectUser(store.getState())?.wallet_address).toBe(DEMO_WALLET_ADDRESS);
    expectNoSecretIn(store, actions, signatures);
  });

  it('resolves false (verifying_error) when the backend refuses the signature', async () => {
    const { store, actions } = await signedInStore('demo');
    const adapter = createBackendAuthAdapter({ dispatch: store.dispatch, getState: store.getState });
    const signatures: string[] = [];
    const h = harness();
    // Signed by another key than the address the message names.
    const outcome = await runSignIn({
      adapter,
      signMessage: async ({ message }) => {
        const signature = await aliceAccount.signMessage({ message });
        signatures.push(signature);
        return signature;
      },
      address: DEMO_WALLET_ADDRESS,
      chainId: 97,
      dispatch: h.dispatch,
    });
    expect(outcome).toBe('failed');
    expect(h.state.error).toBe('verifying_error');
    expect(selectWalletVerified(store.getState())).toBe(false);
    expect(actions.map((a) => a.type)).not.toContain('auth/walletVerificationChecked');
    expectNoSecretIn(store, actions, signatures);
  });

  it('rejects (oops_error) when the backend breaks', async () => {
    server.use(
      http.post(`${STAKING}/api/auth/verify-wallet`, () => HttpResponse.json({ error: 'boom' }, { status: 500 })),
    );
    const { store } = await signedInStore('demo');
    const adapter = createBackendAuthAdapter({ dispatch: store.dispatch, getState: store.getState });
    const h = harness();
    await runSignIn({
      adapter,
      signMessage: ({ message }) => demoAccount.signMessage({ message }),
      address: DEMO_WALLET_ADDRESS,
      chainId: 97,
      dispatch: h.dispatch,
    });
    expect(h.state.error).toBe('oops_error');
    expect(selectWalletVerified(store.getState())).toBe(false);
  });

  it.each([
    ['no digits', '0x'],
    ['an odd number of digits', '0xabc'],
    ['a non-hex digit', `0x${'zz'.repeat(65)}`],
    ['no 0x prefix', 'ab'.repeat(65)],
  ])('posts nothing and says why when the wallet returns a signature with %s (SPEC.md section 5)', async (_, bad) => {
    const { store } = await signedInStore('demo');
    const paths: string[] = [];
    server.events.on('request:start', ({ request }) => void paths.push(new URL(request.url).pathname));
    const adapter = createBackendAuthAdapter({ dispatch: store.dispatch, getState: store.getState });
    const h = harness();
    const outcome = await runSignIn({
      adapter,
      signMessage: async () => bad as `0x${string}`,
      address: DEMO_WALLET_ADDRESS,
      chainId: 97,
      dispatch: h.dispatch,
    });
    // Called directly, the adapter refuses it too, before any request.
    const message = adapter.createMessage({ address: DEMO_WALLET_ADDRESS, chainId: 97, nonce: 'abcdefgh12' });
    await expect(adapter.verify({ message, signature: bad as `0x${string}` })).rejects.toThrow(MALFORMED_SIGNATURE);
    server.events.removeAllListeners();
    expect(outcome).toBe('failed');
    expect(paths).toEqual(['/api/auth/connect-wallet']);
    expect(h.state).toMatchObject({ status: 'idle', error: 'signing_error', malformedSignature: true });
    expect(signInErrorMessageId('signing_error', h.state.malformedSignature)).toBe(
      'wallet.signIn.error.malformedSignature',
    );
    expect(selectWalletVerified(store.getState())).toBe(false);
  });

  it('reports preparing_error when no nonce can be had', async () => {
    server.use(
      http.post(`${STAKING}/api/auth/connect-wallet`, () => HttpResponse.json({ error: 'down' }, { status: 503 })),
    );
    const { store } = await signedInStore('demo');
    const adapter = createBackendAuthAdapter({ dispatch: store.dispatch, getState: store.getState });
    const h = harness();
    const signMessage = jest.fn();
    await runSignIn({ adapter, signMessage, address: DEMO_WALLET_ADDRESS, chainId: 97, dispatch: h.dispatch });
    expect(h.state.error).toBe('preparing_error');
    expect(signMessage).not.toHaveBeenCalled();
  });
});

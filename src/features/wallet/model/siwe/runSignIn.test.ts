import { UserRejectedRequestError, verifyMessage } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { NO_AUTHENTICATION_ADAPTER, requireAdapter, type AuthenticationAdapter } from './adapter';
import { createBrowserMessageFactory } from './createSiweMessage';
import { loadNonce, runSignIn } from './runSignIn';
import { initialSignInState, signInReducer, type SignInEvent, type SignInState } from './signInReducer';

const account = privateKeyToAccount(generatePrivateKey());

function harness() {
  let state: SignInState = initialSignInState;
  const events: SignInEvent['type'][] = [];
  const dispatch = (event: SignInEvent) => {
    events.push(event.type);
    state = signInReducer(state, event);
  };
  return {
    dispatch,
    events,
    get state() {
      return state;
    },
  };
}

/** A backend stand-in: issues nonces and checks the signature really recovers to the address. */
function fakeAdapter(overrides: Partial<AuthenticationAdapter> = {}) {
  let counter = 0;
  const adapter: AuthenticationAdapter = {
    getNonce: jest.fn(async () => `nonce${String(++counter).padStart(4, '0')}`),
    createMessage: jest.fn(createBrowserMessageFactory({ now: () => new Date('2026-11-21T00:00:00Z') })),
    verify: jest.fn(async ({ message, signature }) => verifyMessage({ address: account.address, message, signature })),
    ...overrides,
  };
  return adapter;
}

const signMessage = jest.fn(({ message }: { message: string }) => account.signMessage({ message }));

describe('requireAdapter', () => {
  it('throws the SPEC.md usage error without an adapter', () => {
    expect(() => requireAdapter(undefined)).toThrow(new Error(NO_AUTHENTICATION_ADAPTER));
    expect(() => requireAdapter(null)).toThrow('No authentication adapter found');
    const adapter = fakeAdapter();
    expect(requireAdapter(adapter)).toBe(adapter);
  });
});

describe('loadNonce', () => {
  it('makes the nonce ready', async () => {
    const h = harness();
    await expect(loadNonce({ adapter: fakeAdapter(), dispatch: h.dispatch })).resolves.toBe('nonce0001');
    expect(h.state.nonce).toEqual({ status: 'ready', value: 'nonce0001' });
  });

  it.each([
    ['a failing request', async () => Promise.reject(new Error('500'))],
    ['an empty nonce', async () => ''],
  ])('reports preparing_error for %s', async (_, getNonce) => {
    const h = harness();
    await expect(loadNonce({ adapter: fakeAdapter({ getNonce }), dispatch: h.dispatch })).resolves.toBeUndefined();
    expect(h.state).toEqual({ status: 'idle', nonce: { status: 'error' }, error: 'preparing_error' });
  });
});

describe('runSignIn', () => {
  it('signs the message, has it verified and ends done (the dialog closes)', async () => {
    const h = harness();
    const adapter = fakeAdapter();
    const nonce = await loadNonce({ adapter, dispatch: h.dispatch });
    const outcome = await runSignIn({
      adapter,
      signMessage,
      address: account.address,
      chainId: 97,
      dispatch: h.dispatch,
      nonce,
    });
    expect(outcome).toBe('done');
    expect(h.state.status).toBe('done');
    expect(h.events).toEqual(['NONCE_REQUESTED', 'NONCE_RECEIVED', 'SIGN_REQUESTED', 'SIGNATURE_RECEIVED', 'VERIFIED']);
    expect(adapter.createMessage).toHaveBeenCalledWith({ address: account.address, chainId: 97, nonce: 'nonce0001' });
    const [{ message }] = signMessage.mock.calls.at(-1)!;
    expect(message).toContain('Nonce: nonce0001');
    expect(message).toContain('Chain ID: 97');
  });

  it('fetches the nonce first when none is given', async () => {
    const h = harness();
    await expect(
      runSignIn({ adapter: fakeAdapter(), signMessage, address: account.address, chainId: 56, dispatch: h.dispatch }),
    ).resolves.toBe('done');
    expect(h.events.slice(0, 2)).toEqual(['NONCE_REQUESTED', 'NONCE_RECEIVED']);
  });

  it.each([
    ['code 4001', Object.assign(new Error('denied'), { code: 4001 })],
    ["viem's UserRejectedRequestError", new UserRejectedRequestError(new Error('x'))],
  ])('returns silently to idle when the user rejects (%s)', async (_, error) => {
    const h = harness();
    const adapter = fakeAdapter();
    const nonce = await loadNonce({ adapter, dispatch: h.dispatch });
    const outcome = await runSignIn({
      adapter,
      signMessage: () => Promise.reject(error),
      address: account.address,
      chainId: 97,
      dispatch: h.dispatch,
      nonce,
    });
    expect(outcome).toBe('rejected');
    expect(h.state).toEqual({ status: 'idle', nonce: { status: 'ready', value: 'nonce0001' } });
    expect(adapter.verify).not.toHaveBeenCalled();
  });

  it('reports signing_error when signing fails otherwise, keeping the nonce', async () => {
    const h = harness();
    const adapter = fakeAdapter();
    const nonce = await loadNonce({ adapter, dispatch: h.dispatch });
    await runSignIn({
      adapter,
      signMessage: () => Promise.reject(new Error('device locked')),
      address: account.address,
      chainId: 97,
      dispatch: h.dispatch,
      nonce,
    });
    expect(h.state).toMatchObject({
      status: 'idle',
      error: 'signing_error',
      nonce: { status: 'ready', value: 'nonce0001' },
    });
  });

  it('reports verifying_error when the backend refuses the signature, and loads a fresh nonce', async () => {
    const h = harness();
    const adapter = fakeAdapter({ verify: jest.fn(async () => false) });
    const nonce = await loadNonce({ adapter, dispatch: h.dispatch });
    await expect(
      runSignIn({ adapter, signMessage, address: account.address, chainId: 97, dispatch: h.dispatch, nonce }),
    ).resolves.toBe('failed');
    expect(h.state).toMatchObject({
      status: 'idle',
      error: 'verifying_error',
      nonce: { status: 'ready', value: 'nonce0002' },
    });
  });

  it('refuses a signature from another key (verifying_error)', async () => {
    const h = harness();
    const other = privateKeyToAccount(generatePrivateKey());
    await runSignIn({
      adapter: fakeAdapter(),
      signMessage: ({ message }) => other.signMessage({ message }),
      address: account.address,
      chainId: 97,
      dispatch: h.dispatch,
    });
    expect(h.state.error).toBe('verifying_error');
  });

  it('reports oops_error when the verify call itself breaks', async () => {
    const h = harness();
    const adapter = fakeAdapter({ verify: () => Promise.reject(new Error('network')) });
    await runSignIn({ adapter, signMessage, address: account.address, chainId: 97, dispatch: h.dispatch });
    expect(h.state).toMatchObject({ status: 'idle', error: 'oops_error', nonce: { status: 'ready' } });
  });

  it('reports preparing_error when the nonce or the message cannot be made', async () => {
    const noNonce = harness();
    const failingNonce = fakeAdapter({ getNonce: () => Promise.reject(new Error('401')) });
    await expect(
      runSignIn({
        adapter: failingNonce,
        signMessage,
        address: account.address,
        chainId: 97,
        dispatch: noNonce.dispatch,
      }),
    ).resolves.toBe('failed');
    expect(noNonce.state).toMatchObject({ status: 'idle', error: 'preparing_error' });
    expect(signMessage).not.toHaveBeenCalled();

    const badMessage = harness();
    const adapter = fakeAdapter({
      createMessage: () => {
        throw new Error('invalid nonce');
      },
    });
    await runSignIn({ adapter, signMessage, address: account.address, chainId: 97, dispatch: badMessage.dispatch });
    expect(badMessage.state).toMatchObject({ status: 'idle', error: 'preparing_error' });
    expect(signMessage).not.toHaveBeenCalled();
  });

  it('reports oops_error without an adapter or an account', async () => {
    const h = harness();
    await expect(
      runSignIn({ adapter: undefined, signMessage, address: account.address, chainId: 97, dispatch: h.dispatch }),
    ).resolves.toBe('failed');
    expect(h.state.error).toBe('oops_error');

    const noAccount = harness();
    await runSignIn({
      adapter: fakeAdapter(),
      signMessage,
      address: undefined,
      chainId: 97,
      dispatch: noAccount.dispatch,
    });
    expect(noAccount.state.error).toBe('oops_error');
    expect(signMessage).not.toHaveBeenCalled();
  });
});

import {
  initialSignInState,
  isSignInDisabled,
  SIGN_IN_ERROR_MESSAGE_IDS,
  signInReducer,
  type SignInEvent,
  type SignInState,
} from './signInReducer';
import messages from '@/locales/en-US/wallet.json';

const run = (events: SignInEvent[], from: SignInState = initialSignInState) => events.reduce(signInReducer, from);
const ready = run([{ type: 'NONCE_RECEIVED', nonce: 'abcdefgh1' }]);

describe('signInReducer', () => {
  it('starts idle, waiting for a nonce, with the button disabled', () => {
    expect(initialSignInState).toEqual({ status: 'idle', nonce: { status: 'loading' } });
    expect(isSignInDisabled(initialSignInState)).toBe(true);
  });

  it('enables the button once the nonce is ready', () => {
    expect(ready.nonce).toEqual({ status: 'ready', value: 'abcdefgh1' });
    expect(isSignInDisabled(ready)).toBe(false);
  });

  it('goes idle → signing → verifying → done, disabled all along', () => {
    const signing = signInReducer(ready, { type: 'SIGN_REQUESTED' });
    expect(signing.status).toBe('signing');
    expect(isSignInDisabled(signing)).toBe(true);
    const verifying = signInReducer(signing, { type: 'SIGNATURE_RECEIVED' });
    expect(verifying.status).toBe('verifying');
    expect(isSignInDisabled(verifying)).toBe(true);
    expect(signInReducer(verifying, { type: 'VERIFIED' }).status).toBe('done');
  });

  it('returns silently to idle on a user rejection', () => {
    const state = run([{ type: 'SIGN_REQUESTED' }, { type: 'USER_REJECTED' }], ready);
    expect(state).toEqual(ready);
  });

  it.each(['preparing_error', 'signing_error', 'verifying_error', 'oops_error'] as const)(
    'returns to idle with %s',
    (error) => {
      const state = run([{ type: 'SIGN_REQUESTED' }, { type: 'FAILED', error }], ready);
      expect(state).toMatchObject({ status: 'idle', error });
      expect(isSignInDisabled(state)).toBe(false);
      // The next attempt clears it.
      expect(signInReducer(state, { type: 'SIGN_REQUESTED' }).error).toBeUndefined();
    },
  );

  it('reports a failed nonce as preparing_error and clears it when asking again', () => {
    const failed = signInReducer(initialSignInState, { type: 'NONCE_FAILED' });
    expect(failed).toEqual({ status: 'idle', nonce: { status: 'error' }, error: 'preparing_error' });
    expect(signInReducer(failed, { type: 'NONCE_REQUESTED' })).toEqual(initialSignInState);
  });

  it('keeps a verifying error visible while a fresh nonce loads', () => {
    const failed = run(
      [{ type: 'SIGN_REQUESTED' }, { type: 'SIGNATURE_RECEIVED' }, { type: 'FAILED', error: 'verifying_error' }],
      ready,
    );
    const reloading = signInReducer(failed, { type: 'NONCE_REQUESTED' });
    expect(reloading).toMatchObject({ error: 'verifying_error', nonce: { status: 'loading' } });
  });

  it('ignores events out of order', () => {
    expect(signInReducer(initialSignInState, { type: 'SIGN_REQUESTED' })).toBe(initialSignInState); // no nonce yet
    expect(signInReducer(ready, { type: 'SIGNATURE_RECEIVED' })).toBe(ready);
    expect(signInReducer(ready, { type: 'VERIFIED' })).toBe(ready);
    expect(signInReducer(ready, { type: 'USER_REJECTED' })).toBe(ready);
    const signing = signInReducer(ready, { type: 'SIGN_REQUESTED' });
    expect(signInReducer(signing, { type: 'SIGN_REQUESTED' })).toBe(signing);
    const done = run([{ type: 'SIGNATURE_RECEIVED' }, { type: 'VERIFIED' }], signing);
    for (const event of [
      { type: 'FAILED', error: 'oops_error' },
      { type: 'NONCE_REQUESTED' },
      { type: 'NONCE_FAILED' },
      { type: 'NONCE_RECEIVED', nonce: 'x' },
    ] as SignInEvent[]) {
      expect(signInReducer(done, event)).toBe(done);
    }
    expect(signInReducer(done, { type: 'RESET' })).toEqual(initialSignInState);
  });

  it('has a message for every error kind', () => {
    for (const id of Object.values(SIGN_IN_ERROR_MESSAGE_IDS))
      expect((messages as Record<string, string>)[id]).toEqual(expect.any(String));
  });
});

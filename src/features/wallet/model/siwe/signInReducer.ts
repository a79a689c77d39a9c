// The sign-in dialog as a pure state machine (SPEC.md sections 2, 4 and 8); sending is possible
// only when idle with a nonce (isSignInDisabled).
// Steps and errors: docs/wallets.md#the-sign-in-dialog.

export type SignInStatus = 'idle' | 'signing' | 'verifying' | 'done';
export type SignInErrorKind = 'preparing_error' | 'signing_error' | 'verifying_error' | 'oops_error';

export interface NonceState {
  status: 'loading' | 'ready' | 'error';
  value?: string;
}

export interface SignInState {
  status: SignInStatus;
  nonce: NonceState;
  error?: SignInErrorKind;
  /** A signing_error because the wallet's signature was not strict hex (SPEC.md section 5). */
  malformedSignature?: boolean;
}

export type SignInEvent =
  | { type: 'NONCE_REQUESTED' }
  | { type: 'NONCE_RECEIVED'; nonce: string }
  | { type: 'NONCE_FAILED' }
  | { type: 'SIGN_REQUESTED' }
  | { type: 'SIGNATURE_RECEIVED' }
  | { type: 'USER_REJECTED' }
  | { type: 'FAILED'; error: SignInErrorKind; malformedSignature?: boolean }
  | { type: 'VERIFIED' }
  | { type: 'RESET' };

export const initialSignInState: SignInState = { status: 'idle', nonce: { status: 'loading' } };

/** Shown in bold under the button (SPEC.md section 8); texts in src/locales/{locale}/wallet.json. */
export const SIGN_IN_ERROR_MESSAGE_IDS: Readonly<Record<SignInErrorKind, string>> = {
  preparing_error: 'wallet.signIn.error.preparing',
  signing_error: 'wallet.signIn.error.signing',
  verifying_error: 'wallet.signIn.error.verifying',
  oops_error: 'wallet.signIn.error.oops',
};

/** The message under the button: a malformed signature says so, within SPEC.md's signing_error. */
export function signInErrorMessageId(error: SignInErrorKind, malformedSignature = false): string {
  return malformedSignature ? 'wallet.signIn.error.malformedSignature' : SIGN_IN_ERROR_MESSAGE_IDS[error];
}

function withoutError(state: SignInState): SignInState {
  const { error: _error, malformedSignature: _malformed, ...rest } = state;
  return rest;
}

export function signInReducer(state: SignInState, event: SignInEvent): SignInState {
  switch (event.type) {
    case 'NONCE_REQUESTED':
      if (state.status === 'done') return state;
      // A retry of a failed nonce clears its error; other errors stay until the next attempt.
      return { ...(state.error === 'preparing_error' ? withoutError(state) : state), nonce: { status: 'loading' } };
    case 'NONCE_RECEIVED':
      if (state.status === 'done') return state;
      return { ...state, nonce: { status: 'ready', value: event.nonce } };
    case 'NONCE_FAILED':
      if (state.status === 'done') return state;
      return { ...state, nonce: { status: 'error' }, error: 'preparing_error' };
    case 'SIGN_REQUESTED':
      if (state.status !== 'idle' || state.nonce.status !== 'ready') return state;
      return { ...withoutError(state), status: 'signing' };
    case 'SIGNATURE_RECEIVED':
      if (state.status !== 'signing') return state;
      return { ...state, status: 'verifying' };
    case 'USER_REJECTED':
      if (state.status !== 'signing') return state;
      return { ...withoutError(state), status: 'idle' };
    case 'FAILED':
      // From idle too: a missing adapter or account fails before any signing starts.
      if (state.status === 'done') return state;
      return {
        ...withoutError(state),
        status: 'idle',
        error: event.error,
        ...(event.malformedSignature ? { malformedSignature: true } : {}),
      };
    case 'VERIFIED':
      if (state.status !== 'verifying') return state;
      return { ...withoutError(state), status: 'done' };
    case 'RESET':
      return initialSignInState;
  }
}

export function isSignInDisabled(state: SignInState): boolean {
  return state.status !== 'idle' || state.nonce.status !== 'ready';
}

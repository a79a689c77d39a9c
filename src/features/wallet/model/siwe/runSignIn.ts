/**
 * The sign-in dialog's async work, driving signInReducer through `dispatch`. Adapter and signer
 * are injected (wagmi's signMessageAsync fits `signMessage`), so it is tested with fakes.
 */
import type { Address, Hex } from 'viem';
import { isUserRejection } from '@/lib/wallet/walletErrors';
import { isStrictHex } from '@/lib/wallet/strictHex';
import { MALFORMED_SIGNATURE, requireAdapter, type AuthenticationAdapter } from './adapter';
import type { SignInEvent } from './signInReducer';

export type SignInDispatch = (event: SignInEvent) => void;

/** Fetches a nonce; resolves it, or undefined after dispatching NONCE_FAILED. */
export async function loadNonce({
  adapter,
  dispatch,
}: {
  adapter: AuthenticationAdapter | null | undefined;
  dispatch: SignInDispatch;
}): Promise<string | undefined> {
  dispatch({ type: 'NONCE_REQUESTED' });
  try {
    const nonce = await requireAdapter(adapter).getNonce();
    if (typeof nonce !== 'string' || nonce.trim() === '') throw new Error('The nonce is empty.');
    dispatch({ type: 'NONCE_RECEIVED', nonce });
    return nonce;
  } catch {
    dispatch({ type: 'NONCE_FAILED' });
    return undefined;
  }
}

export type SignInOutcome = 'done' | 'rejected' | 'failed';

export interface RunSignInArgs {
  adapter: AuthenticationAdapter | null | undefined;
  signMessage: (args: { message: string }) => Promise<Hex>;
  address: Address | undefined;
  chainId: number | undefined;
  dispatch: SignInDispatch;
  /** The nonce already loaded (state.nonce.value); fetched first when absent. */
  nonce?: string;
}

/**
 * Maps each failure to its message (a rejection by the user is silent). After a verify attempt
 * the nonce may be spent, so a fresh one is loaded for the next try.
 */
export async function runSignIn({
  adapter,
  signMessage,
  address,
  chainId,
  dispatch,
  nonce,
}: RunSignInArgs): Promise<SignInOutcome> {
  let auth: AuthenticationAdapter;
  try {
    auth = requireAdapter(adapter);
  } catch {
    dispatch({ type: 'FAILED', error: 'oops_error' });
    return 'failed';
  }
  const usableNonce = nonce ?? (await loadNonce({ adapter: auth, dispatch }));
  if (!usableNonce) return 'failed';

  dispatch({ type: 'SIGN_REQUESTED' });
  if (!address || chainId === undefined) {
    dispatch({ type: 'FAILED', error: 'oops_error' });
    return 'failed';
  }

  let message: string;
  try {
    message = auth.createMessage({ address, chainId, nonce: usableNonce });
  } catch {
    dispatch({ type: 'FAILED', error: 'preparing_error' });
    return 'failed';
  }

  let signature: Hex;
  try {
    signature = await signMessage({ message });
  } catch (error) {
    if (isUserRejection(error)) {
      dispatch({ type: 'USER_REJECTED' });
      return 'rejected';
    }
    dispatch({ type: 'FAILED', error: 'signing_error' });
    return 'failed';
  }

  // SPEC.md section 5: a signature that is not strict hex is never posted (the nonce stays unspent).
  if (!isStrictHex(signature)) {
    dispatch({ type: 'FAILED', error: 'signing_error', malformedSignature: true });
    return 'failed';
  }

  dispatch({ type: 'SIGNATURE_RECEIVED' });
  let verified: boolean;
  try {
    verified = Boolean(await auth.verify({ message, signature }));
  } catch (error) {
    const malformed = error instanceof Error && error.message === MALFORMED_SIGNATURE;
    dispatch({ type: 'FAILED', error: malformed ? 'signing_error' : 'oops_error', malformedSignature: malformed });
    await loadNonce({ adapter: auth, dispatch });
    return 'failed';
  }
  if (!verified) {
    dispatch({ type: 'FAILED', error: 'verifying_error' });
    await loadNonce({ adapter: auth, dispatch });
    return 'failed';
  }
  dispatch({ type: 'VERIFIED' });
  return 'done';
}

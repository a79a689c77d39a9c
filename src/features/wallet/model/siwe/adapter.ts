// The contract of the authentication adapter the sign-in dialog talks to (SPEC.md section 3); the
// app wires the one on our backend (backendAuthAdapter.ts).
import type { Address, Hex } from 'viem';

/** SPEC.md section 8, usage errors. */
export const NO_AUTHENTICATION_ADAPTER = 'No authentication adapter found';

/** Thrown by an adapter handed a signature that is not strict hex (SPEC.md section 5): nothing was posted. */
export const MALFORMED_SIGNATURE = 'The wallet returned a signature that is not hex.';

export interface AuthenticationAdapter {
  getNonce(): Promise<string>;
  createMessage(args: { address: Address; chainId: number; nonce: string }): string;
  /** Resolves truthy when the backend accepted the signature, falsy when it refused it. */
  verify(args: { message: string; signature: Hex }): Promise<boolean>;
}

export function requireAdapter(adapter: AuthenticationAdapter | null | undefined): AuthenticationAdapter {
  if (!adapter) throw new Error(NO_AUTHENTICATION_ADAPTER);
  return adapter;
}

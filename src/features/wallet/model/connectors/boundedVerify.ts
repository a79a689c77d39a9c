// WalletConnect's Verify with a bounded wait. The SDK asks its verify host (a hidden iframe) for an
// attestation of our origin with each proposal and request, so wallets can show the domain as
// verified; unreachable (a network, an ad blocker) it held the QR code and every request 5 s.
import type { CreateConnectorFn } from 'wagmi';

/** How long a proposal or request waits for its attestation before it goes out unverified. */
export const VERIFY_WAIT_MS = 400;

/** The part of @walletconnect/core's Verify that the dapp side waits on. */
interface VerifyLike {
  register: (...args: never[]) => Promise<unknown>;
}

interface ProviderLike {
  signer?: { client?: { core?: { verify?: VerifyLike } } };
}

/** The host @walletconnect/core 2.25 asks (VERIFY_SERVER in its constants/verify.ts). */
export const VERIFY_HOST = 'https://verify.walletconnect.org';

const bounded = new WeakSet<object>();

/**
 * Whether the verify host answers: unknown at first; silent once a probe failed or an attestation
 * missed the wait (requests then go out at once, unasked, until a probe reaches the host again).
 */
type HostState = 'unknown' | 'silent' | 'answering';

/** A failed request to the verify host (refused, no network, blocked) tells it is silent. */
export async function probeVerifyHost(): Promise<boolean> {
  if (typeof fetch !== 'function') return true;
  try {
    await fetch(`${VERIFY_HOST}/v3/public-key`, { mode: 'no-cors', cache: 'no-store', credentials: 'omit' });
    return true;
  } catch {
    return false;
  }
}

/** The attestation if it comes within `waitMs`, else '' (which wallets read as unverified). */
function withinWait(attestation: Promise<unknown>, waitMs: number): Promise<unknown> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<string>((resolve) => {
    timer = setTimeout(() => resolve(''), waitMs);
  });
  return Promise.race([attestation, late]).finally(() => clearTimeout(timer));
}

export interface BoundVerifyOptions {
  waitMs?: number;
  /** Resolves false when the verify host cannot be reached at all; default: probeVerifyHost. */
  probe?: () => Promise<boolean>;
}

/** Bounds the provider's Verify registration; safe to call again. Returns whether it could. */
export function boundVerify(provider: unknown, options: BoundVerifyOptions = {}): boolean {
  const { waitMs = VERIFY_WAIT_MS, probe = probeVerifyHost } = options;
  const verify = (provider as ProviderLike | undefined)?.signer?.client?.core?.verify;
  if (!verify) return false;
  if (bounded.has(verify)) return true;
  let state: HostState = 'unknown';
  // A host that cannot be reached is not asked; a probe that reaches it makes the next request wait.
  const check = () =>
    void probe().then((reached) => {
      if (!reached) state = 'silent';
      else if (state === 'silent') state = 'unknown';
    });
  check();
  const register = verify.register.bind(verify);
  // The SDK's own 5 s abort still cleans up its iframe; only our wait is shorter.
  verify.register = async (...args) => {
    if (state === 'silent') {
      check();
      return '';
    }
    const attestation = register(...args).then(
      (value) => {
        if (typeof value === 'string' && value !== '') state = 'answering';
        return value;
      },
      () => '',
    );
    const value = await withinWait(attestation, waitMs);
    if (value === '') state = 'silent';
    return value;
  };
  bounded.add(verify);
  return true;
}

/** The connector `createConnector` makes, with its provider's verify lookup bounded once it exists. */
export function withBoundedVerify(createConnector: CreateConnectorFn): CreateConnectorFn {
  return (config) => {
    const inner = createConnector(config);
    return {
      ...inner,
      // Called on the connector wagmi builds from this object: that `this` goes on to the SDK's own.
      async getProvider(this: typeof inner, parameters) {
        const provider = await inner.getProvider.call(this, parameters);
        boundVerify(provider);
        return provider;
      },
    };
  };
}

// WalletConnect without its verify host: unreachable (a network, an ad blocker, our CSP) it held
// the QR code and every request 5 s, and the SDK has no option to turn it off. Wallets treat "no
// attestation" as unverified, as for any dapp without verify.
import type { CreateConnectorFn } from 'wagmi';

/** The part of @walletconnect/core's Verify that reaches the verify host. */
interface VerifyLike {
  register: (...args: never[]) => Promise<unknown>;
  resolve: (...args: never[]) => Promise<unknown>;
}

interface ProviderLike {
  signer?: { client?: { core?: { verify?: VerifyLike } } };
}

const silenced = new WeakSet<object>();

/** Makes the provider's verify answer at once; safe to call again. Returns whether it could. */
export function silenceVerify(provider: unknown): boolean {
  const verify = (provider as ProviderLike | undefined)?.signer?.client?.core?.verify;
  if (!verify) return false;
  if (silenced.has(verify)) return true;
  // An empty attestation: the proposal and requests go out at once, marked unverified.
  verify.register = async () => '';
  verify.resolve = async () => undefined;
  silenced.add(verify);
  return true;
}

type ConnectorFactoryArgs = Parameters<CreateConnectorFn>[0];

export function withoutVerify<fn extends CreateConnectorFn>(createConnector: fn): fn {
  const quiet = ((config: ConnectorFactoryArgs) => {
    const inner = createConnector(config);
    return {
      ...inner,
      async getProvider(this: unknown, parameters?: unknown) {
        const provider: unknown = await inner.getProvider.call(this as never, parameters as never);
        silenceVerify(provider);
        return provider;
      },
    };
  }) as unknown as fn;
  return quiet;
}

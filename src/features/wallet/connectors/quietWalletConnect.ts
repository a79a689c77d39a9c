/**
 * WalletConnect without WalletConnect's hosted side services. The SDK (2.25) asks its verify
 * host for an attestation before it publishes a proposal and before every request, through an
 * iframe it waits 5 s for when the host cannot be reached (blocked by a network, an ad blocker
 * or our CSP): the QR code then appeared 5.6 s after the click and each signature request
 * reached the wallet 5 s late. It has no option to turn verify off, so once the provider exists
 * its core's verify answers at once with "no attestation", which wallets treat as unverified,
 * as they do for any dapp without verify. Telemetry (pulse) is off through the provider's own
 * option (`telemetryEnabled: false`, set in createWalletConnectors.ts).
 */
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

/**
 * A stand-in for WalletConnect's Verify service in the browser tests. The SDK in the page opens a
 * hidden iframe at `${VERIFY_ORIGIN}/v3/attestation?projectId&origin&id&decryptedId`; the real
 * service answers with a page that posts `{type: 'verify_attestation', attestation}` to its parent,
 * the attestation an ES256 JWT of {id, origin, isVerified, isScam, exp} signed with the key the
 * service publishes at /v3/public-key. Here a key made for the run signs it, and the test wallet
 * is given the public key instead of fetching it. The app probes /v3/public-key (src/features/
 * wallet/model/connectors/boundedVerify.ts): answered here, refused when unreachable.
 */
import { webcrypto } from 'node:crypto';
import type { BrowserContext, Route } from 'playwright-core';

/** The host @walletconnect/core 2.25 asks (VERIFY_SERVER_V3 in its constants/verify.ts). */
export const VERIFY_ORIGIN = 'https://verify.walletconnect.org';

/** The public key as the service publishes it (P256KeyDataType of @walletconnect/utils). */
export type VerifyPublicKey = JsonWebKey;

export interface VerifyStandIn {
  readonly publicKey: VerifyPublicKey;
  /** The paths asked for so far (/v3/public-key, /v3/attestation), answered or not. */
  readonly asked: string[];
  /** Routes the verify host of `context`: answered as the service would, or unreachable. */
  route(context: BrowserContext, mode: 'answering' | 'unreachable'): Promise<void>;
}

const base64url = (bytes: Uint8Array | string) =>
  Buffer.from(typeof bytes === 'string' ? Buffer.from(bytes, 'utf8') : bytes).toString('base64url');

async function signJwt(privateKey: webcrypto.CryptoKey, payload: object): Promise<string> {
  const input = `${base64url(JSON.stringify({ alg: 'ES256', typ: 'JWT' }))}.${base64url(JSON.stringify(payload))}`;
  // WebCrypto's ECDSA signature is r || s, 64 bytes: the form the SDK's verifyP256Jwt reads.
  const signature = await webcrypto.subtle.sign(
    { name: 'ECDSA', hash: 'SHA-256' },
    privateKey,
    Buffer.from(input, 'utf8'),
  );
  return `${input}.${base64url(new Uint8Array(signature))}`;
}

/** The page the attestation iframe loads: it posts the signed attestation to our origin. */
function attestationPage(attestation: string, origin: string): string {
  const message = JSON.stringify(JSON.stringify({ type: 'verify_attestation', attestation }));
  return `<!doctype html><script>parent.postMessage(${message}, ${JSON.stringify(origin)});</script>`;
}

export async function startVerifyStandIn(): Promise<VerifyStandIn> {
  const keys = await webcrypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, ['sign', 'verify']);
  const publicKey = await webcrypto.subtle.exportKey('jwk', keys.publicKey);
  const asked: string[] = [];

  async function answer(route: Route): Promise<void> {
    const url = new URL(route.request().url());
    if (url.pathname === '/v3/public-key') {
      const expiresAt = Math.floor(Date.now() / 1000) + 3600;
      return route.fulfill({ contentType: 'application/json', body: JSON.stringify({ publicKey, expiresAt }) });
    }
    const id = url.searchParams.get('id');
    const origin = url.searchParams.get('origin');
    if (url.pathname !== '/v3/attestation' || !id || !origin) return route.abort('connectionrefused');
    const exp = Math.floor(Date.now() / 1000) + 3600;
    const attestation = await signJwt(keys.privateKey, { id, origin, isVerified: true, isScam: false, exp });
    return route.fulfill({ contentType: 'text/html', body: attestationPage(attestation, origin) });
  }

  return {
    publicKey,
    asked,
    async route(context, mode) {
      await context.route(
        (url) => url.origin === VERIFY_ORIGIN,
        (route) => {
          const url = new URL(route.request().url());
          asked.push(url.pathname);
          return mode === 'answering' ? answer(route) : route.abort('connectionrefused');
        },
      );
    },
  };
}

/**
 * EIP-6963 (multi injected provider discovery): a wallet announces `{ info, provider }` with an
 * `eip6963:announceProvider` event on window, and again whenever a dapp dispatches
 * `eip6963:requestProvider`.
 */
export interface Eip6963ProviderInfo {
  /** UUIDv4, the same for the whole page session. */
  uuid: string;
  name: string;
  /** RFC-2397 data URI, 96x96 or larger; SVG recommended. */
  icon: `data:image/${string}`;
  /** Reverse-DNS identifier of the wallet. */
  rdns: string;
}

export interface Eip6963ProviderDetail<TProvider = unknown> {
  info: Eip6963ProviderInfo;
  provider: TProvider;
}

export const ANNOUNCE_EVENT = 'eip6963:announceProvider';
export const REQUEST_EVENT = 'eip6963:requestProvider';

/** Announces now and on every request; returns a function that stops answering requests. */
export function announceProvider<TProvider>(
  detail: Eip6963ProviderDetail<TProvider>,
  target: EventTarget = window,
): () => void {
  const frozen = Object.freeze({ info: Object.freeze({ ...detail.info }), provider: detail.provider });
  const announce = (): void => {
    target.dispatchEvent(new CustomEvent(ANNOUNCE_EVENT, { detail: frozen }));
  };
  target.addEventListener(REQUEST_EVENT, announce);
  announce();
  return () => target.removeEventListener(REQUEST_EVENT, announce);
}

/** A random UUIDv4 (crypto.randomUUID where the page is a secure context, else getRandomValues). */
export function randomUuid(): string {
  const cryptoApi = globalThis.crypto;
  if (typeof cryptoApi?.randomUUID === 'function') return cryptoApi.randomUUID();
  const bytes = new Uint8Array(16);
  if (typeof cryptoApi?.getRandomValues === 'function') cryptoApi.getRandomValues(bytes);
  else for (let i = 0; i < bytes.length; i += 1) bytes[i] = Math.floor(Math.random() * 256);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

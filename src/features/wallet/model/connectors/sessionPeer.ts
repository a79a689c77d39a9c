// The wallet on the other side of a WalletConnect session, by its peer metadata. That comes from
// the wallet, so it is data: the name as text, the icon only a data: image or an https: URL.
export interface SessionPeer {
  name: string;
  /** A data:image/… URI or an https: URL; absent when the wallet sent neither. */
  icon?: string;
}

const MAX_NAME_LENGTH = 60;

export function safeIconUrl(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const url = value.trim();
  if (/^data:image\/(png|jpeg|gif|webp|svg\+xml)[;,]/i.test(url)) return url;
  try {
    return new URL(url).protocol === 'https:' ? url : undefined;
  } catch {
    return undefined;
  }
}

/** `provider.session` of @walletconnect/ethereum-provider (SessionTypes.Struct), read defensively. */
export function readSessionPeer(session: unknown): SessionPeer | null {
  const metadata = (session as { peer?: { metadata?: { name?: unknown; icons?: unknown } } } | null | undefined)?.peer
    ?.metadata;
  const name = typeof metadata?.name === 'string' ? metadata.name.trim().slice(0, MAX_NAME_LENGTH) : '';
  if (!name) return null;
  const icons = Array.isArray(metadata?.icons) ? metadata.icons : [];
  const icon = icons.map(safeIconUrl).find(Boolean);
  return icon ? { name, icon } : { name };
}

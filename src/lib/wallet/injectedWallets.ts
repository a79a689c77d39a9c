// EIP-6963 wallet announcements, collected from the start of the page so the connect dialog can
// list installed wallets before wagmi has loaded.
import { createListeners } from '@/lib/listeners';

/** What a wallet announces about itself (EIP-6963 `EIP6963ProviderInfo`). */
export interface AnnouncedWalletInfo {
  uuid: string;
  name: string;
  icon: string;
  rdns: string;
}

export interface AnnouncedWallet {
  info: AnnouncedWalletInfo;
  provider: unknown;
}

let announced: readonly AnnouncedWallet[] = [];
let collecting = false;
const listeners = createListeners();

function isInfo(value: unknown): value is AnnouncedWalletInfo {
  const info = value as Partial<AnnouncedWalletInfo> | null;
  return (
    typeof info?.uuid === 'string' &&
    info.uuid !== '' &&
    typeof info.name === 'string' &&
    typeof info.icon === 'string' &&
    typeof info.rdns === 'string' &&
    info.rdns !== ''
  );
}

function onAnnounce(event: Event): void {
  const detail = (event as CustomEvent<{ info?: unknown; provider?: unknown }>).detail;
  if (!detail || !isInfo(detail.info) || !detail.provider) return;
  const { uuid, name, icon, rdns } = detail.info;
  // One entry per wallet (a wallet may announce again when asked again).
  const others = announced.filter((wallet) => wallet.info.uuid !== uuid && wallet.info.rdns !== rdns);
  announced = [...others, { info: { uuid, name, icon, rdns }, provider: detail.provider }];
  listeners.notify();
}

/** Starts listening for announcements and asks the installed wallets to announce; once per page. */
export function collectInjectedWallets(target: Window = window): void {
  if (collecting) return;
  collecting = true;
  target.addEventListener('eip6963:announceProvider', onAnnounce);
  target.dispatchEvent(new Event('eip6963:requestProvider'));
}

/** The wallets announced so far, oldest first (a new array whenever one arrives). */
export function getAnnouncedWallets(): readonly AnnouncedWallet[] {
  return announced;
}

export const subscribeAnnouncedWallets = listeners.subscribe;

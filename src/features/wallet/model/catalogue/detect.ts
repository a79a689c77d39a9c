/**
 * Which wallets the browser has: EIP-6963 announcements (rdns) first, legacy `window.ethereum`
 * flags for wallets that do not announce. Pure functions over what the caller observed.
 */
import { initialsOf, monogramIcon } from './monogramIcons';
import { findWalletByRdns, WALLET_IDS, WALLETS } from './wallets';
import type { WalletId, WalletMeta } from './types';

/** EIP-6963 provider info, as a wallet announces it. */
export interface Eip6963ProviderInfo {
  rdns: string;
  name: string;
  icon: string;
  uuid: string;
}

/** Catalogue ids for a set of announced rdns values; unknown ones are left to getWalletForEip6963Provider. */
export function walletIdsForRdns(rdnsList: readonly string[]): WalletId[] {
  const ids = rdnsList.map((rdns) => findWalletByRdns(rdns)?.id).filter((id): id is WalletId => id !== undefined);
  return [...new Set(ids)];
}

type FlagBag = Record<string, unknown>;

function providersOf(ethereum: unknown): FlagBag[] {
  if (typeof ethereum !== 'object' || ethereum === null) return [];
  const bag = ethereum as FlagBag;
  // A few wallets keep a `providers` array when several are injected (pre-EIP-6963 convention).
  const nested = Array.isArray(bag.providers) ? (bag.providers as unknown[]) : [];
  return [bag, ...nested.filter((p): p is FlagBag => typeof p === 'object' && p !== null)];
}

/**
 * Catalogue ids flagged on `window.ethereum` (or its `providers`). Many wallets also set
 * `isMetaMask`, so MetaMask counts only when no other wallet's flag is set.
 */
export function detectInjectedWalletIds(ethereum: unknown): WalletId[] {
  const found = new Set<WalletId>();
  const flagged = WALLET_IDS.filter((id) => WALLETS[id].injectedFlag);
  for (const provider of providersOf(ethereum)) {
    const matches = flagged.filter((id) => provider[WALLETS[id].injectedFlag as string] === true);
    const others = matches.filter((id) => id !== 'metaMask');
    for (const id of others.length > 0 ? others : matches) found.add(id);
  }
  return [...found];
}

const SAFE_ICON = /^data:image\/(svg\+xml|png|webp|jpeg|gif)[;,]/i;
const GENERIC_BACKGROUND = '#5F6B7A';

/** The icon a wallet announced, if it is an inline image (data:image/svg+xml|png|webp|jpeg|gif); never a remote URL. */
export function safeAnnouncedIcon(icon: string | null | undefined): string | null {
  return typeof icon === 'string' && SAFE_ICON.test(icon) ? icon : null;
}

/**
 * A list entry for an announced wallet: ours when we know its rdns, else one named by the wallet.
 * Only a data: icon is used, so no remote image is fetched on the wallet's say-so.
 */
export function getWalletForEip6963Provider(info: Eip6963ProviderInfo): WalletMeta {
  const known = findWalletByRdns(info.rdns);
  const announcedIcon = safeAnnouncedIcon(info.icon);
  // An installed wallet is drawn with the icon it announced itself, not our letter mark.
  if (known) return announcedIcon ? { ...known, iconUrl: announcedIcon } : known;
  const name = info.name.trim() || info.rdns;
  return {
    id: `eip6963:${info.rdns}`,
    name,
    shortName: name,
    iconUrl: announcedIcon ?? monogramIcon(initialsOf(name), GENERIC_BACKGROUND),
    iconBackground: GENERIC_BACKGROUND,
    downloadUrls: {},
    rdns: info.rdns,
    connectorKind: 'injected',
    // Installed already: nothing to set up.
    instructions: {},
  };
}

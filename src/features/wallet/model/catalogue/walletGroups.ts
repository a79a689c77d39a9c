// The configurable wallet list and the grouped, ordered options the connect dialog shows:
// Installed first, recent wallets first within their group, no wallet twice.
import { findWalletByRdns, isWalletId, WALLETS } from './wallets';
import type { WalletId, WalletMeta } from './types';

export type ConfiguredGroupName = 'Recommended' | 'Popular' | 'Other';
export type WalletGroupName = 'Installed' | ConfiguredGroupName;

export type WalletList = { groupName: ConfiguredGroupName; wallets: WalletId[] }[];

/** SPEC.md section 8, configuration errors. */
export const NO_WALLET_LIST = 'No wallet list was provided';
export const NO_WALLETS_FOR_GROUP = 'No wallets provided for group';

/** SPEC.md section 9. */
export const MAX_RECENT_WALLETS = 3;

export const GROUP_LABEL_IDS: Readonly<Record<WalletGroupName, string>> = {
  Installed: 'wallet.group.installed',
  Recommended: 'wallet.group.recommended',
  Popular: 'wallet.group.popular',
  Other: 'wallet.group.other',
};

/** What BNB Smart Chain users mostly hold first; every catalogue wallet appears once. */
export const defaultWalletList: WalletList = [
  { groupName: 'Recommended', wallets: ['binance', 'metaMask', 'trust', 'okx', 'walletConnect'] },
  {
    groupName: 'Popular',
    wallets: [
      'bitget',
      'safePal',
      'tokenPocket',
      'coinbase',
      'rabby',
      'phantom',
      'rainbow',
      'ledger',
      'gate',
      'bybit',
      'uniswap',
      'oneInch',
    ],
  },
  {
    groupName: 'Other',
    wallets: ['zerion', 'brave', 'imToken', 'coin98', 'mathWallet', 'oneKey', 'exodus', 'frontier', 'krystal', 'safe'],
  },
];

export interface WalletOption extends WalletMeta {
  groupName: WalletGroupName;
  /** Found in this browser (EIP-6963 or an injected flag). */
  installed: boolean;
  /** Can connect now without installing anything (installed, or reachable by QR/SDK). */
  ready: boolean;
  /** Among the last wallets used here; shown first in its group with a "Recent" mark. */
  recent: boolean;
  /** Shown with '(unsupported)' and not selectable. */
  unsupported: boolean;
}

export interface WalletGroup {
  groupName: WalletGroupName;
  labelId: string;
  wallets: WalletOption[];
}

export interface BuildWalletGroupsInput {
  list: WalletList | null | undefined;
  /** rdns values announced through EIP-6963. */
  installedRdns?: readonly string[];
  /** Ids found another way (legacy injected flags, the Safe iframe). */
  installedIds?: readonly string[];
  /** Most recent first (recentWallets.ts); only the first three count. */
  recentIds?: readonly string[];
  unsupportedIds?: readonly string[];
  /** Generic entries for announced wallets we do not know (getWalletForEip6963Provider). */
  discovered?: readonly WalletMeta[];
}

/** Throws the SPEC.md configuration errors for an absent list, an empty list or an empty group. */
export function validateWalletList(list: WalletList | null | undefined): asserts list is WalletList {
  if (!Array.isArray(list) || list.length === 0) throw new Error(NO_WALLET_LIST);
  for (const group of list) {
    if (!Array.isArray(group.wallets) || group.wallets.length === 0) {
      throw new Error(`${NO_WALLETS_FOR_GROUP}: ${group.groupName}`);
    }
    for (const id of group.wallets) {
      if (!isWalletId(id)) throw new Error(`Unknown wallet in group ${group.groupName}: ${String(id)}`);
    }
  }
}

/** Ready without installing: the wallet has a way in that needs nothing in this browser. */
function reachableWithoutInstall(meta: WalletMeta): boolean {
  switch (meta.connectorKind) {
    case 'walletConnect':
    case 'ledger':
    case 'coinbaseWallet':
      return true;
    case 'safe':
      return false; // Only inside the Safe web app, which the caller reports as installed.
    case 'injected':
      return meta.instructions.qrCode !== undefined; // Falls back to WalletConnect by QR code.
  }
}

export function buildWalletGroups(input: BuildWalletGroupsInput): WalletGroup[] {
  const { list, installedRdns = [], installedIds = [], recentIds = [], unsupportedIds = [], discovered = [] } = input;
  validateWalletList(list);

  const recentRank = new Map<string, number>();
  for (const id of recentIds) {
    if (recentRank.size >= MAX_RECENT_WALLETS) break;
    if (!recentRank.has(id)) recentRank.set(id, recentRank.size);
  }
  const unsupported = new Set(unsupportedIds);
  const installed = new Set<string>(installedIds);
  for (const rdns of installedRdns) {
    const known = findWalletByRdns(rdns);
    if (known) installed.add(known.id);
  }

  const seen = new Set<string>();
  const option = (meta: WalletMeta, groupName: WalletGroupName): WalletOption => {
    seen.add(meta.id);
    const isInstalled = groupName === 'Installed';
    const isUnsupported = unsupported.has(meta.id);
    return {
      ...meta,
      groupName,
      installed: isInstalled,
      ready: !isUnsupported && (isInstalled || reachableWithoutInstall(meta)),
      recent: recentRank.has(meta.id),
      unsupported: isUnsupported,
    };
  };
  // Recent first (most recent first), the rest keep their configured order (sort is stable).
  const recentFirst = (options: WalletOption[]) =>
    options.sort((a, b) => (recentRank.get(a.id) ?? Infinity) - (recentRank.get(b.id) ?? Infinity));

  // Installed: listed wallets in list order, then installed catalogue wallets the list leaves
  // out (the browser has them, so hiding them helps nobody), then unknown announced wallets.
  const listedIds = list.flatMap((group) => group.wallets);
  const installedOrder: WalletMeta[] = [
    ...listedIds.filter((id) => installed.has(id)).map((id) => WALLETS[id]),
    ...[...installed]
      .filter((id): id is WalletId => isWalletId(id) && !listedIds.includes(id))
      .map((id) => WALLETS[id]),
    ...discovered.filter((meta) => !(meta.rdns && findWalletByRdns(meta.rdns))),
  ];
  const installedOptions: WalletOption[] = [];
  for (const meta of installedOrder) {
    if (!seen.has(meta.id)) installedOptions.push(option(meta, 'Installed'));
  }

  const groups: WalletGroup[] = [];
  if (installedOptions.length > 0) {
    groups.push({ groupName: 'Installed', labelId: GROUP_LABEL_IDS.Installed, wallets: recentFirst(installedOptions) });
  }
  for (const group of list) {
    const options: WalletOption[] = [];
    for (const id of group.wallets) {
      if (!seen.has(id)) options.push(option(WALLETS[id], group.groupName));
    }
    if (options.length === 0) continue; // Every wallet of it moved up to Installed or an earlier group.
    const existing = groups.find((g) => g.groupName === group.groupName);
    if (existing) existing.wallets = recentFirst([...existing.wallets, ...options]);
    else
      groups.push({
        groupName: group.groupName,
        labelId: GROUP_LABEL_IDS[group.groupName],
        wallets: recentFirst(options),
      });
  }
  return groups;
}

/** The options in display order, flattened (the get-wallet list and keyboard navigation use it). */
export function flattenGroups(groups: readonly WalletGroup[]): WalletOption[] {
  return groups.flatMap((group) => group.wallets);
}

// From wagmi's connectors to the connect dialog's grouped list, and from a chosen wallet back to
// the connector that connects it. Pure functions; useWalletOptions wraps them.
import { detectInjectedWalletIds, getWalletForEip6963Provider, safeAnnouncedIcon } from '../catalogue/detect';
import { initialsOf, monogramIcon } from '../catalogue/monogramIcons';
import {
  buildWalletGroups,
  defaultWalletList,
  flattenGroups,
  type WalletGroup,
  type WalletList,
  type WalletOption,
} from '../catalogue/walletGroups';
import type { ConnectorKind, WalletMeta } from '../catalogue/types';
import { WALLETS } from '../catalogue/wallets';
import type { ConnectMethod, SelectableWallet } from './types';
import { CONNECTOR_IDS } from '../connectors/connectorIds';

/** The part of a wagmi connector the list reads. */
export interface ConnectorLike {
  id: string;
  uid: string;
  name: string;
  type: string;
  icon?: string | undefined;
  rdns?: string | readonly string[] | undefined;
}

/** The generic entry for a `window.ethereum` we cannot name. */
export const BROWSER_WALLET_ID = 'injected';
const GENERIC_BACKGROUND = '#5F6B7A';

const SDK_TYPES = new Set(['walletConnect', 'coinbaseWallet', 'safe']);
const WALLET_ONLY_BY_WALLETCONNECT = new Set<ConnectorKind>(['walletConnect', 'ledger']);

function rdnsOf(connector: ConnectorLike): string | undefined {
  const { rdns } = connector;
  if (typeof rdns === 'string') return rdns;
  return rdns?.[0];
}

/** Connectors that stand for one installed wallet each (EIP-6963 announcements, test or demo wallets). */
function walletConnectors<C extends ConnectorLike>(connectors: readonly C[]): C[] {
  return connectors.filter((c) => !SDK_TYPES.has(c.type) && c.id !== CONNECTOR_IDS.injected);
}

function connectorMeta(connector: ConnectorLike): WalletMeta {
  const rdns = rdnsOf(connector);
  if (connector.type === 'injected' && rdns) {
    return getWalletForEip6963Provider({ rdns, name: connector.name, icon: connector.icon ?? '', uuid: connector.uid });
  }
  const name = connector.name.trim() || connector.id;
  return {
    id: `connector:${connector.id}`,
    name,
    shortName: name,
    iconUrl: safeAnnouncedIcon(connector.icon) ?? monogramIcon(initialsOf(name), GENERIC_BACKGROUND),
    iconBackground: GENERIC_BACKGROUND,
    downloadUrls: {},
    connectorKind: 'injected',
    instructions: {},
  };
}

function browserWalletMeta(name: string): WalletMeta {
  return {
    id: BROWSER_WALLET_ID,
    name,
    shortName: name,
    iconUrl: monogramIcon('W', GENERIC_BACKGROUND),
    iconBackground: GENERIC_BACKGROUND,
    downloadUrls: {},
    connectorKind: 'injected',
    instructions: {},
  };
}

export interface WalletOptionsInput {
  connectors: readonly ConnectorLike[];
  /** `window.ethereum` as found (legacy injected flags); undefined when there is none. */
  ethereum?: unknown;
  recentIds?: readonly string[];
  list?: WalletList;
  /** The generic injected entry's name ("Browser Wallet"), translated by the caller. */
  browserWalletName: string;
}

export interface WalletOptions {
  groups: WalletGroup[];
  options: WalletOption[];
  /** Whether WalletConnect (QR codes, Ledger Live) can be used here: a project id is configured. */
  walletConnectReady: boolean;
}

export function buildWalletOptions({
  connectors,
  ethereum,
  recentIds = [],
  list = defaultWalletList,
  browserWalletName,
}: WalletOptionsInput): WalletOptions {
  const walletConnectReady = connectors.some((c) => c.id === CONNECTOR_IDS.walletConnect);
  const perWallet = walletConnectors(connectors);
  const installedRdns = perWallet.map(rdnsOf).filter((rdns): rdns is string => Boolean(rdns));
  const discovered = perWallet.map(connectorMeta);
  const installedIds: string[] = [];
  if (connectors.some((c) => c.id === CONNECTOR_IDS.safe)) installedIds.push('safe');
  const legacy = ethereum ? detectInjectedWalletIds(ethereum) : [];
  installedIds.push(...legacy);
  // A provider that names no wallet we know, with nothing announced beside it: offer it as is.
  if (
    ethereum &&
    legacy.length === 0 &&
    perWallet.length === 0 &&
    connectors.some((c) => c.id === CONNECTOR_IDS.injected)
  ) {
    discovered.push(browserWalletMeta(browserWalletName));
  }
  // Without a project id, wallets reached only through WalletConnect cannot connect here.
  const unsupportedIds = walletConnectReady
    ? []
    : list
        .flatMap((group) => group.wallets)
        .filter((id) => WALLET_ONLY_BY_WALLETCONNECT.has(WALLETS[id].connectorKind));
  const groups = buildWalletGroups({ list, installedRdns, installedIds, recentIds, unsupportedIds, discovered });
  return { groups, options: flattenGroups(groups), walletConnectReady };
}

/**
 * What the flow reducer is told about a wallet: without WalletConnect, an injected wallet that
 * is not installed has no QR way in, so the flow offers its downloads instead.
 */
export function toSelectable(option: WalletOption, walletConnectReady: boolean): SelectableWallet {
  const { id, connectorKind, installed, unsupported, downloadUrls } = option;
  let instructions = option.instructions;
  if (!walletConnectReady && !installed && connectorKind === 'injected' && instructions.qrCode) {
    const { qrCode: _qrCode, ...rest } = instructions;
    instructions = rest;
  }
  return { id, connectorKind, installed, unsupported, instructions, downloadUrls };
}

/** The connector that connects `option` the way the flow chose; undefined when there is none. */
export function connectorFor<C extends ConnectorLike>(
  connectors: readonly C[],
  option: WalletMeta,
  method: ConnectMethod | undefined,
): C | undefined {
  const byId = (id: string) => connectors.find((c) => c.id === id);
  if (option.id.startsWith('connector:')) return connectors.find((c) => `connector:${c.id}` === option.id);
  if (method === 'qrCode' || method === 'desktop') return byId(CONNECTOR_IDS.walletConnect);
  if (method === 'sdk') return byId(CONNECTOR_IDS.coinbaseWallet);
  if (option.connectorKind === 'safe') return byId(CONNECTOR_IDS.safe);
  if (option.rdns) {
    const announced = walletConnectors(connectors).find((c) => rdnsOf(c) === option.rdns);
    if (announced) return announced;
  }
  if (option.connectorKind === 'coinbaseWallet')
    return byId(CONNECTOR_IDS.coinbaseWallet) ?? byId(CONNECTOR_IDS.injected);
  return byId(CONNECTOR_IDS.injected);
}

// Whether the connected account is a Safe or another smart-contract account, whose wallet may hand
// back a hash that never appears on chain (a safeTxHash, an ERC-4337 userOp hash).

/** wagmi's Safe connector (inside the Safe{Wallet} app's iframe) has this id and type. */
const SAFE_CONNECTOR = 'safe';

/** "Safe", "Safe{Wallet}", "Gnosis Safe Multisig"; not "SafePal" (an ordinary wallet). */
const SAFE_PEER_NAME = /\bsafe\b|gnosis|safe\s*\{?\s*wallet/i;

/** EIP-7702: an ordinary account delegating to code; its transactions are its own. */
const DELEGATION_PREFIX = '0xef0100';

export interface ConnectorLike {
  id?: string;
  type?: string;
}

export function isSafeConnector(connector: ConnectorLike | undefined): boolean {
  return connector?.id === SAFE_CONNECTOR || connector?.type === SAFE_CONNECTOR;
}

/** The name in a WalletConnect session's peer metadata (`provider.session`), read defensively. */
export function sessionPeerName(session: unknown): string | null {
  const name = (session as { peer?: { metadata?: { name?: unknown } } } | null | undefined)?.peer?.metadata?.name;
  return typeof name === 'string' && name.trim() !== '' ? name.trim() : null;
}

export function namesSafe(peerName: string | null | undefined): boolean {
  return typeof peerName === 'string' && SAFE_PEER_NAME.test(peerName);
}

/** Contract code at the address (eth_getCode): neither empty nor an EIP-7702 delegation. */
export function isContractCode(code: string | null | undefined): boolean {
  if (!code || code === '0x') return false;
  return !code.toLowerCase().startsWith(DELEGATION_PREFIX);
}

export interface SmartAccountSignals {
  connector: ConnectorLike | undefined;
  /** The WalletConnect peer's name; null for other connectors or while unknown. */
  peerName: string | null;
  /** The eth_getCode read: its status and, once read, the code (null: none). */
  code: { status: 'pending' | 'error' | 'success'; data: string | null | undefined };
}

/**
 * 'smart': refuse deposits. 'checking': the code is still being read. A failed read counts as
 * ordinary (a node that does not answer must not lock deposits); the connector and peer still count.
 */
export function accountKind({ connector, peerName, code }: SmartAccountSignals): 'smart' | 'ordinary' | 'checking' {
  if (isSafeConnector(connector) || namesSafe(peerName)) return 'smart';
  if (code.status === 'pending') return 'checking';
  return code.status === 'success' && isContractCode(code.data) ? 'smart' : 'ordinary';
}

/** How a failed connection is shown (SPEC.md section 8, "Connect"). */
import { errorChain, isConnectionRequestReset, isUserRejection, readableErrorMessage } from '@/lib/wallet/walletErrors';

export type ConnectErrorKind =
  'userRejected' | 'requestReset' | 'alreadyConnected' | 'badConfig' | 'expired' | 'relayUnreachable' | 'failed';

/**
 * WalletConnect's SDK keeps retrying a relay it cannot reach and never fails the attempt: the
 * dialog gives up on the QR code after a while with this (useConnectFlow.ts).
 */
export class RelayUnreachableError extends Error {
  override readonly name = 'RelayUnreachableError';
  constructor() {
    super('The WalletConnect relay cannot be reached.');
  }
}

/** @walletconnect/sign-client's PROPOSAL_EXPIRY_MESSAGE: the QR code's pairing ran out. */
const PROPOSAL_EXPIRED = /proposal expired/i;

export interface ClassifiedConnectError {
  kind: ConnectErrorKind;
  /** Quiet failures return to idle with nothing shown: the user chose, or only needs to retry. */
  quiet: boolean;
  /** For 'failed' only: the reason to show beside the retry button, when there is one. */
  message?: string;
  /** For 'badConfig': the configuration key to name (the wallet runtime's ContractAddressError). */
  configKey?: string;
}

export function classifyConnectError(error: unknown): ClassifiedConnectError {
  if (isUserRejection(error)) return { kind: 'userRejected', quiet: true };
  if (isConnectionRequestReset(error)) return { kind: 'requestReset', quiet: true };
  const chain = errorChain(error);
  if (chain.some((link) => link.name === 'RelayUnreachableError')) return { kind: 'relayUnreachable', quiet: false };
  // An expired code is replaced by a fresh one, with nothing to say.
  if (chain.some((link) => typeof link.message === 'string' && PROPOSAL_EXPIRED.test(link.message))) {
    return { kind: 'expired', quiet: true };
  }
  // wagmi refuses to connect the connector that is already current; nothing went wrong.
  if (chain.some((link) => link.name === 'ConnectorAlreadyConnectedError')) {
    return { kind: 'alreadyConnected', quiet: true };
  }
  // By shape, like every wallet error: the class lives in the lazy runtime's module (viem).
  const badConfig = errorChain(error).find((link) => link.name === 'ContractAddressError');
  const configKey = (badConfig as { key?: unknown } | undefined)?.key;
  if (typeof configKey === 'string') return { kind: 'badConfig', quiet: false, configKey };
  const message = readableErrorMessage(error);
  return message ? { kind: 'failed', quiet: false, message } : { kind: 'failed', quiet: false };
}

/**
 * SPEC.md section 4: connecting with the already-current connector is refused. The dialog
 * checks this before calling connect (and closes instead, as the wallet is connected already).
 */
export function isSameConnector(
  currentUid: string | null | undefined,
  candidateUid: string | null | undefined,
): boolean {
  return typeof currentUid === 'string' && currentUid !== '' && currentUid === candidateUid;
}

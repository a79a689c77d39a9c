/** The connect dialog's states and events (SPEC.md sections 2 and 4). */
import type { ConnectorKind, DownloadUrls, Instructions } from '../catalogue/types';

export type ConnectStep =
  | 'NONE'
  | 'LEARN_COMPACT'
  | 'GET'
  | 'CONNECT'
  | 'DOWNLOAD_OPTIONS'
  | 'DOWNLOAD'
  | 'INSTRUCTIONS_MOBILE'
  | 'INSTRUCTIONS_EXTENSION'
  | 'INSTRUCTIONS_DESKTOP';

export const CONNECT_STEPS: readonly ConnectStep[] = [
  'NONE',
  'LEARN_COMPACT',
  'GET',
  'CONNECT',
  'DOWNLOAD_OPTIONS',
  'DOWNLOAD',
  'INSTRUCTIONS_MOBILE',
  'INSTRUCTIONS_EXTENSION',
  'INSTRUCTIONS_DESKTOP',
];

/**
 * How the CONNECT step reaches the wallet: an extension's prompt, a WalletConnect QR code (a deep
 * link on a phone), Ledger Live here, or a wallet SDK's own window (Coinbase without extension).
 */
export type ConnectMethod = 'extension' | 'qrCode' | 'desktop' | 'sdk';

export type InstructionsKind = 'mobile' | 'extension' | 'desktop';

/** Where the dialog is: what BACK returns to. */
export interface FlowLocation {
  step: ConnectStep;
  selectedWalletId?: string;
  method?: ConnectMethod;
}

export interface ConnectionState {
  status: 'idle' | 'connecting' | 'error';
  errorMessage?: string;
  /** A configuration key the wallet runtime refused (a contract address with a bad checksum). */
  errorConfigKey?: string;
  /** A failure the dialog explains in its own words (translated) rather than the wallet's. */
  errorKind?: 'relayUnreachable';
  qrUri?: string;
  /**
   * Bumped whenever a connection attempt should start (selecting a wallet, RETRY, a fresh QR
   * after a rejection). The UI starts connecting when it changes while the step is CONNECT.
   */
  attempt: number;
}

export interface ConnectFlowState extends FlowLocation {
  compact: boolean;
  history: FlowLocation[];
  connection: ConnectionState;
}

/** What the reducer needs to know about a wallet; a WalletOption from buildWalletGroups fits. */
export interface SelectableWallet {
  id: string;
  connectorKind: ConnectorKind;
  installed: boolean;
  unsupported?: boolean;
  instructions: Instructions;
  downloadUrls: DownloadUrls;
}

export type ConnectFlowEvent =
  | { type: 'SET_COMPACT'; compact: boolean }
  | { type: 'SELECT_WALLET'; wallet: SelectableWallet }
  | { type: 'LEARN' }
  | { type: 'GET_WALLET' }
  | { type: 'CHOOSE_DOWNLOAD'; walletId?: string }
  | { type: 'DOWNLOAD_MOBILE' }
  | { type: 'SHOW_INSTRUCTIONS'; variant: InstructionsKind }
  | { type: 'START_CONNECT'; method: ConnectMethod }
  /**
   * Connection progress. `attempt` is connection.attempt when the UI started connecting; a
   * report for an older attempt (the user picked another wallet meanwhile) is ignored.
   */
  | { type: 'CONNECTING'; attempt?: number }
  | { type: 'QR_URI_RECEIVED'; uri: string; attempt?: number }
  | { type: 'CONNECT_FAILED'; error: unknown; attempt?: number }
  | { type: 'RETRY' }
  | { type: 'BACK' };

export type ConnectFlowEventType = ConnectFlowEvent['type'];

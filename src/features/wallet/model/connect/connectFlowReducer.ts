/**
 * The connect dialog's steps as a pure reducer: each step lists the events it accepts, so a late
 * or stray event never moves the dialog (docs/wallets.md, "The connect flow").
 */
import type { DownloadUrls } from '../catalogue/types';
import { classifyConnectError } from './connectErrors';
import type {
  ConnectFlowEvent,
  ConnectFlowEventType,
  ConnectFlowState,
  ConnectMethod,
  ConnectStep,
  ConnectionState,
  FlowLocation,
  InstructionsKind,
  SelectableWallet,
} from './types';

const idleConnection = (attempt: number): ConnectionState => ({ status: 'idle', attempt });

export const initialConnectFlowState: ConnectFlowState = {
  compact: false,
  step: 'NONE',
  history: [],
  connection: idleConnection(0),
};

/** Events every step accepts. */
const ALWAYS: readonly ConnectFlowEventType[] = ['SET_COMPACT', 'LEARN', 'BACK'];

/** Events accepted per step (besides ALWAYS). SELECT_WALLET beyond NONE: wide layout only. */
export const TRANSITIONS: Readonly<Record<ConnectStep, readonly ConnectFlowEventType[]>> = {
  NONE: ['SELECT_WALLET', 'GET_WALLET'],
  LEARN_COMPACT: ['GET_WALLET'],
  GET: ['CHOOSE_DOWNLOAD'],
  CONNECT: [
    'SELECT_WALLET',
    'CONNECTING',
    'QR_URI_RECEIVED',
    'CONNECT_FAILED',
    'RETRY',
    'CHOOSE_DOWNLOAD',
    'SHOW_INSTRUCTIONS',
  ],
  DOWNLOAD_OPTIONS: ['SELECT_WALLET', 'DOWNLOAD_MOBILE', 'SHOW_INSTRUCTIONS', 'QR_URI_RECEIVED', 'CONNECT_FAILED'],
  DOWNLOAD: ['SELECT_WALLET', 'SHOW_INSTRUCTIONS', 'QR_URI_RECEIVED', 'CONNECT_FAILED'],
  INSTRUCTIONS_MOBILE: ['SELECT_WALLET', 'START_CONNECT', 'QR_URI_RECEIVED', 'CONNECT_FAILED'],
  INSTRUCTIONS_EXTENSION: ['SELECT_WALLET'],
  INSTRUCTIONS_DESKTOP: ['SELECT_WALLET', 'START_CONNECT', 'QR_URI_RECEIVED', 'CONNECT_FAILED'],
};

export function acceptsEvent(state: ConnectFlowState, type: ConnectFlowEventType): boolean {
  if (ALWAYS.includes(type)) return true;
  if (!TRANSITIONS[state.step].includes(type)) return false;
  // In the compact layout the wallet list is only visible on NONE.
  return !(type === 'SELECT_WALLET' && state.compact && state.step !== 'NONE');
}

const INSTRUCTION_STEPS: Record<InstructionsKind, ConnectStep> = {
  mobile: 'INSTRUCTIONS_MOBILE',
  extension: 'INSTRUCTIONS_EXTENSION',
  desktop: 'INSTRUCTIONS_DESKTOP',
};

function locationOf(state: ConnectFlowState): FlowLocation {
  const location: FlowLocation = { step: state.step };
  if (state.selectedWalletId !== undefined) location.selectedWalletId = state.selectedWalletId;
  if (state.method !== undefined) location.method = state.method;
  return location;
}

function sameLocation(a: FlowLocation, b: FlowLocation): boolean {
  return a.step === b.step && a.selectedWalletId === b.selectedWalletId && a.method === b.method;
}

/**
 * Moves to `to`, remembering where it came from. The connection belongs to the selected wallet;
 * `startAttempt` asks the UI to begin connecting (CONNECT steps).
 */
function navigate(state: ConnectFlowState, to: FlowLocation, startAttempt = false): ConnectFlowState {
  const from = locationOf(state);
  if (sameLocation(from, to) && !startAttempt) return state;
  const walletChanged = to.selectedWalletId !== state.selectedWalletId;
  const base = walletChanged ? idleConnection(state.connection.attempt) : state.connection;
  const connection = startAttempt ? idleConnection(base.attempt + 1) : base;
  const history = sameLocation(from, to) ? state.history : [...state.history, from];
  return { compact: state.compact, history, connection, ...to };
}

function hasAny(urls: DownloadUrls, keys: readonly (keyof DownloadUrls)[]): boolean {
  return keys.some((key) => Boolean(urls[key]));
}

const EXTENSION_KEYS = ['chrome', 'firefox', 'edge', 'safari', 'browserExtension'] as const;
const MOBILE_KEYS = ['ios', 'android', 'mobile', 'qrCode'] as const;

/** The way in for a wallet that can connect without installing anything, if there is one. */
function connectMethodFor(wallet: SelectableWallet): ConnectMethod | undefined {
  if (wallet.installed) return 'extension';
  switch (wallet.connectorKind) {
    case 'walletConnect':
    case 'ledger':
      return 'qrCode';
    case 'coinbaseWallet':
      return 'sdk';
    case 'injected':
      return wallet.instructions.qrCode ? 'qrCode' : undefined;
    case 'safe':
      return undefined;
  }
}

/** Where a wallet that cannot connect here yet sends the user: what they can download. */
function downloadStepFor(wallet: SelectableWallet): ConnectStep {
  const urls = wallet.downloadUrls;
  const extensionOrDesktop = hasAny(urls, EXTENSION_KEYS) || Boolean(urls.desktop);
  const mobile = hasAny(urls, MOBILE_KEYS);
  if (extensionOrDesktop) return 'DOWNLOAD_OPTIONS';
  if (mobile) return 'DOWNLOAD';
  return 'GET';
}

function selectWallet(state: ConnectFlowState, wallet: SelectableWallet): ConnectFlowState {
  if (wallet.unsupported) return state;
  const method = connectMethodFor(wallet);
  if (method) return navigate(state, { step: 'CONNECT', selectedWalletId: wallet.id, method }, true);
  const step = downloadStepFor(wallet);
  // GET is the general list: it is about no wallet in particular.
  return navigate(state, step === 'GET' ? { step } : { step, selectedWalletId: wallet.id });
}

function back(state: ConnectFlowState): ConnectFlowState {
  if (state.history.length === 0 && state.step === 'NONE') return state;
  const history = state.history.slice(0, -1);
  const previous: FlowLocation = state.history[state.history.length - 1] ?? { step: 'NONE' };
  const walletChanged = previous.selectedWalletId !== state.selectedWalletId;
  let connection = walletChanged ? idleConnection(state.connection.attempt) : state.connection;
  // Back onto a CONNECT whose attempt is over (wallet changed, or idle): start a fresh one.
  if (previous.step === 'CONNECT' && connection.status === 'idle') connection = idleConnection(connection.attempt + 1);
  return { compact: state.compact, history, connection, ...previous };
}

function connectFailed(state: ConnectFlowState, error: unknown): ConnectFlowState {
  // A result for an attempt the user already left (BACK, another wallet) changes nothing.
  if (state.connection.status !== 'connecting') return state;
  const classified = classifyConnectError(error);
  if (classified.quiet) {
    // SPEC.md section 8: a proposal the wallet rejected returns to the list, quietly.
    if (state.method === 'qrCode' && classified.kind === 'userRejected') return back(state);
    // A QR code that expired or was reset is spent: ask for a fresh one; an extension prompt
    // is not reopened by itself (the user retries when they want to).
    const attempt = state.method === 'qrCode' ? state.connection.attempt + 1 : state.connection.attempt;
    return { ...state, connection: idleConnection(attempt) };
  }
  const connection: ConnectionState = { status: 'error', attempt: state.connection.attempt };
  if (classified.kind === 'relayUnreachable') connection.errorKind = 'relayUnreachable';
  else if (classified.message) connection.errorMessage = classified.message;
  if (classified.configKey) connection.errorConfigKey = classified.configKey;
  return { ...state, connection };
}

function isStale(state: ConnectFlowState, event: ConnectFlowEvent): boolean {
  return 'attempt' in event && event.attempt !== undefined && event.attempt !== state.connection.attempt;
}

export function connectFlowReducer(state: ConnectFlowState, event: ConnectFlowEvent): ConnectFlowState {
  if (!acceptsEvent(state, event.type) || isStale(state, event)) return state;
  switch (event.type) {
    case 'SET_COMPACT': {
      if (event.compact === state.compact) return state;
      // The wide layout shows the intro beside the list, so LEARN_COMPACT has no place there.
      if (!event.compact && state.step === 'LEARN_COMPACT') return { ...back(state), compact: false };
      return { ...state, compact: event.compact };
    }
    case 'SELECT_WALLET':
      return selectWallet(state, event.wallet);
    case 'LEARN':
      return state.compact ? navigate(state, { step: 'LEARN_COMPACT' }) : navigate(state, { step: 'NONE' });
    case 'GET_WALLET':
      return navigate(state, { step: 'GET' });
    case 'CHOOSE_DOWNLOAD': {
      const walletId = event.walletId ?? state.selectedWalletId;
      if (!walletId) return state;
      return navigate(state, { step: 'DOWNLOAD_OPTIONS', selectedWalletId: walletId });
    }
    case 'DOWNLOAD_MOBILE':
      if (!state.selectedWalletId) return state;
      return navigate(state, { step: 'DOWNLOAD', selectedWalletId: state.selectedWalletId });
    case 'SHOW_INSTRUCTIONS':
      if (!state.selectedWalletId) return state;
      return navigate(state, { step: INSTRUCTION_STEPS[event.variant], selectedWalletId: state.selectedWalletId });
    case 'START_CONNECT':
      if (!state.selectedWalletId) return state;
      return navigate(state, { step: 'CONNECT', selectedWalletId: state.selectedWalletId, method: event.method }, true);
    case 'CONNECTING':
      if (state.connection.status === 'connecting') return state;
      return { ...state, connection: { status: 'connecting', attempt: state.connection.attempt } };
    case 'QR_URI_RECEIVED':
      if (!state.selectedWalletId || state.connection.qrUri === event.uri) return state;
      return { ...state, connection: { ...state.connection, qrUri: event.uri } };
    case 'CONNECT_FAILED':
      return connectFailed(state, event.error);
    case 'RETRY':
      if (state.connection.status === 'connecting') return state;
      return { ...state, connection: idleConnection(state.connection.attempt + 1) };
    case 'BACK':
      return back(state);
  }
}

/** Message ids of each step's heading; `{wallet}` is the selected wallet's name. */
export const STEP_TITLE_IDS: Readonly<Record<ConnectStep, string>> = {
  NONE: 'wallet.connect.step.none',
  LEARN_COMPACT: 'wallet.connect.step.learn',
  GET: 'wallet.connect.step.get',
  CONNECT: 'wallet.connect.step.connect',
  DOWNLOAD_OPTIONS: 'wallet.connect.step.downloadOptions',
  DOWNLOAD: 'wallet.connect.step.download',
  INSTRUCTIONS_MOBILE: 'wallet.connect.step.instructions',
  INSTRUCTIONS_EXTENSION: 'wallet.connect.step.instructions',
  INSTRUCTIONS_DESKTOP: 'wallet.connect.step.instructions',
};

/** True when the dialog can step back (the back arrow is shown). */
export function canGoBack(state: ConnectFlowState): boolean {
  return state.history.length > 0 || state.step !== 'NONE';
}

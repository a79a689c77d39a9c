import { UserRejectedRequestError } from 'viem';
import { WALLETS } from '../catalogue/wallets';
import { RelayUnreachableError } from './connectErrors';
import {
  acceptsEvent,
  canGoBack,
  connectFlowReducer,
  initialConnectFlowState,
  TRANSITIONS,
} from './connectFlowReducer';
import {
  CONNECT_STEPS,
  type ConnectFlowEvent,
  type ConnectFlowEventType,
  type ConnectFlowState,
  type ConnectStep,
  type SelectableWallet,
} from './types';

const run = (events: ConnectFlowEvent[], from: ConnectFlowState = initialConnectFlowState) =>
  events.reduce(connectFlowReducer, from);

const selectable = (id: keyof typeof WALLETS, extra: Partial<SelectableWallet> = {}): SelectableWallet => {
  const { connectorKind, instructions, downloadUrls } = WALLETS[id];
  return { id, connectorKind, instructions, downloadUrls, installed: false, ...extra };
};

const metaMaskInstalled = selectable('metaMask', { installed: true });
const trust = selectable('trust'); // injected, not installed, has a QR setup
const walletConnect = selectable('walletConnect');
const ledger = selectable('ledger');
const coinbase = selectable('coinbase');
const rabby = selectable('rabby'); // extension only
const safe = selectable('safe');
const mobileOnly: SelectableWallet = {
  id: 'mobileOnly',
  connectorKind: 'injected',
  installed: false,
  instructions: {},
  downloadUrls: { ios: 'https://apps.apple.com/x', android: 'https://play.google.com/x' },
};
const nothing: SelectableWallet = {
  id: 'nothing',
  connectorKind: 'injected',
  installed: false,
  instructions: {},
  downloadUrls: {},
};

/** A fresh flow, as each opening of the dialog starts one. */
const start = (compact = false): ConnectFlowState => ({ ...initialConnectFlowState, compact });

describe('connectFlowReducer: a fresh flow', () => {
  it('starts on NONE with nothing chosen and no attempt under way', () => {
    const fresh = start(true);
    expect(fresh).toMatchObject({ compact: true, step: 'NONE', history: [], connection: { status: 'idle' } });
    expect(fresh.selectedWalletId).toBeUndefined();
  });
});

describe('connectFlowReducer: SELECT_WALLET', () => {
  it('installed wallet → CONNECT with an extension prompt and a new attempt', () => {
    const state = connectFlowReducer(start(), { type: 'SELECT_WALLET', wallet: metaMaskInstalled });
    expect(state).toMatchObject({ step: 'CONNECT', selectedWalletId: 'metaMask', method: 'extension' });
    expect(state.connection).toEqual({ status: 'idle', attempt: 1 });
    expect(state.history).toEqual([{ step: 'NONE' }]);
  });

  it.each([
    ['a WalletConnect wallet', walletConnect, 'qrCode'],
    ['Ledger', ledger, 'qrCode'],
    ['an injected wallet that is not installed but has a QR setup', trust, 'qrCode'],
    ['Coinbase Wallet without its extension', coinbase, 'sdk'],
  ] as const)('%s → CONNECT (%s)', (_, wallet, method) => {
    expect(connectFlowReducer(start(), { type: 'SELECT_WALLET', wallet })).toMatchObject({
      step: 'CONNECT',
      selectedWalletId: wallet.id,
      method,
    });
  });

  it('extension-only wallet that is not installed → DOWNLOAD_OPTIONS', () => {
    expect(connectFlowReducer(start(), { type: 'SELECT_WALLET', wallet: rabby })).toMatchObject({
      step: 'DOWNLOAD_OPTIONS',
      selectedWalletId: 'rabby',
    });
    expect(connectFlowReducer(start(), { type: 'SELECT_WALLET', wallet: safe }).step).toBe('DOWNLOAD_OPTIONS');
  });

  it('a wallet with only a mobile app → DOWNLOAD', () => {
    expect(connectFlowReducer(start(), { type: 'SELECT_WALLET', wallet: mobileOnly }).step).toBe('DOWNLOAD');
  });

  it('a wallet with nothing to download → the general GET list', () => {
    const state = connectFlowReducer(start(), { type: 'SELECT_WALLET', wallet: nothing });
    expect(state.step).toBe('GET');
    expect(state.selectedWalletId).toBeUndefined();
  });

  it('refuses an unsupported wallet', () => {
    const fresh = start();
    expect(
      connectFlowReducer(fresh, { type: 'SELECT_WALLET', wallet: { ...metaMaskInstalled, unsupported: true } }),
    ).toBe(fresh);
  });

  it('switches wallets from any step in the wide layout, resetting the connection', () => {
    const connecting = run(
      [{ type: 'SELECT_WALLET', wallet: trust }, { type: 'CONNECTING' }, { type: 'QR_URI_RECEIVED', uri: 'wc:1' }],
      start(),
    );
    const switched = connectFlowReducer(connecting, { type: 'SELECT_WALLET', wallet: metaMaskInstalled });
    expect(switched).toMatchObject({ step: 'CONNECT', selectedWalletId: 'metaMask', method: 'extension' });
    expect(switched.connection).toEqual({ status: 'idle', attempt: connecting.connection.attempt + 1 });
  });

  it('selects only from the wallet list (NONE) in the compact layout', () => {
    const connecting = run([{ type: 'SELECT_WALLET', wallet: trust }], start(true));
    expect(connecting.step).toBe('CONNECT');
    expect(connectFlowReducer(connecting, { type: 'SELECT_WALLET', wallet: metaMaskInstalled })).toBe(connecting);
  });

  it('selecting the same wallet again starts a new attempt without growing the history', () => {
    const once = connectFlowReducer(start(), { type: 'SELECT_WALLET', wallet: metaMaskInstalled });
    const twice = connectFlowReducer(once, { type: 'SELECT_WALLET', wallet: metaMaskInstalled });
    expect(twice.connection.attempt).toBe(once.connection.attempt + 1);
    expect(twice.history).toEqual(once.history);
  });
});

describe('connectFlowReducer: learn, get, download and instructions', () => {
  it('LEARN shows LEARN_COMPACT in the compact layout', () => {
    expect(connectFlowReducer(start(true), { type: 'LEARN' }).step).toBe('LEARN_COMPACT');
  });

  it('LEARN in the wide layout returns to NONE, where the intro sits beside the list', () => {
    const connect = connectFlowReducer(start(), { type: 'SELECT_WALLET', wallet: trust });
    const learn = connectFlowReducer(connect, { type: 'LEARN' });
    expect(learn.step).toBe('NONE');
    expect(learn.selectedWalletId).toBeUndefined();
    expect(connectFlowReducer(start(), { type: 'LEARN' })).toEqual(start());
  });

  it('GET_WALLET from NONE or LEARN_COMPACT → GET; CHOOSE_DOWNLOAD picks a wallet there', () => {
    const get = run([{ type: 'LEARN' }, { type: 'GET_WALLET' }], start(true));
    expect(get.step).toBe('GET');
    expect(connectFlowReducer(get, { type: 'CHOOSE_DOWNLOAD' })).toBe(get); // no wallet chosen yet
    expect(connectFlowReducer(get, { type: 'CHOOSE_DOWNLOAD', walletId: 'rabby' })).toMatchObject({
      step: 'DOWNLOAD_OPTIONS',
      selectedWalletId: 'rabby',
    });
  });

  it("CONNECT's get link → DOWNLOAD_OPTIONS for the same wallet", () => {
    const state = run([{ type: 'SELECT_WALLET', wallet: trust }, { type: 'CHOOSE_DOWNLOAD' }], start());
    expect(state).toMatchObject({ step: 'DOWNLOAD_OPTIONS', selectedWalletId: 'trust' });
  });

  it('DOWNLOAD_OPTIONS → DOWNLOAD (mobile QR) → INSTRUCTIONS_MOBILE → CONNECT by QR', () => {
    const state = run(
      [
        { type: 'SELECT_WALLET', wallet: rabby },
        { type: 'DOWNLOAD_MOBILE' },
        { type: 'SHOW_INSTRUCTIONS', variant: 'mobile' },
      ],
      start(),
    );
    expect(state).toMatchObject({ step: 'INSTRUCTIONS_MOBILE', selectedWalletId: 'rabby' });
    const connect = connectFlowReducer(state, { type: 'START_CONNECT', method: 'qrCode' });
    expect(connect).toMatchObject({ step: 'CONNECT', method: 'qrCode', selectedWalletId: 'rabby' });
    expect(connect.connection.attempt).toBe(state.connection.attempt + 1);
  });

  it('DOWNLOAD_OPTIONS → INSTRUCTIONS_EXTENSION or INSTRUCTIONS_DESKTOP', () => {
    const options = connectFlowReducer(start(), { type: 'SELECT_WALLET', wallet: rabby });
    expect(connectFlowReducer(options, { type: 'SHOW_INSTRUCTIONS', variant: 'extension' }).step).toBe(
      'INSTRUCTIONS_EXTENSION',
    );
    const desktop = connectFlowReducer(options, { type: 'SHOW_INSTRUCTIONS', variant: 'desktop' });
    expect(desktop.step).toBe('INSTRUCTIONS_DESKTOP');
    expect(connectFlowReducer(desktop, { type: 'START_CONNECT', method: 'desktop' })).toMatchObject({
      step: 'CONNECT',
      method: 'desktop',
    });
  });

  it('CONNECT → instructions for the wallet being connected (e.g. Ledger desktop)', () => {
    const state = run(
      [
        { type: 'SELECT_WALLET', wallet: ledger },
        { type: 'SHOW_INSTRUCTIONS', variant: 'desktop' },
      ],
      start(),
    );
    expect(state).toMatchObject({ step: 'INSTRUCTIONS_DESKTOP', selectedWalletId: 'ledger' });
  });
});

describe('connectFlowReducer: every step is reachable', () => {
  it('reaches all nine steps from a fresh dialog, in both layouts', () => {
    const wallets = [metaMaskInstalled, trust, walletConnect, ledger, coinbase, rabby, safe, mobileOnly, nothing];
    const events: ConnectFlowEvent[] = [
      ...wallets.map((wallet): ConnectFlowEvent => ({ type: 'SELECT_WALLET', wallet })),
      { type: 'LEARN' },
      { type: 'GET_WALLET' },
      { type: 'CHOOSE_DOWNLOAD', walletId: 'rabby' },
      { type: 'CHOOSE_DOWNLOAD' },
      { type: 'DOWNLOAD_MOBILE' },
      { type: 'SHOW_INSTRUCTIONS', variant: 'mobile' },
      { type: 'SHOW_INSTRUCTIONS', variant: 'extension' },
      { type: 'SHOW_INSTRUCTIONS', variant: 'desktop' },
      { type: 'START_CONNECT', method: 'qrCode' },
      { type: 'BACK' },
    ];
    const reached = new Set<ConnectStep>();
    for (const compact of [false, true]) {
      const seen = new Set<string>();
      const queue: ConnectFlowState[] = [start(compact)];
      while (queue.length > 0) {
        const state = queue.shift()!;
        const key = `${state.step}|${state.selectedWalletId}|${state.history.length}`;
        if (seen.has(key) || state.history.length > 6) continue;
        seen.add(key);
        reached.add(state.step);
        for (const event of events) queue.push(connectFlowReducer(state, event));
      }
    }
    expect([...reached].sort()).toEqual([...CONNECT_STEPS].sort());
  });
});

describe('connectFlowReducer: BACK', () => {
  it('returns through the history to NONE, one step at a time', () => {
    const path: ConnectFlowEvent[] = [
      { type: 'GET_WALLET' },
      { type: 'CHOOSE_DOWNLOAD', walletId: 'trust' },
      { type: 'DOWNLOAD_MOBILE' },
      { type: 'SHOW_INSTRUCTIONS', variant: 'mobile' },
      { type: 'START_CONNECT', method: 'qrCode' },
    ];
    let state = run(path, start());
    expect(state.step).toBe('CONNECT');
    const visited: ConnectStep[] = [];
    while (canGoBack(state)) {
      state = connectFlowReducer(state, { type: 'BACK' });
      visited.push(state.step);
    }
    expect(visited).toEqual(['INSTRUCTIONS_MOBILE', 'DOWNLOAD', 'DOWNLOAD_OPTIONS', 'GET', 'NONE']);
    expect(state.history).toEqual([]);
    expect(state.selectedWalletId).toBeUndefined();
  });

  it('does nothing on NONE with no history', () => {
    const fresh = start();
    expect(canGoBack(fresh)).toBe(false);
    expect(connectFlowReducer(fresh, { type: 'BACK' })).toBe(fresh);
  });

  it('restores the selected wallet and connect method', () => {
    const state = run(
      [{ type: 'SELECT_WALLET', wallet: trust }, { type: 'CHOOSE_DOWNLOAD' }, { type: 'BACK' }],
      start(),
    );
    expect(state).toMatchObject({ step: 'CONNECT', selectedWalletId: 'trust', method: 'qrCode' });
  });

  it('keeps a pending connection when going back to CONNECT of the same wallet', () => {
    const connecting = run(
      [{ type: 'SELECT_WALLET', wallet: trust }, { type: 'CONNECTING' }, { type: 'QR_URI_RECEIVED', uri: 'wc:1' }],
      start(),
    );
    const back = run([{ type: 'SHOW_INSTRUCTIONS', variant: 'mobile' }, { type: 'BACK' }], connecting);
    expect(back.step).toBe('CONNECT');
    expect(back.connection).toEqual(connecting.connection);
  });

  it('starts a fresh attempt when going back to a CONNECT that is idle', () => {
    const idle = connectFlowReducer(start(), { type: 'SELECT_WALLET', wallet: trust });
    const back = run([{ type: 'CHOOSE_DOWNLOAD' }, { type: 'BACK' }], idle);
    expect(back.connection.attempt).toBe(idle.connection.attempt + 1);
  });

  it('leaving a wallet for the list resets its connection', () => {
    const failed = run(
      [
        { type: 'SELECT_WALLET', wallet: trust },
        { type: 'CONNECTING' },
        { type: 'CONNECT_FAILED', error: new Error('boom') },
      ],
      start(),
    );
    expect(failed.connection.status).toBe('error');
    const back = connectFlowReducer(failed, { type: 'BACK' });
    expect(back.step).toBe('NONE');
    expect(back.connection.status).toBe('idle');
    expect(back.connection.errorMessage).toBeUndefined();
  });

  it('leaves LEARN_COMPACT when the window becomes wide', () => {
    const learn = connectFlowReducer(start(true), { type: 'LEARN' });
    expect(connectFlowReducer(learn, { type: 'SET_COMPACT', compact: false })).toMatchObject({
      step: 'NONE',
      compact: false,
    });
    expect(connectFlowReducer(learn, { type: 'SET_COMPACT', compact: true })).toBe(learn);
  });
});

describe('connectFlowReducer: connecting and its failures', () => {
  const connectingWith = (wallet: SelectableWallet) =>
    run(
      [
        { type: 'SELECT_WALLET', wallet },
        { type: 'CONNECTING', attempt: 1 },
      ],
      start(),
    );

  it('CONNECTING marks the attempt as under way; QR_URI_RECEIVED stores the code', () => {
    const state = connectingWith(trust);
    expect(state.connection).toEqual({ status: 'connecting', attempt: 1 });
    const withQr = connectFlowReducer(state, { type: 'QR_URI_RECEIVED', uri: 'wc:abc', attempt: 1 });
    expect(withQr.connection.qrUri).toBe('wc:abc');
    expect(connectFlowReducer(withQr, { type: 'QR_URI_RECEIVED', uri: 'wc:abc' })).toBe(withQr);
    expect(connectFlowReducer(withQr, { type: 'CONNECTING' })).toBe(withQr);
  });

  it.each([
    ['EIP-1193 code 4001', Object.assign(new Error('User denied'), { code: 4001 })],
    ['a UserRejectedRequestError by name', Object.assign(new Error('no'), { name: 'UserRejectedRequestError' })],
    ["viem's UserRejectedRequestError", new UserRejectedRequestError(new Error('rejected'))],
    ['a rejection wrapped in a cause', new Error('Connection failed', { cause: { code: 4001, message: 'denied' } })],
    ['the WalletConnect reset notice', new Error('Connection request reset. Please try again.')],
    [
      'a wagmi already-connected refusal',
      Object.assign(new Error('Connector already connected.'), { name: 'ConnectorAlreadyConnectedError' }),
    ],
  ])('%s returns quietly to idle', (_, error) => {
    const state = connectFlowReducer(connectingWith(metaMaskInstalled), { type: 'CONNECT_FAILED', error });
    expect(state.step).toBe('CONNECT');
    expect(state.connection).toEqual({ status: 'idle', attempt: 1 }); // no error, no automatic re-prompt
  });

  it('a proposal rejected in the wallet returns to the list, quietly (SPEC.md section 8)', () => {
    const withQr = connectFlowReducer(connectingWith(trust), { type: 'QR_URI_RECEIVED', uri: 'wc:old' });
    const state = connectFlowReducer(withQr, { type: 'CONNECT_FAILED', error: { code: 4001 } });
    expect(state.step).toBe('NONE');
    expect(state.connection.status).toBe('idle');
    expect(state.connection.qrUri).toBeUndefined();
  });

  it.each([
    ['an expired proposal', new Error('Proposal expired')],
    ['the WalletConnect reset notice', new Error('Connection request reset. Please try again.')],
  ])('after %s, the QR code is replaced by a fresh one', (_, error) => {
    const withQr = connectFlowReducer(connectingWith(trust), { type: 'QR_URI_RECEIVED', uri: 'wc:old' });
    const state = connectFlowReducer(withQr, { type: 'CONNECT_FAILED', error });
    expect(state.step).toBe('CONNECT');
    expect(state.connection).toEqual({ status: 'idle', attempt: 2 });
  });

  it('a relay that cannot be reached is said in our words, ready for a retry', () => {
    const state = connectFlowReducer(connectingWith(trust), {
      type: 'CONNECT_FAILED',
      error: new RelayUnreachableError(),
    });
    expect(state.connection).toEqual({ status: 'error', errorKind: 'relayUnreachable', attempt: 1 });
  });

  it('any other failure shows its reason, ready for a retry', () => {
    const error = Object.assign(new Error('Long message\n\nDetails: x\nVersion: viem@2'), {
      shortMessage: 'Provider not found.',
    });
    const state = connectFlowReducer(connectingWith(metaMaskInstalled), { type: 'CONNECT_FAILED', error });
    expect(state.connection).toEqual({ status: 'error', errorMessage: 'Provider not found.', attempt: 1 });
    const retried = connectFlowReducer(state, { type: 'RETRY' });
    expect(retried.connection).toEqual({ status: 'idle', attempt: 2 });
  });

  it('a failure without a message shows the error state without a reason', () => {
    const state = connectFlowReducer(connectingWith(metaMaskInstalled), { type: 'CONNECT_FAILED', error: {} });
    expect(state.connection).toEqual({ status: 'error', attempt: 1 });
  });

  it('ignores a failure when no attempt is under way', () => {
    const idle = connectFlowReducer(start(), { type: 'SELECT_WALLET', wallet: metaMaskInstalled });
    expect(connectFlowReducer(idle, { type: 'CONNECT_FAILED', error: new Error('late') })).toBe(idle);
  });

  it('ignores reports for an earlier attempt', () => {
    const first = connectingWith(trust);
    const second = run(
      [
        { type: 'SELECT_WALLET', wallet: walletConnect },
        { type: 'CONNECTING', attempt: 2 },
      ],
      first,
    );
    expect(connectFlowReducer(second, { type: 'CONNECT_FAILED', error: new Error('old'), attempt: 1 })).toBe(second);
    expect(connectFlowReducer(second, { type: 'QR_URI_RECEIVED', uri: 'wc:old', attempt: 1 })).toBe(second);
    expect(connectFlowReducer(second, { type: 'CONNECTING', attempt: 1 })).toBe(second);
  });

  it('does not retry while connecting', () => {
    const state = connectingWith(metaMaskInstalled);
    expect(connectFlowReducer(state, { type: 'RETRY' })).toBe(state);
  });
});

describe('connectFlowReducer: the transition table', () => {
  const ALL_EVENTS: Record<ConnectFlowEventType, ConnectFlowEvent> = {
    SET_COMPACT: { type: 'SET_COMPACT', compact: true },
    SELECT_WALLET: { type: 'SELECT_WALLET', wallet: metaMaskInstalled },
    LEARN: { type: 'LEARN' },
    GET_WALLET: { type: 'GET_WALLET' },
    CHOOSE_DOWNLOAD: { type: 'CHOOSE_DOWNLOAD', walletId: 'trust' },
    DOWNLOAD_MOBILE: { type: 'DOWNLOAD_MOBILE' },
    SHOW_INSTRUCTIONS: { type: 'SHOW_INSTRUCTIONS', variant: 'mobile' },
    START_CONNECT: { type: 'START_CONNECT', method: 'qrCode' },
    CONNECTING: { type: 'CONNECTING' },
    QR_URI_RECEIVED: { type: 'QR_URI_RECEIVED', uri: 'wc:x' },
    CONNECT_FAILED: { type: 'CONNECT_FAILED', error: new Error('x') },
    RETRY: { type: 'RETRY' },
    BACK: { type: 'BACK' },
  };
  const ALWAYS = new Set<ConnectFlowEventType>(['SET_COMPACT', 'LEARN', 'BACK']);

  const stateAt: Record<ConnectStep, ConnectFlowState> = {
    NONE: start(),
    LEARN_COMPACT: run([{ type: 'LEARN' }], start(true)),
    GET: run([{ type: 'GET_WALLET' }], start()),
    CONNECT: run([{ type: 'SELECT_WALLET', wallet: trust }, { type: 'CONNECTING' }], start()),
    DOWNLOAD_OPTIONS: run([{ type: 'SELECT_WALLET', wallet: rabby }], start()),
    DOWNLOAD: run([{ type: 'SELECT_WALLET', wallet: mobileOnly }], start()),
    INSTRUCTIONS_MOBILE: run(
      [
        { type: 'SELECT_WALLET', wallet: mobileOnly },
        { type: 'SHOW_INSTRUCTIONS', variant: 'mobile' },
      ],
      start(),
    ),
    INSTRUCTIONS_EXTENSION: run(
      [
        { type: 'SELECT_WALLET', wallet: rabby },
        { type: 'SHOW_INSTRUCTIONS', variant: 'extension' },
      ],
      start(),
    ),
    INSTRUCTIONS_DESKTOP: run(
      [
        { type: 'SELECT_WALLET', wallet: ledger },
        { type: 'SHOW_INSTRUCTIONS', variant: 'desktop' },
      ],
      start(),
    ),
  };

  it.each(CONNECT_STEPS)('%s ignores every event it does not list', (step) => {
    const state = stateAt[step];
    expect(state.step).toBe(step);
    for (const [type, event] of Object.entries(ALL_EVENTS) as [ConnectFlowEventType, ConnectFlowEvent][]) {
      const listed = ALWAYS.has(type) || TRANSITIONS[step].includes(type);
      expect(acceptsEvent(state, type)).toBe(listed && !(type === 'SELECT_WALLET' && state.compact && step !== 'NONE'));
      if (!listed) expect(connectFlowReducer(state, event)).toBe(state);
    }
  });
});
